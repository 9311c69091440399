import { useState } from 'react';
import { useTranslation } from '@optio/i18n';
import { Button, QueryState } from '@optio/ui';
import { useChildConversation } from '../api/getChildConversation';
import { useChildMessages } from '../api/getChildMessages';
import type { ChildThread } from '@optio/contracts/messages';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';

function Conversation({ childId, thread }: { childId: string; thread: ChildThread }) {
  const { t, i18n } = useTranslation('parent');
  const conversation = useChildConversation(childId, thread.user.id);
  if (!conversation.data) {
    return <QueryState isLoading={conversation.isPending} error={conversation.error} />;
  }
  const other = conversation.data.user;
  return (
    <ol
      className="parent-list"
      aria-label={t('childMessages.conversation', { name: other.first_name })}
    >
      {conversation.data.messages.map((m) => (
        <li key={m.id}>
          <strong>
            {m.sender_id === other.id ? other.first_name : t('childMessages.yourChild')}
          </strong>{' '}
          <small>{formatDate(m.created_at, i18n.language)}</small>
          <p>{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Who the child messages: for an under-13 the conversations can be read (the child is told on
 * /communication); for 13 to 17 only who and how much. Not shown once the child is 18.
 */
export function ChildMessagesCard({ childId, childName }: { childId: string; childName: string }) {
  const { t, i18n } = useTranslation('parent');
  const messages = useChildMessages(childId);
  const [open, setOpen] = useState<string | null>(null);
  if (!messages.data) return null;
  const { oversight, threads } = messages.data;
  return (
    <Section title={t('childMessages.title')}>
      <p>{t(`childMessages.lead.${oversight}`, { name: childName })}</p>
      {threads.length === 0 ? (
        <p>{t('childMessages.none', { name: childName })}</p>
      ) : (
        <ul className="parent-list">
          {threads.map((th) => {
            const name = `${th.user.first_name} ${th.user.last_name}`;
            return (
              <li key={th.user.id}>
                <div className="parent-list__row">
                  <span>
                    {name}{' '}
                    <small>
                      {t('childMessages.count', { count: th.message_count })} ·{' '}
                      {formatDate(th.last_message_at, i18n.language)}
                    </small>
                  </span>
                  {oversight === 'messages' && (
                    <Button
                      variant="secondary"
                      aria-expanded={open === th.user.id}
                      onClick={() => setOpen(open === th.user.id ? null : th.user.id)}
                    >
                      {open === th.user.id
                        ? t('childMessages.hide')
                        : t('childMessages.read', { name: th.user.first_name })}
                    </Button>
                  )}
                </div>
                {open === th.user.id && <Conversation childId={childId} thread={th} />}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
