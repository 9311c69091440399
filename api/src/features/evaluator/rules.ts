import type { Subject } from '../learning';

/** A school year runs from August 1 to July 31 (the default range of every export). */
export const SCHOOL_YEAR_START_MONTH = 8;

/** The school year that contains `now` (UTC dates). */
export function schoolYear(now: Date): { from: string; to: string } {
  const y = now.getUTCFullYear();
  const start = now.getUTCMonth() + 1 >= SCHOOL_YEAR_START_MONTH ? y : y - 1;
  const mm = String(SCHOOL_YEAR_START_MONTH).padStart(2, '0');
  const end = new Date(Date.UTC(start + 1, SCHOOL_YEAR_START_MONTH - 1, 1) - 86_400_000);
  return { from: `${start}-${mm}-01`, to: end.toISOString().slice(0, 10) };
}

/** The range asked for, each end defaulting to the current school year's. */
export function resolveRange(now: Date, from?: string, to?: string): { from: string; to: string } {
  const year = schoolYear(now);
  return { from: from ?? year.from, to: to ?? year.to };
}

/** One completed task as the summary reads it. */
export interface TimedCompletion {
  /** ISO timestamp of the completion. */
  completed_at: string;
  minutes: number | null;
  /** The task's subject split ({ subject, xp }), summing to the task's XP. */
  subjects: { subject: Subject; xp: number }[];
}

export interface TimeFigures {
  days: number;
  minutes: number;
  hours: number;
}

/** Hours to one decimal from minutes. */
export const hoursOf = (minutes: number) => Math.round(minutes / 6) / 10;

/**
 * Learning days and time, overall and per subject. A day is a calendar date (UTC) with at least
 * one completion; it counts for every subject of the tasks completed that day. A task's minutes
 * go to its subjects in proportion to their XP (whole minutes, the remainder to the largest).
 */
export function summarise(completions: TimedCompletion[]): {
  totals: TimeFigures & { tasks: number };
  subjects: Map<Subject, TimeFigures & { tasks: number }>;
  months: Map<string, TimeFigures>;
} {
  const days = new Set<string>();
  let minutes = 0;
  const perSubject = new Map<Subject, { days: Set<string>; minutes: number; tasks: number }>();
  const perMonth = new Map<string, { days: Set<string>; minutes: number }>();
  for (const c of completions) {
    const day = c.completed_at.slice(0, 10);
    days.add(day);
    const m = c.minutes ?? 0;
    minutes += m;
    const month = perMonth.get(day.slice(0, 7)) ?? { days: new Set(), minutes: 0 };
    month.days.add(day);
    month.minutes += m;
    perMonth.set(day.slice(0, 7), month);
    for (const [subject, share] of minuteShares(m, c.subjects)) {
      const s = perSubject.get(subject) ?? { days: new Set(), minutes: 0, tasks: 0 };
      s.days.add(day);
      s.minutes += share;
      s.tasks += 1;
      perSubject.set(subject, s);
    }
  }
  const figures = (d: Set<string>, mins: number): TimeFigures => ({
    days: d.size,
    minutes: mins,
    hours: hoursOf(mins),
  });
  return {
    totals: { ...figures(days, minutes), tasks: completions.length },
    subjects: new Map(
      [...perSubject].map(([k, v]) => [k, { ...figures(v.days, v.minutes), tasks: v.tasks }]),
    ),
    months: new Map([...perMonth].map(([k, v]) => [k, figures(v.days, v.minutes)])),
  };
}

/** Splits a task's minutes over its subjects by XP; a task without a split is ignored. */
export function minuteShares(
  minutes: number,
  subjects: { subject: Subject; xp: number }[],
): [Subject, number][] {
  const parts = subjects.filter((s) => s.xp > 0);
  const total = parts.reduce((a, s) => a + s.xp, 0);
  if (parts.length === 0 || total === 0) return [];
  const shares = parts.map((s): [Subject, number] => [
    s.subject,
    Math.floor((minutes * s.xp) / total),
  ]);
  const rest = minutes - shares.reduce((a, [, m]) => a + m, 0);
  let largest = 0;
  parts.forEach((s, i) => {
    if (s.xp > parts[largest]!.xp) largest = i;
  });
  shares[largest]![1] += rest;
  return shares;
}

/** The subject a work sample is filed under: its task's largest share of XP. */
export function primarySubject(subjects: { subject: Subject; xp: number }[]): Subject | null {
  let best: { subject: Subject; xp: number } | null = null;
  for (const s of subjects) if (!best || s.xp > best.xp) best = s;
  return best?.subject ?? null;
}

/** The reminder thresholds (days before the evaluation is due). */
export const REMINDER_DAYS = [30, 7] as const;

/**
 * Which reminder is due for an evaluation date on `today`: the smallest threshold already
 * reached (a due date 5 days away is the 7-day reminder, not the 30-day one), none once the
 * date has passed or more than 30 days away.
 */
export function reminderDue(dueDate: string, today: string): number | null {
  const days = daysBetween(today, dueDate);
  if (days < 0) return null;
  let due: number | null = null;
  for (const t of REMINDER_DAYS) if (days <= t) due = t;
  return due;
}

/** Whole days from `a` to `b` (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
