import type { Queryable } from '../../../db/types';
import { SUBJECTS, type Pillar, type Subject } from '../../learning';
import { diplomaState, type DiplomaState } from '../diploma/service';
import { creditsFromXp, type CreditReport } from '../rules';
import { loadCredits, pillarTotals } from './service';
import { findStudentName, listCompletedQuestDates } from './store';

export interface TranscriptQuest {
  quest_id: string;
  title: string;
  xp: number;
  credits: number;
  /** First and last XP award of this quest in this subject. */
  first_at: string;
  last_at: string;
  completed_at: string | null;
  /** The credited tasks of this quest: each links to its portfolio entry, with its reviewer. */
  tasks: TranscriptTask[];
}

export interface TranscriptTask {
  task_id: string;
  title: string;
  completed_at: string;
  /** The task's entry in the student's portfolio (on the profile page). */
  portfolio_path: string;
  /** Who approved it; null for catalogue work, which needs no review. */
  reviewed_by: { name: string; role: 'advisor' | 'parent'; reviewed_at: string | null } | null;
}

export interface Transcript {
  student: { id: string; first_name: string; last_name: string };
  generated_at: string;
  xp_per_credit: number;
  subjects: (CreditReport['subjects'][number] & { quests: TranscriptQuest[] })[];
  pillars: Record<Pillar, number>;
  total_xp: number;
  totals: { earned: number; required: number };
  diploma: DiplomaState;
}

export const SUBJECT_LABELS: Record<Subject, string> = {
  language_arts: 'Language Arts',
  math: 'Mathematics',
  science: 'Science',
  social_studies: 'Social Studies',
  financial_literacy: 'Financial Literacy',
  health: 'Health',
  pe: 'Physical Education',
  fine_arts: 'Fine Arts',
  cte: 'Career & Technical Education',
  digital_literacy: 'Digital Literacy',
  electives: 'Electives',
};

export async function buildTranscript(
  db: Queryable,
  studentId: string,
  now: Date,
): Promise<Transcript> {
  const [{ report, ledger }, user, completions] = await Promise.all([
    loadCredits(db, studentId),
    findStudentName(db, studentId),
    listCompletedQuestDates(db, studentId),
  ]);
  const completedAt = new Map(completions.map((c) => [c.quest_id, c.completed_at]));
  const perSubject = new Map<Subject, Map<string, TranscriptQuest>>();
  for (const s of SUBJECTS) perSubject.set(s, new Map());
  for (const row of ledger) {
    for (const part of row.subjects) {
      const bucket = perSubject.get(part.subject as Subject);
      if (!bucket) continue;
      const q = bucket.get(row.quest_id) ?? {
        quest_id: row.quest_id,
        title: row.quest_title,
        xp: 0,
        credits: 0,
        first_at: row.created_at,
        last_at: row.created_at,
        completed_at: completedAt.get(row.quest_id) ?? null,
        tasks: [],
      };
      q.xp += part.xp;
      if (!q.tasks.some((t) => t.task_id === row.task_id)) {
        q.tasks.push({
          task_id: row.task_id,
          title: row.task_title,
          completed_at: row.created_at,
          portfolio_path: `/profile#portfolio-item-${row.task_id}`,
          reviewed_by: row.reviewer ? { ...row.reviewer, reviewed_at: row.reviewed_at } : null,
        });
      }
      if (row.created_at < q.first_at) q.first_at = row.created_at;
      if (row.created_at > q.last_at) q.last_at = row.created_at;
      bucket.set(row.quest_id, q);
    }
  }
  const diploma = await diplomaState(db, studentId);
  const pillars = pillarTotals(ledger);
  return {
    student: user,
    generated_at: now.toISOString(),
    xp_per_credit: report.xp_per_credit,
    subjects: report.subjects.map((s) => ({
      ...s,
      quests: [...perSubject.get(s.subject)!.values()]
        .map((q) => ({ ...q, credits: creditsFromXp(q.xp, report.xp_per_credit) }))
        .sort((a, b) => (a.first_at < b.first_at ? -1 : 1)),
    })),
    pillars,
    total_xp: Object.values(pillars).reduce((a, b) => a + b, 0),
    totals: {
      earned: report.total_earned,
      required: report.total_required,
    },
    diploma,
  };
}
