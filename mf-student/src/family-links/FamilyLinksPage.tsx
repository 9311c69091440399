import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { registerNamespace, useTranslation } from '@optio/i18n';
import { Alert, FamilyLinkList, InviteByEmailForm, Spinner } from '@optio/ui';
import { useDecideLink } from './api/decideLink';
import { useEncouragements } from './api/getEncouragements';
import { useFamilyLinks } from './api/getFamilyLinks';
import { useInviteParent } from './api/inviteParent';
import { useRemoveParent } from './api/removeParent';
import en from './locales/en.json';
import es from './locales/es.json';

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
              <FamilyLinkList
                items={d.received.map((r) => ({
                  id: r.id,
                  text: t('wantsToLink', { name: `${r.from.first_name} ${r.from.last_name}` }),
                  date: date(r.created_at, i18n.language),
                  actions: [
                    {
                      label: t('approve'),
                      ariaLabel: t('approveFor', { name: r.from.first_name }),
                      onClick: () => decide.mutate({ id: r.id, decision: 'approve' }),
                    },
                    {
                      label: t('decline'),
                      ariaLabel: t('declineFor', { name: r.from.first_name }),
                      variant: 'secondary',
                      onClick: () => decide.mutate({ id: r.id, decision: 'decline' }),
                    },
                  ],
                }))}
              />
            )}
          </section>
          <section aria-labelledby="family-linked">
            <h2 id="family-linked">{t('linked')}</h2>
            {d.linked.length === 0 ? (
              <p>{t('noneLinked')}</p>
            ) : (
              <FamilyLinkList
                data-testid="linked-parents"
                items={d.linked.map((p) => ({
                  id: p.id,
                  text: `${p.first_name} ${p.last_name}`,
                  date: t('since', { date: date(p.since, i18n.language) }),
                  actions: !d.manages_own_links
                    ? []
                    : removing === p.id
                      ? [
                          {
                            label: t('removeConfirm', { name: p.first_name }),
                            variant: 'danger',
                            loading: removeParent.isPending,
                            loadingLabel: t('sending'),
                            onClick: () =>
                              removeParent.mutate(p.id, { onSuccess: () => setRemoving(null) }),
                          },
                          {
                            label: t('cancel'),
                            variant: 'ghost',
                            onClick: () => setRemoving(null),
                          },
                        ]
                      : [
                          {
                            label: t('remove'),
                            ariaLabel: t('removeFor', { name: `${p.first_name} ${p.last_name}` }),
                            variant: 'ghost',
                            onClick: () => setRemoving(p.id),
                          },
                        ],
                }))}
              />
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
              <InviteByEmailForm
                invite={invite}
                label={t('email')}
                submitLabel={t('invite')}
                sendingLabel={t('sending')}
                fallbackError={t('tryAgain')}
              />
              {d.sent.length > 0 && (
                <FamilyLinkList
                  items={d.sent.map((x) => ({
                    id: x.id,
                    text: t('waitingFor', { email: x.email }),
                    actions: [
                      {
                        label: t('cancel'),
                        ariaLabel: t('cancelFor', { email: x.email }),
                        variant: 'ghost',
                        onClick: () => decide.mutate({ id: x.id, decision: 'cancel' }),
                      },
                    ],
                  }))}
                />
              )}
            </section>
          )}
        </>
      )}
      <section aria-labelledby="family-words">
        <h2 id="family-words">{t('encouragement')}</h2>
        {words.data && words.data.length === 0 && <p>{t('noEncouragement')}</p>}
        {words.data && words.data.length > 0 && (
          <ul className="optio-family-links">
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
