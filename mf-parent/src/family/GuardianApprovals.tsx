import type { FamilyLinks } from '@optio/contracts/family';
import { useTranslation } from '@optio/i18n';
import { FamilyLinkList } from '@optio/ui';
import type { useDecideFamilyLink } from '../api/decideFamilyLink';
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
      <FamilyLinkList
        items={requests.map((r) => {
          const from = `${r.from.first_name} ${r.from.last_name}`;
          return {
            id: r.id,
            text: t('links.wantsToLinkChild', { name: from, child: r.child.first_name }),
            date: formatDate(r.created_at, i18n.language),
            actions: [
              {
                label: t('common.approve'),
                ariaLabel: t('links.approveChildFor', { name: from, child: r.child.first_name }),
                onClick: () => decide.mutate({ id: r.id, decision: 'approve' }),
              },
              {
                label: t('common.decline'),
                ariaLabel: t('links.declineChildFor', { name: from, child: r.child.first_name }),
                variant: 'secondary',
                onClick: () => decide.mutate({ id: r.id, decision: 'decline' }),
              },
            ],
          };
        })}
      />
    </>
  );
}
