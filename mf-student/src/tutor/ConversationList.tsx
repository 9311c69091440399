import { useTranslation } from '@optio/i18n';
import type { Conversation } from './api/types';
import { TUTOR_NS } from './i18n';

/** The student's conversations; the open one carries aria-current. */
export function ConversationList({
  conversations,
  current,
  onSelect,
}: {
  conversations: Conversation[];
  current: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation(TUTOR_NS);
  if (conversations.length === 0) return <p className="tutor-muted">{t('noConversations')}</p>;
  return (
    <nav aria-label={t('conversationsNav')}>
      <ul className="tutor-list">
        {conversations.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={
                c.id === current ? 'tutor-list__item tutor-list__item--active' : 'tutor-list__item'
              }
              aria-current={c.id === current ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
            >
              <span className="tutor-list__title">{c.title || t('untitled')}</span>
              <span className="tutor-list__mode">{t(`modes.${c.mode}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
