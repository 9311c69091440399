import type { ReactNode } from 'react';
import { useTranslation } from '@optio/i18n';
import { useChildCalendar } from '../api/getChildCalendar';
import { Section } from '../components/Section';
import { formatDate, todayIso } from '../components/format';
import { QueryState } from '@optio/ui';

/** The child's due dates: overdue first, then what is coming (done ones are listed as done). */
export function CalendarCard({
  childId,
  title,
  level,
}: {
  childId: string;
  /** Defaults to "Calendar"; the family calendar names each child instead. */
  title?: ReactNode;
  level?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('parent');
  const calendar = useChildCalendar(childId);
  const today = todayIso();
  const items = calendar.data ?? [];
  return (
    <Section title={title ?? t('calendar.title')} level={level}>
      <QueryState
        isLoading={calendar.isPending}
        error={calendar.error}
        onRetry={() => void calendar.refetch()}
      />
      {calendar.data && items.length === 0 && <p>{t('calendar.none')}</p>}
      {items.length > 0 && (
        <ul className="parent-list">
          {items.map((item) => {
            const state = item.completed ? 'done' : item.due_date < today ? 'overdue' : 'upcoming';
            return (
              <li key={`${item.kind}-${item.id}`} className="parent-list__row">
                <span>
                  <time dateTime={item.due_date}>{formatDate(item.due_date, i18n.language)}</time> ·{' '}
                  {item.kind === 'quest'
                    ? t('calendar.questDue', { title: item.title })
                    : item.title}
                  {item.kind === 'task' && <small> ({item.quest_title})</small>}
                </span>
                <span className={`parent-tag parent-tag--${state}`}>{t(`calendar.${state}`)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
