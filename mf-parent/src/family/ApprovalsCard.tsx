import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button } from '@optio/ui';
import { useDecideVisibility } from '../api/decideVisibility';
import { useParentEvidence } from '../api/getParentEvidence';
import type { ChildDashboard } from '../api/types';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';

/** What waits for someone: the child's requests to go public, and evidence the child must accept. */
export function ApprovalsCard({ data }: { data: ChildDashboard }) {
  const { t, i18n } = useTranslation('parent');
  const decide = useDecideVisibility(data.child.id);
  const evidence = useParentEvidence(data.child.id);
  const requests = data.approvals.visibility_requests;
  return (
    <Section title={t('approvals.title')}>
      {decide.error && (
        <Alert tone="error">{serverMessage(decide.error) ?? t('common.tryAgainLater')}</Alert>
      )}
      <h4>{t('approvals.visibility')}</h4>
      {requests.length === 0 ? (
        <p>{t('approvals.noVisibility')}</p>
      ) : (
        <ul className="parent-list">
          {requests.map((r) => (
            <li key={r.id} className="parent-list__row">
              <span>
                {t(`approvals.wantsPublic.${r.target}`, { name: data.child.first_name })}{' '}
                <small>{formatDate(r.created_at, i18n.language)}</small>
              </span>
              <span className="parent-actions">
                <Button onClick={() => decide.mutate({ id: r.id, decision: 'approve' })}>
                  {t('common.approve')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => decide.mutate({ id: r.id, decision: 'decline' })}
                >
                  {t('common.decline')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4>{t('approvals.evidence')}</h4>
      {evidence.data && evidence.data.length === 0 && <p>{t('approvals.noEvidence')}</p>}
      {evidence.data && evidence.data.length > 0 && (
        <ul className="parent-list" data-testid="parent-evidence">
          {evidence.data.map((e) => (
            <li key={e.id} className="parent-list__row">
              <span>
                {e.title ?? t('approvals.held')}{' '}
                <small>{formatDate(e.created_at, i18n.language)}</small>
              </span>
              <span className={`parent-tag parent-tag--${e.status}`}>
                {t(`approvals.status.${e.status}`, { name: data.child.first_name })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
