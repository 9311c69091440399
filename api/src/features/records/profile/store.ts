import type { Queryable } from '../../../db/types';
import type { StudentProfilesTable } from '../tables';

export type ProfileChange = Partial<Omit<StudentProfilesTable, 'user_id' | 'updated_at'>>;

export function findProfileRow(db: Queryable, userId: string) {
  return db
    .selectFrom('student_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts the profile row unless it exists. */
export async function insertProfileIfMissing(
  db: Queryable,
  row: StudentProfilesTable,
): Promise<void> {
  await db
    .insertInto('student_profiles')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function updateProfileRow(
  db: Queryable,
  userId: string,
  change: ProfileChange,
  at: string,
): Promise<void> {
  await db
    .updateTable('student_profiles')
    .set({ ...change, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/** The account fields the profile page shows. */
export function findAccount(db: Queryable, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'role', 'date_of_birth', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** A user's date of birth (null when not given or no such user). */
export async function findDateOfBirth(db: Queryable, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('date_of_birth')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.date_of_birth ?? null;
}

/** Whether another user already has this portfolio address. */
export async function isSlugTakenByOther(
  db: Queryable,
  slug: string,
  userId: string,
): Promise<boolean> {
  const taken = await db
    .selectFrom('student_profiles')
    .select('user_id')
    .where('portfolio_slug', '=', slug)
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

export async function updateAccountNameAndLanguage(
  db: Queryable,
  userId: string,
  change: { first_name?: string; last_name?: string; language?: 'en' | 'es' },
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...change, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
