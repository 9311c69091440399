import type { Queryable, UsersTable } from '../../db/types';

/** Reads and writes of the accounts (users rows) the auth sub-domains share. */
export const findUserByEmail = (db: Queryable, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export async function insertUser(db: Queryable, user: UsersTable): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(
  db: Queryable,
  id: string,
  change: Partial<Omit<UsersTable, 'id'>>,
): Promise<void> {
  await db.updateTable('users').set(change).where('id', '=', id).execute();
}

/** Sets email_verified_at unless it is set already (the first proof of the address wins). */
export async function markEmailVerified(
  db: Queryable,
  id: string,
  at: string,
  alsoUpdatedAt: boolean,
): Promise<void> {
  await db
    .updateTable('users')
    .set(alsoUpdatedAt ? { email_verified_at: at, updated_at: at } : { email_verified_at: at })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** One account by id, inside a transaction (`Db.findUserById` reads outside it). */
export const findUserById = (db: Queryable, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
