import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, FamilyLinkList, InviteByEmailForm } from '@optio/ui';
import { useDecideFamilyLink } from '../api/decideFamilyLink';
import { useFamilyLinks } from '../api/getFamilyLinks';
import { useInviteFamilyLink } from '../api/inviteFamilyLink';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';
import { GuardianApprovals } from './GuardianApprovals';

/** Invite a child's account by e-mail; see and answer pending links in both directions. */
export function LinkChildPanel() {
  const { t, i18n } = useTranslation('parent');
  const links = useFamilyLinks();
  const invite = useInviteFamilyLink();
  const decide = useDecideFamilyLink();

  return (
    <Section title={t('links.title')}>
      <p>{t('links.lead')}</p>
      <InviteByEmailForm
        invite={invite}
        label={t('links.email')}
        submitLabel={t('links.invite')}
        sendingLabel={t('common.sending')}
        fallbackError={t('common.tryAgainLater')}
      />
      {decide.error && (
        <Alert tone="error">{serverMessage(decide.error) ?? t('common.tryAgainLater')}</Alert>
      )}
      {links.data && <GuardianApprovals requests={links.data.to_approve} decide={decide} />}
      {links.data && links.data.received.length > 0 && (
        <>
          <h4>{t('links.received')}</h4>
          <FamilyLinkList
            items={links.data.received.map((r) => ({
              id: r.id,
              text: t('links.wantsToLink', { name: `${r.from.first_name} ${r.from.last_name}` }),
              date: formatDate(r.created_at, i18n.language),
              actions: [
                {
                  label: t('common.approve'),
                  ariaLabel: t('links.approveFor', { name: r.from.first_name }),
                  onClick: () => decide.mutate({ id: r.id, decision: 'approve' }),
                },
                {
                  label: t('common.decline'),
                  ariaLabel: t('links.declineFor', { name: r.from.first_name }),
                  variant: 'secondary',
                  onClick: () => decide.mutate({ id: r.id, decision: 'decline' }),
                },
              ],
            }))}
          />
        </>
      )}
      {links.data && links.data.sent.length > 0 && (
        <>
          <h4>{t('links.sent')}</h4>
          <FamilyLinkList
            items={links.data.sent.map((s) => ({
              id: s.id,
              text: t('links.waitingFor', { email: s.email }),
              date: formatDate(s.created_at, i18n.language),
              actions: [
                {
                  label: t('common.cancel'),
                  ariaLabel: t('links.cancelFor', { email: s.email }),
                  variant: 'ghost',
                  onClick: () => decide.mutate({ id: s.id, decision: 'cancel' }),
                },
              ],
            }))}
          />
        </>
      )}
    </Section>
  );
}
