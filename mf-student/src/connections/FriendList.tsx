import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { Button, Modal, notify } from '@optio/ui';
import { useRemoveFriend } from './api/removeFriend';
import type { Friend } from './api/types';
import { formatDay, fullName } from './format';

/** My friends, each with a link to the conversation and a confirmed Remove. */
export function FriendList({ friends }: { friends: Friend[] }) {
  const { t, i18n } = useTranslation('connections');
  const [removing, setRemoving] = useState<Friend | null>(null);
  const remove = useRemoveFriend();

  const confirmRemove = () => {
    if (!removing) return;
    const name = fullName(removing);
    remove.mutate(removing.id, {
      onSuccess: () => {
        notify.success(t('friends.removed', { name }));
        setRemoving(null);
      },
      onError: (err) => notify.error(serverMessage(err) ?? t('failed')),
    });
  };

  return (
    <section aria-labelledby="friends-title" className="student-section student-panel">
      <h2 id="friends-title">{t('friends.heading')}</h2>
      {friends.length === 0 ? (
        <p className="student-muted">{t('friends.empty')}</p>
      ) : (
        <ul className="student-social-list">
          {friends.map((f) => {
            const name = fullName(f);
            return (
              <li key={f.id} className="student-social-list__item">
                <div>
                  <p className="student-social-list__name">{name}</p>
                  <p className="student-muted student-social-list__meta">
                    {t('friends.since', { date: formatDay(f.since, i18n.language) })}
                  </p>
                </div>
                <div className="student-actions">
                  <Link
                    className="optio-button optio-button--secondary"
                    to={`/communication?with=${encodeURIComponent(f.id)}`}
                    aria-label={t('friends.messageLabel', { name })}
                  >
                    {t('friends.message')}
                  </Link>
                  <Button
                    variant="ghost"
                    aria-label={t('friends.removeLabel', { name })}
                    onClick={() => setRemoving(f)}
                  >
                    {t('friends.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? t('friends.removeTitle', { name: fullName(removing) }) : ''}
        footer={
          <div className="student-actions">
            <Button variant="danger" loading={remove.isPending} onClick={confirmRemove}>
              {t('friends.removeConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('common.cancel', { ns: 'student' })}
            </Button>
          </div>
        }
      >
        <p>{t('friends.removeBody')}</p>
      </Modal>
    </section>
  );
}
