import type { Queryable, RefreshTokensTable } from '../../../db/types';

export async function insertRefreshToken(db: Queryable, row: RefreshTokensTable): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export const findRefreshTokenByHash = (db: Queryable, tokenHash: string) =>
  db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

export const findRotationState = (db: Queryable, id: string) =>
  db
    .selectFrom('refresh_tokens')
    .select(['rotated_at', 'successor_sealed', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Marks the token rotated unless another request already did; whether this call won. */
export async function markRotated(
  db: Queryable,
  id: string,
  at: string,
  successorSealed: string,
): Promise<boolean> {
  const res = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: at, successor_sealed: successorSealed })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function clearSealedSuccessors(
  db: Queryable,
  userId: string,
  rotatedBefore: string,
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ successor_sealed: null })
    .where('user_id', '=', userId)
    .where('successor_sealed', 'is not', null)
    .where('rotated_at', '<', rotatedBefore)
    .execute();
}

export async function listFamiliesCreatedSince(
  db: Queryable,
  userId: string,
  since: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .execute();
  return rows.map((r) => r.family_id);
}

export async function revokeFamilyTokens(db: Queryable, familyId: string, at: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserTokens(db: Queryable, userId: string, at: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
