import type { Queryable } from '../../../db/types';

export async function findDiplomaIssuedAt(
  db: Queryable,
  studentId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('diplomas')
    .select('issued_at')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row?.issued_at;
}

export async function findSubscriptionTier(db: Queryable, userId: string) {
  const user = await db
    .selectFrom('users')
    .select('subscription_tier')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.subscription_tier;
}

/** Records the diploma unless one exists (the first issue date stands). */
export async function insertDiplomaIfMissing(
  db: Queryable,
  studentId: string,
  issuedAt: string,
  creditsTotal: number,
): Promise<void> {
  await db
    .insertInto('diplomas')
    .values({ student_id: studentId, issued_at: issuedAt, credits_total: creditsTotal })
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
}
