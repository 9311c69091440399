import type { Insertable } from 'kysely';
import type { Database, Queryable } from '../types';

/**
 * The seeds' writes: whole rows into the named table, in the caller's transaction. Seeds write
 * fixed data (the demo and the starter catalogue) and so need no rules beyond the row types.
 */
export async function insertSeedRows<T extends keyof Database & string>(
  db: Queryable,
  table: T,
  rows: Insertable<Database[T]> | Insertable<Database[T]>[],
): Promise<void> {
  if (Array.isArray(rows) && rows.length === 0) return;
  await db
    .insertInto(table)
    .values(rows as never)
    .execute();
}

/** Which of these e-mail addresses have an account. */
export async function listExistingEmails(db: Queryable, emails: string[]): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  return rows.map((r) => r.email);
}

/** Every quest's id by its slug (badges are seeded against the catalogue's slugs). */
export async function questIdsBySlug(db: Queryable): Promise<Map<string, string>> {
  const quests = await db.selectFrom('quests').select(['id', 'slug']).execute();
  return new Map(quests.map((q) => [q.slug, q.id]));
}

export async function listQuestSlugs(db: Queryable): Promise<Set<string>> {
  return new Set((await db.selectFrom('quests').select('slug').execute()).map((q) => q.slug));
}

export async function listBadgeNames(db: Queryable): Promise<Set<string>> {
  return new Set((await db.selectFrom('badges').select('name').execute()).map((b) => b.name));
}
