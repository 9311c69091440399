import { PILLARS, type Pillar } from '../learning';

const DAY = 86_400_000;
const dayOf = (iso: string) => iso.slice(0, 10);

export type Rhythm = 'in_flow' | 'needs_support';

/** "in flow" when nothing is overdue and there was activity in the last 7 days (issue #8). */
export function learningRhythm(overdue: number, lastActivity: string | null, now: Date): Rhythm {
  const recent = lastActivity !== null && Date.parse(lastActivity) >= now.getTime() - 7 * DAY;
  return overdue === 0 && recent ? 'in_flow' : 'needs_support';
}

/** The longest run of consecutive UTC days with a completion. */
export function longestStreak(completions: Iterable<string>): number {
  const days = [...new Set([...completions].map(dayOf))].sort();
  let best = 0;
  let run = 0;
  let prev = Number.NaN;
  for (const d of days) {
    const t = Date.parse(`${d}T00:00:00Z`);
    run = t - prev === DAY ? run + 1 : 1;
    best = Math.max(best, run);
    prev = t;
  }
  return best;
}

/** Monday (UTC) of the week holding this instant, as YYYY-MM-DD. */
export function weekStart(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export interface WeekPoint {
  week_start: string;
  xp: number;
  tasks: number;
  cumulative_xp: number;
}

/**
 * XP and completed tasks per week for the last `weeks` weeks (oldest first), with the running
 * total including everything earned before the window.
 */
export function weeklySeries(
  ledger: { xp: number; created_at: string }[],
  weeks: number,
  now: Date,
): WeekPoint[] {
  const starts: string[] = [];
  const current = Date.parse(`${weekStart(now)}T00:00:00Z`);
  for (let i = weeks - 1; i >= 0; i -= 1) {
    starts.push(new Date(current - i * 7 * DAY).toISOString().slice(0, 10));
  }
  const first = starts[0]!;
  let running = 0;
  const byWeek = new Map(starts.map((s) => [s, { xp: 0, tasks: 0 }]));
  for (const row of ledger) {
    if (dayOf(row.created_at) < first) {
      running += row.xp;
      continue;
    }
    const w = byWeek.get(weekStart(new Date(row.created_at)));
    if (w) {
      w.xp += row.xp;
      w.tasks += 1;
    }
  }
  return starts.map((s) => {
    const w = byWeek.get(s)!;
    running += w.xp;
    return { week_start: s, xp: w.xp, tasks: w.tasks, cumulative_xp: running };
  });
}

export interface PillarShare {
  pillar: Pillar;
  xp: number;
  /** Whole percent of all XP (0 when there is none). */
  share: number;
}

export function pillarBalance(xp: Record<Pillar, number>): {
  pillars: PillarShare[];
  strongest: Pillar | null;
  to_explore: Pillar | null;
} {
  const total = PILLARS.reduce((a, p) => a + xp[p], 0);
  const pillars = PILLARS.map((p) => ({
    pillar: p,
    xp: xp[p],
    share: total ? Math.round((xp[p] / total) * 100) : 0,
  }));
  if (total === 0) return { pillars, strongest: null, to_explore: null };
  const sorted = [...pillars].sort((a, b) => b.xp - a.xp);
  return { pillars, strongest: sorted[0]!.pillar, to_explore: sorted.at(-1)!.pillar };
}
