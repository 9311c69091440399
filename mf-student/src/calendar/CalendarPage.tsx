import { useMemo, useState } from 'react';
import { useTranslation } from '@optio/i18n';
import { Navigate } from '@optio/router';
import { useSession } from '@optio/session';
import { Button, QueryState } from '@optio/ui';
import { useCalendar } from '../api/getCalendar';
import { Deadlines } from '../components/Deadlines';
import { toIsoDate } from '../lib/dates';
import { IcsExportButton } from './IcsExportButton';
import { buildMonthGrid, gridRange, nextUp, shiftMonth, type MonthRef } from './monthGrid';
import { MonthView } from './MonthView';

/** /calendar: a parent's calendar is their children's (mf-parent); everyone else's is their own. */
export function CalendarPage() {
  const { user } = useSession();
  if (user?.role === 'parent') return <Navigate to="/parent/calendar" replace />;
  return <OwnCalendar />;
}

/** Due dates in a month view, "Next up", and an .ics export. */
function OwnCalendar() {
  const { t, i18n } = useTranslation('student');
  const today = toIsoDate(new Date());
  const [month, setMonth] = useState<MonthRef>(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() };
  });
  const weekStartsOn: 0 | 1 = i18n.language.startsWith('en') ? 0 : 1;
  const weeks = useMemo(() => buildMonthGrid(month, weekStartsOn), [month, weekStartsOn]);
  const range = gridRange(weeks);
  const calendar = useCalendar(range.from, range.to);
  const upcoming = useCalendar(today);
  const caption = new Date(month.year, month.month, 1, 12).toLocaleDateString(i18n.language, {
    month: 'long',
    year: 'numeric',
  });

  return (
    <div className="student-page student-page--wide">
      <h1>{t('calendar.title')}</h1>
      <div className="student-calendar-layout">
        <section aria-labelledby="month-title" className="student-section">
          <div className="student-month-bar">
            <h2 id="month-title" aria-live="polite">
              {caption}
            </h2>
            <div className="student-actions">
              <Button variant="secondary" onClick={() => setMonth((m) => shiftMonth(m, -1))}>
                {t('calendar.previous')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  const now = new Date();
                  setMonth({ year: now.getFullYear(), month: now.getMonth() });
                }}
              >
                {t('calendar.today')}
              </Button>
              <Button variant="secondary" onClick={() => setMonth((m) => shiftMonth(m, 1))}>
                {t('calendar.next')}
              </Button>
              <IcsExportButton />
            </div>
          </div>
          {calendar.data ? (
            <MonthView
              weeks={weeks}
              items={calendar.data.items}
              today={today}
              caption={t('calendar.caption', { month: caption })}
              weekStartsOn={weekStartsOn}
            />
          ) : (
            <QueryState
              isLoading={calendar.isLoading}
              error={calendar.error}
              onRetry={() => void calendar.refetch()}
            />
          )}
        </section>
        <div data-testid="next-up">
          {upcoming.data ? (
            <Deadlines
              items={nextUp(upcoming.data.items, today, 8)}
              headingId="next-up-title"
              title={t('calendar.nextUp')}
            />
          ) : (
            <QueryState isLoading={upcoming.isLoading} error={upcoming.error} />
          )}
        </div>
      </div>
    </div>
  );
}
