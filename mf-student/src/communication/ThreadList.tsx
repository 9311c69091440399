import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { useSession } from '@optio/session';
import { fullName } from '../connections/format';
import { formatMoment } from '../connections/format';
import type { Contact, ThreadSummary } from './api/types';

const PREVIEW = 80;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text);

/** The conversations (newest first) and the connections without one yet. */
export function ThreadList({
  threads,
  contacts,
  selectedId,
}: {
  threads: ThreadSummary[];
  contacts: Contact[];
  selectedId: string | null;
}) {
  const { t, i18n } = useTranslation('communication');
  const { user } = useSession();
  const withThread = new Set(threads.map((th) => th.user.id));
  const fresh = contacts.filter((c) => !withThread.has(c.user.id));

  return (
    <nav aria-labelledby="threads-title" className="student-social-threads">
      <h2 id="threads-title">{t('threads.heading')}</h2>
      {threads.length === 0 ? (
        <p className="student-muted">{t('threads.empty')}</p>
      ) : (
        <ul className="student-social-thread-list">
          {threads.map((th) => {
            const mine = th.last_message.sender_id === user?.id;
            const text = preview(th.last_message.body);
            return (
              <li key={th.user.id}>
                <Link
                  to={`?with=${encodeURIComponent(th.user.id)}`}
                  className="student-social-thread"
                  aria-current={th.user.id === selectedId ? 'page' : undefined}
                >
                  <span className="student-social-thread__top">
                    <span className="student-social-thread__name">{fullName(th.user)}</span>
                    {th.unread > 0 && (
                      <span className="student-social-count">
                        <span aria-hidden="true">{th.unread}</span>
                        <span className="student-visually-hidden">
                          {` ${t('threads.unread', { count: th.unread })}`}
                        </span>
                      </span>
                    )}
                  </span>
                  <span className="student-social-thread__meta">
                    {t(`relation.${th.relation ?? 'ended'}`)} ·{' '}
                    {formatMoment(th.last_message.created_at, i18n.language)}
                  </span>
                  <span className="student-social-thread__preview">
                    {mine ? t('threads.you', { text }) : text}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="student-social-subheading">{t('threads.start')}</h3>
      {fresh.length === 0 ? (
        contacts.length === 0 && (
          <p className="student-muted">
            {t('threads.noContacts')}{' '}
            {(user?.role === 'student' || user?.role === 'admin') && (
              <Link to="/connections">{t('threads.findFriends')}</Link>
            )}
          </p>
        )
      ) : (
        <ul className="student-social-thread-list">
          {fresh.map((c) => (
            <li key={c.user.id}>
              <Link
                to={`?with=${encodeURIComponent(c.user.id)}`}
                className="student-social-thread"
                aria-current={c.user.id === selectedId ? 'page' : undefined}
              >
                <span className="student-social-thread__name">{fullName(c.user)}</span>
                <span className="student-social-thread__meta">{t(`relation.${c.relation}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
