/** Migration 011: a badge an advisor recommends to an assigned student. */
export interface BadgeRecommendationsTable {
  id: string;
  badge_id: string;
  student_id: string;
  advisor_id: string;
  note: string | null;
  created_at: string;
}
