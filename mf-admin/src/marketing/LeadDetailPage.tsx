import { useEffect, useState, type FormEvent } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '@optio/contracts';
import { serverMessage } from '@optio/api-client';
import { formatDate, useTranslation } from '@optio/i18n';
import { Link, useNavigate, useParams } from '@optio/router';
import { Button, FormError, QueryState, SelectField, TextArea, notify } from '@optio/ui';
import type { MarketingLead } from '@optio/contracts/leads';
import { useDeleteLead } from './api/deleteLead';
import { useLead } from './api/getLead';
import { useUpdateLead } from './api/updateLead';
import { MARKETING_NS } from './i18n';

/** /admin/leads/{id}: the visitor's answers, the status, notes, and deletion on request. */
export function LeadDetailPage() {
  const { leadId = '' } = useParams();
  const { t } = useTranslation(MARKETING_NS);
  const lead = useLead(leadId);
  const d = lead.data;
  return (
    <section className="admin-page" aria-labelledby="lead-title">
      <p>
        <Link to="/admin/leads">{t('lead.back')}</Link>
      </p>
      <h1 id="lead-title">{d ? d.name : t('lead.title')}</h1>
      <QueryState
        isLoading={lead.isPending}
        error={lead.error}
        onRetry={() => void lead.refetch()}
      />
      {d && <LeadBody lead={d} />}
    </section>
  );
}

function LeadBody({ lead }: { lead: MarketingLead }) {
  const { t } = useTranslation(MARKETING_NS);
  const none = t('lead.none');
  return (
    <>
      <dl className="admin-facts">
        <dt>{t('leads.email')}</dt>
        <dd>
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </dd>
        <dt>{t('leads.form')}</dt>
        <dd>{t(`kinds.${lead.kind}`)}</dd>
        <dt>{t('lead.role')}</dt>
        <dd>{lead.role ?? none}</dd>
        <dt>{t('lead.message')}</dt>
        <dd className="admin-pre">{lead.message ?? none}</dd>
        <dt>{t('lead.resource')}</dt>
        <dd>{lead.resource ? t(`resources.${lead.resource}`) : none}</dd>
        <dt>{t('leads.campaign')}</dt>
        <dd>
          {lead.utm_campaign ?? t('leads.noCampaign')}
          {lead.utm_source
            ? ` (${lead.utm_source}${lead.utm_medium ? ` / ${lead.utm_medium}` : ''})`
            : ''}
        </dd>
        <dt>{t('lead.landing')}</dt>
        <dd>{lead.landing_page ?? none}</dd>
        <dt>{t('leads.received')}</dt>
        <dd>{formatDate(lead.created_at)}</dd>
      </dl>
      <LeadForm lead={lead} />
      <DeleteLead id={lead.id} />
    </>
  );
}

function LeadForm({ lead }: { lead: MarketingLead }) {
  const { t } = useTranslation(MARKETING_NS);
  const update = useUpdateLead(lead.id);
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [notes, setNotes] = useState(lead.notes ?? '');
  useEffect(() => {
    setStatus(lead.status);
    setNotes(lead.notes ?? '');
  }, [lead.status, lead.notes]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ status, notes }, { onSuccess: () => notify.success(t('lead.saved')) });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="lead-follow-up" className="admin-section">
      <h2 id="lead-follow-up">{t('lead.followUp')}</h2>
      <SelectField
        label={t('leads.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as LeadStatus)}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      />
      <TextArea
        label={t('lead.notes')}
        value={notes}
        rows={5}
        maxLength={4000}
        onChange={(e) => setNotes(e.target.value)}
      />
      {update.isError && <FormError message={serverMessage(update.error) ?? t('lead.saveError')} />}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('lead.saving') : t('lead.save')}
      </Button>
    </form>
  );
}

function DeleteLead({ id }: { id: string }) {
  const { t } = useTranslation(MARKETING_NS);
  const remove = useDeleteLead(id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="lead-delete" className="admin-section">
      <h2 id="lead-delete">{t('lead.deleteTitle')}</h2>
      <p>{t('lead.deleteHint')}</p>
      {remove.isError && (
        <FormError message={serverMessage(remove.error) ?? t('lead.deleteError')} />
      )}
      {confirming ? (
        <p>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  notify.success(t('lead.deleted'));
                  navigate('/admin/leads');
                },
              })
            }
          >
            {t('lead.confirmDelete')}
          </Button>{' '}
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('lead.cancel')}
          </Button>
        </p>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('lead.delete')}
        </Button>
      )}
    </section>
  );
}
