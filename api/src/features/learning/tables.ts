import type { Kysely } from 'kysely';
import { PILLARS, SUBJECTS, type Pillar, type Subject } from '@optio/contracts/roles';
import type { Database } from '../../db/types';

export { PILLARS, SUBJECTS, type Pillar, type Subject };

export type SubjectSplit = { subject: Subject; xp: number }[];

/** The subject a personal task's XP goes to when the student gives no split. */
export const DEFAULT_SUBJECT: Record<Pillar, Subject> = {
  stem: 'science',
  wellness: 'health',
  communication: 'language_arts',
  civics: 'social_studies',
  art: 'fine_arts',
};

export * from '../../db/tables/learning';

/** Every table lives in the one `Database` type (db/types.ts); this name is kept for old callers. */
export type LearningDatabase = Database;

export type LearningDb = Kysely<LearningDatabase>;

/** The app's Kysely instance, typed with the learning tables (same connection). */
export const learningDb = (k: Kysely<Database>): LearningDb => k;

/** A UNIQUE or PRIMARY KEY violation on either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code === '23505') return true;
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT')) {
    return e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  }
  return false;
}

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
  next: { name: string; min_xp: number } | null;
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

export function parseSubjects(json: string): SubjectSplit {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as SubjectSplit) : [];
  } catch {
    return [];
  }
}
