import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import type { CalendarItem } from '../api/types';
import { groupByDate, weekdayNames, type GridDay } from './monthGrid';

export interface MonthViewProps {
  weeks: GridDay[][];
  items: CalendarItem[];
  today: string;
  caption: string;
  weekStartsOn: 0 | 1;
}

/** The month as a table: a caption, weekday headers and each day's due items. */
export function MonthView({ weeks, items, today, caption, weekStartsOn }: MonthViewProps) {
  const { t, i18n } = useTranslation('student');
  const byDate = groupByDate(items);
  const short = weekdayNames(i18n.language, weekStartsOn, 'short');
  const long = weekdayNames(i18n.language, weekStartsOn, 'long');
  return (
    <table className="student-month" data-testid="month-view">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {short.map((name, i) => (
            <th key={name} scope="col">
              <abbr title={long[i]}>{name}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date}>
            {week.map((day) => {
              const dayItems = byDate.get(day.date) ?? [];
              return (
                <td
                  key={day.date}
                  className={[
                    'student-month__day',
                    day.inMonth ? '' : 'student-month__day--outside',
                    day.date === today ? 'student-month__day--today' : '',
                  ].join(' ')}
                  aria-current={day.date === today ? 'date' : undefined}
                  data-date={day.date}
                >
                  <span className="student-month__number">{day.day}</span>
                  {dayItems.length > 0 && (
                    <ul className="student-month__items">
                      {dayItems.map((item) => (
                        <li
                          key={`${item.kind}-${item.id}`}
                          className={item.completed ? 'student-month__item--done' : ''}
                        >
                          <Link to={`/quests/${item.quest_id}`}>
                            {item.title}
                            {item.completed && (
                              <span className="student-visually-hidden">
                                {' '}
                                ({t('calendar.done')})
                              </span>
                            )}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
