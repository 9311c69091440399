import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export * from '../../db/tables/records';

/** Every table lives in the one `Database` type (db/types.ts); this name is kept for old callers. */
export type RecordsDatabase = Database;

export type RecordsDb = Kysely<RecordsDatabase>;

/** The app's Kysely instance typed with the records tables (same connection). */
export const recordsDb = (k: Kysely<never> | object): RecordsDb => k as RecordsDb;
