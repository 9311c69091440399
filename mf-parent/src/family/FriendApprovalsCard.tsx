import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button } from '@optio/ui';
import { useDecideFriendRequest } from '../api/decideFriendRequest';
import { useFriendApprovals } from '../api/getFriendApprovals';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';

/**
 * Friend requests of an under-13 child that wait for this parent: one the child sent reaches
 * its addressee only once approved; one the child accepted becomes a friendship only once
 * approved. Shown only while something waits.
 */
export function FriendApprovalsCard({
  childId,
  childName,
}: {
  childId: string;
  childName: string;
}) {
  const { t, i18n } = useTranslation('parent');
  const approvals = useFriendApprovals();
  const decide = useDecideFriendRequest();
  const mine = approvals.data?.requests.filter((r) => r.child.id === childId) ?? [];
  if (mine.length === 0) return null;
  return (
    <Section title={t('friendApprovals.title')}>
      <p>{t('friendApprovals.lead', { name: childName })}</p>
      {decide.error && (
        <Alert tone="error">{serverMessage(decide.error) ?? t('common.tryAgainLater')}</Alert>
      )}
      <ul className="parent-list" data-testid="friend-approvals">
        {mine.map((r) => {
          const who = r.other ? `${r.other.first_name} ${r.other.last_name}` : r.email;
          return (
            <li key={r.id} className="parent-list__row">
              <span>
                {r.direction === 'sent'
                  ? t('friendApprovals.sent', { name: childName, who })
                  : t('friendApprovals.accepted', { name: childName, who })}{' '}
                {r.other && <small>({r.email})</small>}{' '}
                {r.other?.is_adult && (
                  <strong className="parent-tag">{t('friendApprovals.adult')}</strong>
                )}{' '}
                <small>{formatDate(r.created_at, i18n.language)}</small>
              </span>
              <span className="parent-actions">
                <Button
                  aria-label={t('friendApprovals.approveLabel', { who })}
                  loading={decide.isPending && decide.variables?.id === r.id}
                  onClick={() => decide.mutate({ id: r.id, decision: 'approve' })}
                >
                  {t('common.approve')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('friendApprovals.declineLabel', { who })}
                  onClick={() => decide.mutate({ id: r.id, decision: 'decline' })}
                >
                  {t('common.decline')}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
