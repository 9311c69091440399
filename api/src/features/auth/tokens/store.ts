import type { EmailTokenPurpose, EmailTokensTable, Queryable } from '../../../db/types';

export const findEmailToken = (db: Queryable, tokenHash: string, purpose: EmailTokenPurpose) =>
  db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();

export async function insertEmailToken(db: Queryable, row: EmailTokensTable): Promise<void> {
  await db.insertInto('email_tokens').values(row).execute();
}

/** Marks one token used unless it already is; whether this call did it. */
export async function markEmailTokenUsed(db: Queryable, id: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('email_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks every open token of the user with one of these purposes used. */
export async function markUserEmailTokensUsed(
  db: Queryable,
  userId: string,
  purposes: EmailTokenPurpose[],
  at: string,
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}
