import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { formatDateTime, useTranslation } from '@optio/i18n';
import { Alert, Button, SelectField, Spinner } from '@optio/ui';
import type { StaffIncident } from '@optio/contracts/tutor';
import type { Decision } from './api/decideIncident';
import { useIncidents, type IncidentStatus } from './api/getIncidents';
import { SAFETY_NS } from './i18n';
import { ReportDetails } from './ReportDetails';
import { ResolveForm } from './ResolveForm';
import './safety.css';

const formatDate = (iso: string) => formatDateTime(iso);

/** What staff may do about an incident: release or keep its held item, or resolve it. */
const decisionsFor = (i: StaffIncident): Decision[] =>
  i.item_held
    ? i.status === 'open'
      ? ['release', 'keep']
      : ['release']
    : i.status === 'open'
      ? ['resolve']
      : [];

/**
 * /admin/safety: safety incidents from every surface (the tutor, direct messages,
 * encouragement, evidence); held items are released or kept held, incidents resolved, each
 * with a note.
 */
export function SafetyPage() {
  const { t } = useTranslation(SAFETY_NS);
  const [status, setStatus] = useState<IncidentStatus>('open');
  const [resolving, setResolving] = useState<{ id: string; decision: Decision } | null>(null);
  const [announce, setAnnounce] = useState('');
  const incidents = useIncidents(status);

  return (
    <section className="safety-page" aria-labelledby="safety-title">
      <h1 id="safety-title">{t('title')}</h1>
      <p className="safety-lead">{t('lead')}</p>
      <SelectField
        label={t('filter')}
        value={status}
        onChange={(e) => setStatus(e.target.value as IncidentStatus)}
        options={(['open', 'resolved', 'all'] as const).map((s) => ({
          value: s,
          label: t(`statuses.${s}`),
        }))}
        className="safety-filter"
      />
      <p role="status" className="safety-status">
        {announce}
      </p>
      {incidents.isPending && <Spinner label={t('loading')} />}
      {incidents.isError && (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{serverMessage(incidents.error) ?? ''}</p>
          <Button variant="secondary" onClick={() => void incidents.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {incidents.data?.length === 0 && <p>{t('none')}</p>}
      {incidents.data && incidents.data.length > 0 && (
        <ul className="safety-list">
          {incidents.data.map((i) => (
            <li
              key={i.id}
              className={`safety-card safety-card--${i.severity}`}
              aria-labelledby={`safety-${i.id}`}
            >
              <h2 id={`safety-${i.id}`} className="safety-card__title">
                {t(`categories.${i.category}`)} · {t(`severities.${i.severity}`)}
              </h2>
              <p className="safety-meta">
                {t(`surfaces.${i.surface}`)} ·{' '}
                {t('student', { name: `${i.student.first_name} ${i.student.last_name}` })} ·{' '}
                {t('when', { date: formatDate(i.created_at) })} ·{' '}
                {t('action', { action: t(`actions.${i.action_taken}`) })}
              </p>
              {i.excerpt && (
                <blockquote className="safety-excerpt" aria-label={t('excerpt')}>
                  {i.excerpt}
                </blockquote>
              )}
              {i.status === 'resolved' && i.resolved_at && (
                <p>
                  {t('resolvedNote', {
                    date: formatDate(i.resolved_at),
                    note: i.resolution_note ?? '',
                  })}
                </p>
              )}
              {i.report && <ReportDetails report={i.report} />}
              {i.item_held && <p className="safety-held">{t('held')}</p>}
              {resolving?.id === i.id ? (
                <ResolveForm
                  targetId={resolving.decision === 'resolve' ? i.id : (i.item_id ?? i.id)}
                  decision={resolving.decision}
                  onCancel={() => setResolving(null)}
                  onDone={() => {
                    setAnnounce(t(`decisions.${resolving.decision}.done`));
                    setResolving(null);
                  }}
                />
              ) : (
                decisionsFor(i).length > 0 && (
                  <div className="safety-actions">
                    {decisionsFor(i).map((decision) => (
                      <Button
                        key={decision}
                        variant="secondary"
                        onClick={() => {
                          setAnnounce('');
                          setResolving({ id: i.id, decision });
                        }}
                        aria-describedby={`safety-${i.id}`}
                      >
                        {t(`decisions.${decision}.button`)}
                      </Button>
                    ))}
                  </div>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
