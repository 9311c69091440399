import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, notify } from '@optio/ui';
import { useAcceptFriendRequest } from './api/acceptFriendRequest';
import { useCancelFriendRequest } from './api/cancelFriendRequest';
import { useDeclineFriendRequest } from './api/declineFriendRequest';
import type { FriendsOverview } from './api/types';
import { formatDay, fullName } from './format';

/** Requests addressed to me (accept or decline) and those I sent (cancel). */
export function FriendRequests({ data }: { data: FriendsOverview }) {
  const { t, i18n } = useTranslation('connections');
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const cancel = useCancelFriendRequest();
  const failed = (err: unknown) => notify.error(serverMessage(err) ?? t('failed'));

  return (
    <div className="student-social-columns">
      <section aria-labelledby="incoming-title" className="student-section student-panel">
        <h2 id="incoming-title">{t('incoming.heading')}</h2>
        {data.incoming.length === 0 ? (
          <p className="student-muted">{t('incoming.empty')}</p>
        ) : (
          <ul className="student-social-list">
            {data.incoming.map((r) => {
              const name = fullName(r.from);
              return (
                <li key={r.id} className="student-social-list__item">
                  <div>
                    <p className="student-social-list__name">{name}</p>
                    <p className="student-muted student-social-list__meta">
                      {r.from.email} ·{' '}
                      {t('incoming.sentOn', { date: formatDay(r.created_at, i18n.language) })}
                    </p>
                  </div>
                  <div className="student-actions">
                    <Button
                      aria-label={t('incoming.acceptLabel', { name })}
                      loading={accept.isPending && accept.variables === r.id}
                      onClick={() =>
                        accept.mutate(r.id, {
                          onSuccess: (res) =>
                            notify.success(
                              res.awaiting_parent
                                ? t('incoming.awaitingParent', { name })
                                : t('incoming.accepted', { name }),
                            ),
                          onError: failed,
                        })
                      }
                    >
                      {t('incoming.accept')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('incoming.declineLabel', { name })}
                      loading={decline.isPending && decline.variables === r.id}
                      onClick={() =>
                        decline.mutate(r.id, {
                          onSuccess: () => notify.success(t('incoming.declined')),
                          onError: failed,
                        })
                      }
                    >
                      {t('incoming.decline')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {data.accepted_awaiting_parent.length > 0 && (
          <>
            <h3>{t('incoming.waitingHeading')}</h3>
            <ul className="student-social-list">
              {data.accepted_awaiting_parent.map((r) => (
                <li key={r.id} className="student-social-list__item">
                  <div>
                    <p className="student-social-list__name">{fullName(r.from)}</p>
                    <p className="student-muted student-social-list__meta">
                      {t('incoming.waitingForParent')}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="outgoing-title" className="student-section student-panel">
        <h2 id="outgoing-title">{t('outgoing.heading')}</h2>
        {data.outgoing.length === 0 ? (
          <p className="student-muted">{t('outgoing.empty')}</p>
        ) : (
          <ul className="student-social-list">
            {data.outgoing.map((r) => (
              <li key={r.id} className="student-social-list__item">
                <div>
                  <p className="student-social-list__name">{r.email}</p>
                  <p className="student-muted student-social-list__meta">
                    {r.parent_approval === 'awaiting'
                      ? t('outgoing.awaitingParent')
                      : r.parent_approval === 'declined'
                        ? t('outgoing.parentDeclined')
                        : t('outgoing.pending')}{' '}
                    · {formatDay(r.created_at, i18n.language)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('outgoing.cancelLabel', { email: r.email })}
                  loading={cancel.isPending && cancel.variables === r.id}
                  onClick={() =>
                    cancel.mutate(r.id, {
                      onSuccess: () => notify.success(t('outgoing.cancelled')),
                      onError: failed,
                    })
                  }
                >
                  {t('outgoing.cancel')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
