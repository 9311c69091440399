import type { ColumnType } from 'kysely';
import type { Pillar, Subject } from '@optio/contracts/roles';

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
  /** Migration 021: minutes the student says they spent (1..1440); null when not logged. */
  minutes: number | null;
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
  /** Migration 020: 'none' (needs no review), 'pending', 'approved' or 'returned'. */
  review_status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  reviewed_by: string | null;
  reviewer_role: ReviewerRole | null;
  reviewed_at: string | null;
  review_comment: string | null;
}

export type ReviewStatus = 'none' | 'pending' | 'approved' | 'returned';
export type ReviewerRole = 'advisor' | 'parent';

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
