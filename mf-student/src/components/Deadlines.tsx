import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import type { CalendarItem } from '../api/types';
import { formatDate } from '../lib/dates';

/** Due dates, soonest first, each linking to its quest. */
export function Deadlines({
  items,
  headingId = 'deadlines-title',
  title,
}: {
  items: CalendarItem[];
  headingId?: string;
  title?: string;
}) {
  const { t, i18n } = useTranslation('student');
  return (
    <section aria-labelledby={headingId} className="student-panel">
      <h2 id={headingId}>{title ?? t('dashboard.deadlines')}</h2>
      {items.length === 0 ? (
        <p>{t('dashboard.noDeadlines')}</p>
      ) : (
        <ul className="student-plain-list">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <time dateTime={item.due_date}>{formatDate(item.due_date, i18n.language)}</time>{' '}
              <Link to={`/quests/${item.quest_id}`}>{item.title}</Link>
              {item.kind === 'task' && <span className="student-muted"> · {item.quest_title}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
