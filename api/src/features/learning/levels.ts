/** Levels by total XP (docs/api/learning.md). */
export const LEVELS = [
  { name: 'Explorer', min_xp: 0 },
  { name: 'Builder', min_xp: 250 },
  { name: 'Creator', min_xp: 750 },
  { name: 'Scholar', min_xp: 1500 },
  { name: 'Sage', min_xp: 3000 },
] as const;
export type LevelName = (typeof LEVELS)[number]['name'];

export function levelFor(xp: number): {
  name: LevelName;
  min_xp: number;
  next: { name: LevelName; min_xp: number } | null;
} {
  let i = 0;
  while (i + 1 < LEVELS.length && xp >= LEVELS[i + 1]!.min_xp) i += 1;
  const cur = LEVELS[i]!;
  const next = LEVELS[i + 1];
  return { name: cur.name, min_xp: cur.min_xp, next: next ? { ...next } : null };
}

const DAY = 86_400_000;

/** Consecutive UTC days with a completion, ending today or yesterday (else 0). */
export function streakDays(completionDays: Iterable<string>, now: Date): number {
  const days = new Set<string>();
  for (const d of completionDays) days.add(d.slice(0, 10));
  const today = now.toISOString().slice(0, 10);
  let cursor = Date.parse(`${today}T00:00:00Z`);
  if (!days.has(today)) cursor -= DAY;
  let n = 0;
  while (days.has(new Date(cursor).toISOString().slice(0, 10))) {
    n += 1;
    cursor -= DAY;
  }
  return n;
}
