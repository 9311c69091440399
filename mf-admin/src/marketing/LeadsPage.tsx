import { useDeferredValue, useState } from 'react';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@optio/contracts';
import { serverMessage } from '@optio/api-client';
import { formatDate, useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { Button, FormError, QueryState, SelectField, TextField } from '@optio/ui';
import { Pager } from '../components/Pager';
import { useStaffRole } from '../components/useStaffRole';
import { useExportLeads } from './api/exportLeads';
import { useLeads, type LeadFilters } from './api/getLeads';
import { MARKETING_NS } from './i18n';
import { RetentionSetting } from './RetentionSetting';

/** /admin/leads: the inbox of consultation and promo requests (issue #22). */
export function LeadsPage() {
  const { t } = useTranslation(MARKETING_NS);
  const { isAdmin } = useStaffRole();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<LeadKind | ''>('');
  const [campaign, setCampaign] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [page, setPage] = useState(1);
  const filters: LeadFilters = {
    search: useDeferredValue(search.trim()),
    kind,
    campaign: useDeferredValue(campaign.trim()),
    status,
  };
  const leads = useLeads(filters, page);
  const exporter = useExportLeads();
  const data = leads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const reset = () => setPage(1);

  return (
    <section className="admin-page" aria-labelledby="leads-title">
      <h1 id="leads-title">{t('leads.title')}</h1>
      <p className="admin-lead">{t('leads.lead')}</p>
      <div className="admin-filters" role="search" aria-label={t('leads.filters')}>
        <TextField
          label={t('leads.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            reset();
          }}
          autoComplete="off"
        />
        <SelectField
          label={t('leads.form')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as LeadKind | '');
            reset();
          }}
          options={LEAD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          placeholder={t('leads.anyForm')}
        />
        <TextField
          label={t('leads.campaign')}
          value={campaign}
          onChange={(e) => {
            setCampaign(e.target.value);
            reset();
          }}
          autoComplete="off"
        />
        <SelectField
          label={t('leads.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as LeadStatus | '');
            reset();
          }}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          placeholder={t('leads.anyStatus')}
        />
      </div>
      <p>
        <Button
          variant="secondary"
          disabled={exporter.isPending}
          onClick={() => exporter.mutate({ filters, fileName: t('leads.exportFile') })}
        >
          {exporter.isPending ? t('leads.exporting') : t('leads.export')}
        </Button>
      </p>
      {exporter.isError && (
        <FormError message={serverMessage(exporter.error) ?? t('leads.exportError')} />
      )}
      <QueryState
        isLoading={leads.isPending}
        error={leads.error}
        onRetry={() => void leads.refetch()}
      />
      {data && data.items.length === 0 && <p>{t('leads.empty')}</p>}
      {data && data.items.length > 0 && (
        <>
          <p aria-live="polite">{t('leads.count', { count: data.total })}</p>
          <div className="admin-table-scroll" tabIndex={0}>
            <table className="admin-table">
              <caption className="admin-visually-hidden">{t('leads.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('leads.name')}</th>
                  <th scope="col">{t('leads.email')}</th>
                  <th scope="col">{t('leads.form')}</th>
                  <th scope="col">{t('leads.campaign')}</th>
                  <th scope="col">{t('leads.status')}</th>
                  <th scope="col">{t('leads.received')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((lead) => (
                  <tr key={lead.id}>
                    <td>
                      <Link to={`/admin/leads/${lead.id}`}>{lead.name}</Link>
                    </td>
                    <td>{lead.email}</td>
                    <td>{t(`kinds.${lead.kind}`)}</td>
                    <td>{lead.utm_campaign ?? t('leads.noCampaign')}</td>
                    <td>{t(`statuses.${lead.status}`)}</td>
                    <td>{formatDate(lead.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('leads.pagination')}
            page={page}
            pages={pages}
            busy={leads.isFetching}
            onPage={setPage}
            previousLabel={t('leads.previous')}
            nextLabel={t('leads.next')}
            status={t('leads.pageOf', { page, pages })}
          />
        </>
      )}
      <RetentionSetting canEdit={isAdmin} />
    </section>
  );
}
