import { useEffect, useRef } from 'react';
import { isApiError } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { useSession } from '@optio/session';
import { Alert, QueryState } from '@optio/ui';
import { formatMoment, fullName } from '../connections/format';
import { useThread } from './api/getThread';
import { useMarkRead } from './api/markRead';
import { Composer } from './Composer';
import { HeldNotice } from './HeldNotice';
import { ThreadSafety } from './ThreadSafety';

/** One conversation: the messages (a live log), marked read when shown, and the composer. */
export function ThreadView({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('communication');
  const { user } = useSession();
  const thread = useThread(userId);
  const markRead = useMarkRead(userId);
  const logRef = useRef<HTMLDivElement>(null);
  const markedUpTo = useRef<string | null>(null);
  const data = thread.data;
  const messages = data?.messages;

  // Opening the thread (and every new message arriving while it is open) marks theirs read.
  const newestUnread = messages?.findLast((m) => m.sender_id === userId && m.read_at === null);
  const { mutate } = markRead;
  useEffect(() => {
    if (!newestUnread || markedUpTo.current === newestUnread.id) return;
    markedUpTo.current = newestUnread.id;
    mutate();
  }, [newestUnread, mutate]);

  // Keep the newest message in view.
  const count = messages?.length ?? 0;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  if (!data) {
    if (isApiError(thread.error) && thread.error.status === 403) {
      return <Alert tone="warning">{t('thread.notAllowed')}</Alert>;
    }
    return (
      <QueryState
        isLoading={thread.isLoading}
        error={thread.error}
        onRetry={() => void thread.refetch()}
      />
    );
  }

  const name = fullName(data.user);
  return (
    <section aria-labelledby="thread-title" className="student-social-thread-view">
      <h2 id="thread-title">
        {t('thread.with', { name })}{' '}
        <span className="student-tag">{t(`relation.${data.relation ?? 'ended'}`)}</span>
      </h2>
      <ThreadSafety userId={userId} name={name} blockedByMe={data.blocked_by_me} />
      {data.messages.length === 0 ? (
        <p className="student-muted">{t('thread.empty')}</p>
      ) : (
        <div
          ref={logRef}
          role="log"
          aria-label={t('thread.log', { name })}
          className="student-social-log"
          // Scrollable, so it must be reachable by keyboard.
          tabIndex={0}
        >
          <ol className="student-social-log__list">
            {data.messages.map((m) => {
              const mine = m.sender_id === user?.id;
              return (
                <li
                  key={m.id}
                  className={`student-social-message${mine ? ' student-social-message--mine' : ''}`}
                >
                  <p className="student-social-message__meta">
                    <span className="student-social-message__sender">
                      {mine ? t('thread.you') : data.user.first_name}
                    </span>{' '}
                    <time dateTime={m.created_at}>{formatMoment(m.created_at, i18n.language)}</time>
                  </p>
                  <p className="student-social-message__body">{m.body}</p>
                  {mine && m.held && <HeldNotice categories={m.held_categories} />}
                </li>
              );
            })}
          </ol>
        </div>
      )}
      {data.can_send ? (
        <Composer key={userId} userId={userId} name={name} />
      ) : (
        <Alert tone="info">
          {data.send_block === 'blocked'
            ? t('thread.blocked', { name })
            : data.send_block === 'minor_adult'
              ? t('thread.minorAdult', { name })
              : t('thread.ended', { name })}
        </Alert>
      )}
    </section>
  );
}
