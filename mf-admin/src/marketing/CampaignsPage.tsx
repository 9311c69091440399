import { useState } from 'react';
import type { CampaignRow } from '@optio/contracts/leads';
import { useTranslation } from '@optio/i18n';
import { DateField, QueryState } from '@optio/ui';
import { useCampaigns } from './api/getCampaigns';
import { CampaignChart, METRICS } from './CampaignChart';
import { MARKETING_NS } from './i18n';

const day = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** /admin/campaigns: visits, leads and sign-ups per promo page and campaign (issue #22). */
export function CampaignsPage() {
  const { t } = useTranslation(MARKETING_NS);
  const today = new Date();
  const [from, setFrom] = useState(day(new Date(today.getTime() - 29 * DAY_MS)));
  const [to, setTo] = useState(day(today));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const report = useCampaigns(valid ? from : '', valid ? to : '');
  const rows = valid ? (report.data?.rows ?? []) : [];
  const labelOf = (row: CampaignRow) =>
    `${row.page} · ${row.campaign ?? t('campaigns.noCampaign')}`;

  return (
    <section className="admin-page" aria-labelledby="campaigns-title">
      <h1 id="campaigns-title">{t('campaigns.title')}</h1>
      <p className="admin-lead">{t('campaigns.lead')}</p>
      <div className="admin-filters" role="group" aria-label={t('campaigns.range')}>
        <DateField
          label={t('campaigns.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <DateField label={t('campaigns.to')} value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      {!valid && <p role="alert">{t('campaigns.badRange')}</p>}
      {valid && (
        <QueryState
          isLoading={report.isPending}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      )}
      {valid && report.data && rows.length === 0 && <p>{t('campaigns.empty')}</p>}
      {rows.length > 0 && (
        <>
          <div className="admin-table-scroll" tabIndex={0}>
            <table className="admin-table">
              <caption>{t('campaigns.caption', { from, to })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('campaigns.page')}</th>
                  <th scope="col">{t('campaigns.campaign')}</th>
                  {METRICS.map((m) => (
                    <th scope="col" key={m} className="admin-number">
                      {t(`campaigns.${m}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.page}|${row.campaign ?? ''}`}>
                    <th scope="row">{row.page}</th>
                    <td>{row.campaign ?? t('campaigns.noCampaign')}</td>
                    {METRICS.map((m) => (
                      <td key={m} className="admin-number" data-metric={m}>
                        {row[m]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CampaignChart
            rows={rows}
            labelOf={labelOf}
            metricLabel={(m) => t(`campaigns.${m}`)}
            title={t('campaigns.chart')}
          />
        </>
      )}
    </section>
  );
}
