import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export * from '../../db/tables/family';

/** Every table lives in the one `Database` type (db/types.ts); this name is kept for old callers. */
export type FamilyDatabase = Database;

export type FamilyDb = Kysely<FamilyDatabase>;

/** The app's Kysely instance typed with the learning and family tables (same connection). */
export const familyDb = (k: Kysely<Database>): FamilyDb => k;

export const OBSERVER_INVITATION_TTL_MS = 7 * 86_400_000;
