import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export * from '../../db/tables/staff';

/** Every table lives in the one `Database` type (db/types.ts); this name is kept for old callers. */
export type StaffDatabase = Database;
export type StaffDb = Kysely<StaffDatabase>;
export const staffDb = (k: object): StaffDb => k as StaffDb;
