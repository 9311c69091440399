import type { Kysely } from 'kysely';
import type { LearningDatabase } from '../learning/tables';

/** Migration 011: a badge an advisor recommends to an assigned student. */
export interface BadgeRecommendationsTable {
  id: string;
  badge_id: string;
  student_id: string;
  advisor_id: string;
  note: string | null;
  created_at: string;
}

/** The learning tables plus the staff tables (same connection). */
export interface StaffDatabase extends LearningDatabase {
  badge_recommendations: BadgeRecommendationsTable;
}
export type StaffDb = Kysely<StaffDatabase>;
export const staffDb = (k: object): StaffDb => k as StaffDb;
