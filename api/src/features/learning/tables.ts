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

export type EnrolmentStatus = 'active' | 'set_down' | 'completed';

/** 001's `quests` plus the catalogue columns added by 002. */
export interface CatalogueQuestsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  short_description: string;
  big_idea: string;
  cover_image_url: string | null;
  created_by: string | null;
  pillars: string;
  total_xp: number;
  is_active: number;
  created_at: string;
}

export interface QuestTasksTable {
  id: string;
  quest_id: string;
  title: string;
  description: string;
  pillar: Pillar;
  xp: number;
  required: number;
  position: number;
  created_at: string;
}

export interface TaskSubjectsTable {
  quest_task_id: string;
  subject: Subject;
  xp: number;
}

export interface EnrolmentsTable {
  id: string;
  student_id: string;
  quest_id: string;
  status: EnrolmentStatus;
  due_date: string | null;
  pickup_count: number;
  picked_up_at: string;
  completed_at: string | null;
  created_at: string;
}

export interface EnrolmentHistoryTable {
  id: string;
  enrolment_id: string;
  picked_up_at: string;
  set_down_at: string | null;
  reflection: string | null;
}

export interface StudentTasksTable {
  id: string;
  enrolment_id: string;
  student_id: string;
  quest_id: string;
  quest_task_id: string | null;
  title: string;
  description: string;
  pillar: Pillar;
  xp: number;
  required: number;
  position: number;
  is_personal: number;
  /** JSON: `{ subject, xp }[]`, summing to xp. */
  subjects: string;
  due_date: string | null;
  completed_at: string | null;
  created_at: string;
}

export interface TaskCompletionsTable {
  id: string;
  student_task_id: string;
  student_id: string;
  confidential: number;
  completed_at: string;
}

export interface XpLedgerTable {
  id: string;
  student_id: string;
  student_task_id: string;
  quest_id: string;
  pillar: Pillar;
  xp: number;
  subjects: string;
  created_at: string;
}

export interface EvidenceTable {
  id: string;
  student_task_id: string;
  student_id: string;
  kind: 'text' | 'link' | 'file';
  text: string | null;
  url: string | null;
  confidential: number;
  position: number;
  created_at: string;
  /** Migration 012: 1 while flagged text waits for staff (kept private until released). */
  safety_hold: number;
}

export interface EvidenceFilesTable {
  id: string;
  evidence_id: string;
  student_id: string;
  storage_key: string;
  original_name: string;
  mime: string;
  size: number;
  created_at: string;
}

export interface LearningDatabase extends Omit<Database, 'quests'> {
  quests: CatalogueQuestsTable;
  quest_tasks: QuestTasksTable;
  task_subjects: TaskSubjectsTable;
  enrolments: EnrolmentsTable;
  enrolment_history: EnrolmentHistoryTable;
  student_tasks: StudentTasksTable;
  task_completions: TaskCompletionsTable;
  xp_ledger: XpLedgerTable;
  evidence: EvidenceTable;
  evidence_files: EvidenceFilesTable;
}

export type LearningDb = Kysely<LearningDatabase>;

/** The app's Kysely instance, typed with the learning tables (same connection). */
export const learningDb = (k: Kysely<Database>): LearningDb => k as unknown as LearningDb;

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
