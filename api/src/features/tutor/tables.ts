import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export const SAFETY_CATEGORIES = [
  'personal_info',
  'self_harm',
  'violence',
  'abuse',
  'sexual',
  'bullying',
  'drugs',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export * from '../../db/tables/tutor';

/** Every table lives in the one `Database` type (db/types.ts); this name is kept for old callers. */
export type TutorDatabase = Database;

export type TutorDb = Kysely<TutorDatabase>;

/** The app's Kysely instance, typed with the tutor and learning tables (same connection). */
export const tutorDb = (k: Kysely<Database>): TutorDb => k;
