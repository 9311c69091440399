import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export * from '../../db/tables/community';

/** Every table lives in the one `Database` type (db/types.ts); this name is kept for old callers. */
export type SocialDatabase = Database;

export type SocialDb = Kysely<SocialDatabase>;

/** The app's Kysely instance, typed with the social and learning tables (same connection). */
export const socialDb = (k: Kysely<Database>): SocialDb => k;

/** A friendship's key: the pair in a fixed order, so each pair is stored once. */
export const friendPair = (a: string, b: string): { user_low: string; user_high: string } =>
  a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a };
