/** Migration 021: a time-limited, revocable link an evaluator opens without signing in. */
export interface EvaluatorLinksTable {
  id: string;
  student_id: string;
  created_by: string;
  /** SHA-256 of the token (the token itself is shown once, at creation). */
  token_hash: string;
  from_date: string;
  to_date: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Migration 021: one row per opening of an evaluator link (the audit of views). */
export interface EvaluatorLinkViewsTable {
  id: string;
  link_id: string;
  viewed_at: string;
  /** `portfolio` (the web view), `pdf`, or `evaluation` (an evaluation recorded). */
  what: string;
  ip: string | null;
  user_agent: string | null;
}

/** Migration 021: the evaluation an evaluator recorded through a link (one per link). */
export interface EvaluationsTable {
  id: string;
  link_id: string;
  student_id: string;
  evaluator_name: string;
  credential: string;
  evaluated_on: string;
  decision: string;
  comment: string;
  from_date: string;
  to_date: string;
  created_at: string;
}

/** Migration 021: what a family aims for in a school year, and when the evaluation is due. */
export interface LearningTargetsTable {
  student_id: string;
  target_days: number | null;
  target_hours: number | null;
  evaluation_due: string | null;
  updated_by: string | null;
  updated_at: string;
}

/** Migration 021: a reminder already mailed (primary key: student, due date, days before). */
export interface EvaluationRemindersTable {
  student_id: string;
  due_date: string;
  days_before: number;
  sent_at: string;
}
