import { useState } from 'react';
import { formatDate, useTranslation } from '@optio/i18n';
import { Alert, Button } from '@optio/ui';
import { useChildConversations } from './api/getChildConversations';
import { useChildMessages } from './api/getChildMessages';
import type { ChildConversation } from './api/types';
import { PARENT_TUTOR_NS } from './i18n';
import { QueryProblem } from './QueryProblem';

function Transcript({
  conversation,
  childName,
}: {
  conversation: ChildConversation;
  childName: string;
}) {
  const { t } = useTranslation(PARENT_TUTOR_NS);
  const messages = useChildMessages(conversation.id);
  const title = conversation.title || t('conversations.untitled');
  return (
    <div className="ptutor-transcript" aria-labelledby={`ptutor-t-${conversation.id}`}>
      <h3 id={`ptutor-t-${conversation.id}`}>{t('conversations.messagesOf', { title })}</h3>
      <QueryProblem
        isPending={messages.isPending}
        error={messages.error}
        onRetry={() => void messages.refetch()}
      />
      {messages.data && (
        <ol className="ptutor-messages">
          {messages.data.messages.map((m) => (
            <li key={m.id} className={`ptutor-msg ptutor-msg--${m.role}`}>
              <span className="ptutor-msg__who">
                {m.role === 'student'
                  ? t('conversations.you', { name: childName })
                  : t('conversations.tutor')}
              </span>
              <p>{m.content}</p>
              {m.flagged && (
                <span className="ptutor-msg__flag">{t('conversations.flaggedMessage')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The child's conversations; one opens its transcript when monitoring is on. */
export function ConversationsSection({
  childId,
  childName,
}: {
  childId: string;
  childName: string;
}) {
  const { t } = useTranslation(PARENT_TUTOR_NS);
  const list = useChildConversations(childId);
  const [open, setOpen] = useState<string | null>(null);
  const conversations = list.data?.conversations ?? [];
  const opened = conversations.find((c) => c.id === open) ?? null;
  return (
    <section className="ptutor-section" aria-labelledby="ptutor-conversations">
      <h2 id="ptutor-conversations">{t('conversations.heading')}</h2>
      <QueryProblem
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && !list.data.monitoring && (
        <Alert tone="info">{t('conversations.monitoringOff')}</Alert>
      )}
      {list.data && conversations.length === 0 && <p>{t('conversations.none')}</p>}
      {conversations.length > 0 && (
        <ul className="ptutor-conversations">
          {conversations.map((c) => (
            <li key={c.id}>
              <div>
                <strong>{c.title || t('conversations.untitled')}</strong>
                <span className="ptutor-muted">
                  {' '}
                  {t('conversations.meta', {
                    mode: t(`modes.${c.mode}`),
                    count: c.message_count,
                    date: formatDate(c.updated_at, { dateStyle: 'medium' }),
                  })}
                </span>
                {c.flagged_count > 0 && (
                  <span className="ptutor-flag">
                    {' '}
                    {t('conversations.flagged', { count: c.flagged_count })}
                  </span>
                )}
              </div>
              {list.data?.monitoring && (
                <Button
                  variant="secondary"
                  aria-expanded={open === c.id}
                  aria-label={`${t('conversations.read')}: ${c.title || t('conversations.untitled')}`}
                  onClick={() => setOpen(open === c.id ? null : c.id)}
                >
                  {open === c.id ? t('conversations.close') : t('conversations.read')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {opened && list.data?.monitoring && (
        <Transcript conversation={opened} childName={childName} />
      )}
    </section>
  );
}
