import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, InviteByEmailForm, QueryState } from '@optio/ui';
import { useInviteObserver } from '../api/inviteObserver';
import { useObservers } from '../api/getObservers';
import { useRemoveObserver } from '../api/removeObserver';
import { Section } from '../components/Section';
import { formatDate, formatDateTime } from '../components/format';

/** Observers of the child: invite by e-mail, withdraw invitations, revoke, and the read log. */
export function ObserversPanel({ childId, childName }: { childId: string; childName: string }) {
  const { t, i18n } = useTranslation('parent');
  const data = useObservers(childId);
  const invite = useInviteObserver(childId);
  const remove = useRemoveObserver(childId);

  return (
    <Section title={t('observers.title')}>
      <p>{t('observers.lead', { name: childName })}</p>
      <InviteByEmailForm
        invite={invite}
        label={t('observers.email')}
        submitLabel={t('observers.invite')}
        sendingLabel={t('common.sending')}
        fallbackError={t('common.tryAgainLater')}
      />
      {remove.error && (
        <Alert tone="error">{serverMessage(remove.error) ?? t('common.tryAgainLater')}</Alert>
      )}
      <QueryState
        isLoading={data.isPending}
        error={data.error}
        onRetry={() => void data.refetch()}
      />
      {data.data && (
        <>
          <h4>{t('observers.current')}</h4>
          {data.data.observers.length === 0 ? (
            <p>{t('observers.none')}</p>
          ) : (
            <ul className="parent-list">
              {data.data.observers.map((o) => (
                <li key={o.id} className="parent-list__row">
                  <span>
                    {o.first_name} {o.last_name} <small>{o.email}</small>
                  </span>
                  <Button
                    variant="danger"
                    onClick={() => remove.mutate({ kind: 'observer', id: o.id })}
                  >
                    {t('observers.revoke', { name: o.first_name })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {data.data.invitations.length > 0 && (
            <>
              <h4>{t('observers.invitations')}</h4>
              <ul className="parent-list">
                {data.data.invitations.map((inv) => (
                  <li key={inv.id} className="parent-list__row">
                    <span>
                      {inv.email}{' '}
                      <small>
                        {inv.expired
                          ? t('observers.expired')
                          : t('observers.expires', {
                              date: formatDate(inv.expires_at, i18n.language),
                            })}
                      </small>
                    </span>
                    <Button
                      variant="ghost"
                      onClick={() => remove.mutate({ kind: 'invitation', id: inv.id })}
                    >
                      {t('observers.withdraw', { email: inv.email })}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h4>{t('observers.encouragement')}</h4>
          {data.data.encouragements.length === 0 ? (
            <p>{t('observers.noEncouragement')}</p>
          ) : (
            <ul className="parent-list">
              {data.data.encouragements.map((m) => (
                <li key={m.id}>
                  <q>{m.message}</q> — {m.first_name}{' '}
                  <small>{formatDate(m.created_at, i18n.language)}</small>
                </li>
              ))}
            </ul>
          )}
          <details>
            <summary>{t('observers.readLog', { count: data.data.reads.length })}</summary>
            {data.data.reads.length === 0 ? (
              <p>{t('observers.noReads')}</p>
            ) : (
              <ul className="parent-list" data-testid="observer-reads">
                {data.data.reads.map((r, i) => (
                  <li key={`${r.observer_id}-${r.at}-${i}`}>
                    {t('observers.readEntry', {
                      name: `${r.first_name} ${r.last_name}`,
                      at: formatDateTime(r.at, i18n.language),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </details>
        </>
      )}
    </Section>
  );
}
