import { useTranslation } from '@optio/i18n';
import { Button } from '@optio/ui';
import type { useDecideFamilyLink } from '../api/decideFamilyLink';
import type { FamilyLinks } from '../api/types';
import { formatDate } from '../components/format';

/** Other parents asking to link to a child under 13 whose consent you gave: you decide. */
export function GuardianApprovals({
  requests,
  decide,
}: {
  requests: FamilyLinks['to_approve'];
  decide: ReturnType<typeof useDecideFamilyLink>;
}) {
  const { t, i18n } = useTranslation('parent');
  if (requests.length === 0) return null;
  return (
    <>
      <h4>{t('links.toApprove')}</h4>
      <p>{t('links.toApproveLead')}</p>
      <ul className="parent-list">
        {requests.map((r) => {
          const from = `${r.from.first_name} ${r.from.last_name}`;
          return (
            <li key={r.id} className="parent-list__row">
              <span>
                {t('links.wantsToLinkChild', { name: from, child: r.child.first_name })}{' '}
                <small>{formatDate(r.created_at, i18n.language)}</small>
              </span>
              <span className="parent-actions">
                <Button
                  onClick={() => decide.mutate({ id: r.id, decision: 'approve' })}
                  aria-label={t('links.approveChildFor', { name: from, child: r.child.first_name })}
                >
                  {t('common.approve')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => decide.mutate({ id: r.id, decision: 'decline' })}
                  aria-label={t('links.declineChildFor', { name: from, child: r.child.first_name })}
                >
                  {t('common.decline')}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
