/** Migration 007: one row per user who has set anything on their profile. */
export interface StudentProfilesTable {
  user_id: string;
  bio: string;
  avatar_key: string | null;
  avatar_mime: string | null;
  portfolio_slug: string | null;
  portfolio_public: number;
  diploma_public: number;
  portfolio_private_since: string | null;
  diploma_private_since: string | null;
  /** `en` or `es`, as PUT /api/records/profile validates it; null when never chosen. */
  language: 'en' | 'es' | null;
  deletion_requested_at: string | null;
  updated_at: string;
}

/** Migration 007: a diploma, issued once when the requirements are first met. */
export interface DiplomasTable {
  student_id: string;
  issued_at: string;
  credits_total: number;
  /** Migration 020: the reviewer's sign-off; a diploma without one is not issued. */
  signed_off_by: string | null;
  signer_role: 'advisor' | 'parent' | null;
  signed_off_at: string | null;
}

/** Migration 020: may a linked parent review a child without an advisor (no row = yes). */
export interface FamilyReviewSettingsTable {
  student_id: string;
  parent_review: number;
  updated_by: string;
  updated_at: string;
}

/** Migration 007: the student's per-task choice for the portfolio (no row = public). */
export interface PortfolioTaskVisibilityTable {
  student_task_id: string;
  student_id: string;
  is_public: number;
}
