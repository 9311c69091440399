import type { Queryable } from '../../../db/types';
import { parseSubjects, PILLARS, type Pillar } from '../../learning';
import type { ReviewerRole, ReviewStatus } from '../../learning/tables';
import { creditReport, xpBySubject, type CreditReport } from '../rules';
import { readCreditSettings } from '../settings/service';
import { listLedgerWithQuests } from './store';

export interface LedgerRow {
  quest_id: string;
  quest_title: string;
  task_id: string;
  task_title: string;
  pillar: Pillar;
  xp: number;
  subjects: { subject: string; xp: number }[];
  created_at: string;
  review_status: ReviewStatus;
  review_comment: string | null;
  reviewed_at: string | null;
  /** Who approved it (null for catalogue work, which needs no review). */
  reviewer: { name: string; role: ReviewerRole } | null;
}

/** Review before credit: only catalogue work and approved work count toward credits. */
export const isCredited = (r: { review_status: ReviewStatus }) =>
  r.review_status === 'none' || r.review_status === 'approved';

/** Every XP award of a student with its quest, oldest first (credited or not). */
export async function loadLedger(db: Queryable, studentId: string): Promise<LedgerRow[]> {
  const rows = await listLedgerWithQuests(db, studentId);
  return rows.map((r) => ({
    quest_id: r.quest_id,
    quest_title: r.quest_title,
    task_id: r.student_task_id,
    task_title: r.task_title,
    pillar: r.pillar,
    xp: Number(r.xp),
    subjects: parseSubjects(r.subjects),
    created_at: r.created_at,
    review_status: r.review_status,
    review_comment: r.review_comment,
    reviewed_at: r.reviewed_at,
    reviewer:
      r.review_status === 'approved' && r.reviewer_role
        ? {
            name: `${r.reviewer_first_name ?? ''} ${r.reviewer_last_name ?? ''}`.trim(),
            role: r.reviewer_role,
          }
        : null,
  }));
}

export function pillarTotals(ledger: LedgerRow[]): Record<Pillar, number> {
  const out = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const r of ledger) if (r.pillar in out) out[r.pillar] += r.xp;
  return out;
}

/** The XP that waits for a reviewer or was returned: shown apart from the credits. */
export interface AwaitingReview {
  pending_xp: number;
  returned_xp: number;
  items: {
    task_id: string;
    task_title: string;
    quest_id: string;
    quest_title: string;
    xp: number;
    status: 'pending' | 'returned';
    comment: string | null;
    completed_at: string;
  }[];
}

export function awaitingReview(all: LedgerRow[]): AwaitingReview {
  const items = all
    .filter((r) => r.review_status === 'pending' || r.review_status === 'returned')
    .map((r) => ({
      task_id: r.task_id,
      task_title: r.task_title,
      quest_id: r.quest_id,
      quest_title: r.quest_title,
      xp: r.xp,
      status: r.review_status as 'pending' | 'returned',
      comment: r.review_comment,
      completed_at: r.created_at,
    }));
  const sum = (status: string) =>
    items.filter((i) => i.status === status).reduce((a, i) => a + i.xp, 0);
  return { pending_xp: sum('pending'), returned_xp: sum('returned'), items };
}

/**
 * Credits from the credited ledger only (`ledger`: catalogue and approved work); `review` is
 * what waits for a reviewer or was returned.
 */
export async function loadCredits(
  db: Queryable,
  studentId: string,
): Promise<{ report: CreditReport; ledger: LedgerRow[]; review: AwaitingReview }> {
  const [settings, all] = await Promise.all([readCreditSettings(db), loadLedger(db, studentId)]);
  const ledger = all.filter(isCredited);
  return {
    report: creditReport(xpBySubject(ledger.map((r) => r.subjects)), settings),
    ledger,
    review: awaitingReview(all),
  };
}
