import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, TextField } from '@optio/ui';
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
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const fieldError = invite.error ? serverFieldErrors(invite.error).email : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    invite.mutate(email, {
      onSuccess: (res) => {
        setDone(res.message);
        setEmail('');
      },
    });
  };

  return (
    <Section title={t('links.title')}>
      <p>{t('links.lead')}</p>
      <form className="parent-inline-form" onSubmit={submit} noValidate>
        <TextField
          label={t('links.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
          required
        />
        <Button type="submit" loading={invite.isPending} loadingLabel={t('common.sending')}>
          {t('links.invite')}
        </Button>
      </form>
      {done && <Alert tone="success">{done}</Alert>}
      {invite.error && !fieldError && (
        <Alert tone="error">{serverMessage(invite.error) ?? t('common.tryAgainLater')}</Alert>
      )}
      {decide.error && (
        <Alert tone="error">{serverMessage(decide.error) ?? t('common.tryAgainLater')}</Alert>
      )}
      {links.data && <GuardianApprovals requests={links.data.to_approve} decide={decide} />}
      {links.data && links.data.received.length > 0 && (
        <>
          <h4>{t('links.received')}</h4>
          <ul className="parent-list">
            {links.data.received.map((r) => (
              <li key={r.id} className="parent-list__row">
                <span>
                  {t('links.wantsToLink', { name: `${r.from.first_name} ${r.from.last_name}` })}{' '}
                  <small>{formatDate(r.created_at, i18n.language)}</small>
                </span>
                <span className="parent-actions">
                  <Button
                    onClick={() => decide.mutate({ id: r.id, decision: 'approve' })}
                    aria-label={t('links.approveFor', { name: r.from.first_name })}
                  >
                    {t('common.approve')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => decide.mutate({ id: r.id, decision: 'decline' })}
                    aria-label={t('links.declineFor', { name: r.from.first_name })}
                  >
                    {t('common.decline')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {links.data && links.data.sent.length > 0 && (
        <>
          <h4>{t('links.sent')}</h4>
          <ul className="parent-list">
            {links.data.sent.map((s) => (
              <li key={s.id} className="parent-list__row">
                <span>
                  {t('links.waitingFor', { email: s.email })}{' '}
                  <small>{formatDate(s.created_at, i18n.language)}</small>
                </span>
                <Button
                  variant="ghost"
                  onClick={() => decide.mutate({ id: s.id, decision: 'cancel' })}
                  aria-label={t('links.cancelFor', { email: s.email })}
                >
                  {t('common.cancel')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
