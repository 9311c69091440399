// The month view's grid: whole weeks covering a month, as plain `YYYY-MM-DD` dates.
import { toIsoDate } from '../lib/dates';

export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

export interface MonthRef {
  year: number;
  /** 0..11 */
  month: number;
}

/** Weeks (rows of 7 days) covering `month`, starting on `weekStartsOn` (0 Sunday, 1 Monday). */
export function buildMonthGrid({ year, month }: MonthRef, weekStartsOn: 0 | 1 = 0): GridDay[][] {
  const first = new Date(year, month, 1, 12);
  const lead = (first.getDay() - weekStartsOn + 7) % 7;
  const daysInMonth = new Date(year, month + 1, 0, 12).getDate();
  const cells = Math.ceil((lead + daysInMonth) / 7) * 7;
  const weeks: GridDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const date = new Date(year, month, 1 - lead + i, 12);
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({
      date: toIsoDate(date),
      day: date.getDate(),
      inMonth: date.getMonth() === month,
    });
  }
  return weeks;
}

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const d = new Date(year, month + delta, 1, 12);
  return { year: d.getFullYear(), month: d.getMonth() };
}

/** The first and last date shown by the grid (for the API's from/to). */
export function gridRange(weeks: GridDay[][]): { from: string; to: string } {
  const last = weeks[weeks.length - 1]!;
  return { from: weeks[0]![0]!.date, to: last[last.length - 1]!.date };
}

/** Items grouped by their due date. */
export function groupByDate<T extends { due_date: string }>(items: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = item.due_date.slice(0, 10);
    map.set(key, [...(map.get(key) ?? []), item]);
  }
  return map;
}

/** Short weekday names in grid order. */
export function weekdayNames(
  locale: string,
  weekStartsOn: 0 | 1,
  width: 'short' | 'long' = 'short',
) {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    new Date(2023, 0, 1 + ((i + weekStartsOn) % 7), 12).toLocaleDateString(locale, {
      weekday: width,
    }),
  );
}

/** Upcoming, not completed items from `today` on, soonest first. */
export function nextUp<T extends { due_date: string; completed: boolean }>(
  items: T[],
  today: string,
  limit = 5,
): T[] {
  return items
    .filter((i) => !i.completed && i.due_date.slice(0, 10) >= today)
    .sort((a, b) => a.due_date.localeCompare(b.due_date))
    .slice(0, limit);
}
