import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { registerNamespace, useTranslation } from '@optio/i18n';
import { Alert, Button, Spinner, TextField } from '@optio/ui';
import {
  useDecideLink,
  useEncouragements,
  useFamilyLinks,
  useInviteParent,
  useRemoveParent,
} from './api';
import en from './locales/en.json';
import es from './locales/es.json';
import './family-links.css';

registerNamespace('familyLinks', { en, es });

const date = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(lang, { dateStyle: 'medium' });

/** "My parents": linked parents, requests to approve, invitations sent, and encouragement. */
export function FamilyLinksPage() {
  const { t, i18n } = useTranslation('familyLinks');
  const links = useFamilyLinks();
  const invite = useInviteParent();
  const decide = useDecideLink();
  const words = useEncouragements();
  const removeParent = useRemoveParent();
  const [removing, setRemoving] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const fieldError = invite.error ? serverFieldErrors(invite.error).email : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    invite.mutate(email, {
      onSuccess: (res) => {
        setSent(res.message);
        setEmail('');
      },
    });
  };

  const d = links.data;
  return (
    <section className="student-page family-links" aria-labelledby="family-links-title">
      <h1 id="family-links-title">{t('title')}</h1>
      <p>{t('lead')}</p>
      {links.isPending && <Spinner label={t('loading')} />}
      {links.error && (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{serverMessage(links.error) ?? t('tryAgain')}</p>
        </Alert>
      )}
      {decide.error && <Alert tone="error">{serverMessage(decide.error) ?? t('tryAgain')}</Alert>}
      {d && (
        <>
          <section aria-labelledby="family-received">
            <h2 id="family-received">{t('received')}</h2>
            {d.received.length === 0 ? (
              <p>{t('noneReceived')}</p>
            ) : (
              <ul className="family-links__list">
                {d.received.map((r) => (
                  <li key={r.id} className="family-links__row">
                    <span>
                      {t('wantsToLink', { name: `${r.from.first_name} ${r.from.last_name}` })}{' '}
                      <small>{date(r.created_at, i18n.language)}</small>
                    </span>
                    <span className="family-links__actions">
                      <Button
                        onClick={() => decide.mutate({ id: r.id, decision: 'approve' })}
                        aria-label={t('approveFor', { name: r.from.first_name })}
                      >
                        {t('approve')}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => decide.mutate({ id: r.id, decision: 'decline' })}
                        aria-label={t('declineFor', { name: r.from.first_name })}
                      >
                        {t('decline')}
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="family-linked">
            <h2 id="family-linked">{t('linked')}</h2>
            {d.linked.length === 0 ? (
              <p>{t('noneLinked')}</p>
            ) : (
              <ul className="family-links__list" data-testid="linked-parents">
                {d.linked.map((p) => (
                  <li key={p.id} className="family-links__row">
                    <span>
                      {p.first_name} {p.last_name}{' '}
                      <small>{t('since', { date: date(p.since, i18n.language) })}</small>
                    </span>
                    {d.manages_own_links &&
                      (removing === p.id ? (
                        <span className="family-links__actions">
                          <Button
                            variant="danger"
                            loading={removeParent.isPending}
                            loadingLabel={t('sending')}
                            onClick={() =>
                              removeParent.mutate(p.id, { onSuccess: () => setRemoving(null) })
                            }
                          >
                            {t('removeConfirm', { name: p.first_name })}
                          </Button>
                          <Button variant="ghost" onClick={() => setRemoving(null)}>
                            {t('cancel')}
                          </Button>
                        </span>
                      ) : (
                        <Button
                          variant="ghost"
                          onClick={() => setRemoving(p.id)}
                          aria-label={t('removeFor', { name: `${p.first_name} ${p.last_name}` })}
                        >
                          {t('remove')}
                        </Button>
                      ))}
                  </li>
                ))}
              </ul>
            )}
            {d.manages_own_links && d.linked.length > 0 && <p>{t('removeHint')}</p>}
            {removeParent.error && (
              <Alert tone="error">{serverMessage(removeParent.error) ?? t('tryAgain')}</Alert>
            )}
          </section>
          {!d.manages_own_links ? (
            <p role="note">{t('guardianDecides')}</p>
          ) : (
            <section aria-labelledby="family-invite">
              <h2 id="family-invite">{t('inviteTitle')}</h2>
              <form onSubmit={submit} noValidate className="family-links__form">
                <TextField
                  label={t('email')}
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  error={fieldError}
                  required
                />
                <Button type="submit" loading={invite.isPending} loadingLabel={t('sending')}>
                  {t('invite')}
                </Button>
              </form>
              {sent && <Alert tone="success">{sent}</Alert>}
              {invite.error && !fieldError && (
                <Alert tone="error">{serverMessage(invite.error) ?? t('tryAgain')}</Alert>
              )}
              {d.sent.length > 0 && (
                <ul className="family-links__list">
                  {d.sent.map((s) => (
                    <li key={s.id} className="family-links__row">
                      <span>{t('waitingFor', { email: s.email })}</span>
                      <Button
                        variant="ghost"
                        onClick={() => decide.mutate({ id: s.id, decision: 'cancel' })}
                        aria-label={t('cancelFor', { email: s.email })}
                      >
                        {t('cancel')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
      <section aria-labelledby="family-words">
        <h2 id="family-words">{t('encouragement')}</h2>
        {words.data && words.data.length === 0 && <p>{t('noEncouragement')}</p>}
        {words.data && words.data.length > 0 && (
          <ul className="family-links__list">
            {words.data.map((w) => (
              <li key={w.id}>
                <q>{w.message}</q> — {w.first_name}{' '}
                <small>{date(w.created_at, i18n.language)}</small>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
