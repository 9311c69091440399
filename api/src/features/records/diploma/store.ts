import type { Queryable } from '../../../db/types';

/** The student's diploma row with the name of whoever signed it off. */
export function findDiploma(db: Queryable, studentId: string) {
  return db
    .selectFrom('diplomas')
    .leftJoin('users as signer', 'signer.id', 'diplomas.signed_off_by')
    .select([
      'diplomas.issued_at',
      'diplomas.signed_off_at',
      'diplomas.signer_role',
      'signer.first_name as signer_first_name',
      'signer.last_name as signer_last_name',
    ])
    .where('diplomas.student_id', '=', studentId)
    .executeTakeFirst();
}

export async function findSubscriptionTier(db: Queryable, userId: string) {
  const user = await db
    .selectFrom('users')
    .select('subscription_tier')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.subscription_tier;
}

/**
 * Issues the diploma with its reviewer's sign-off: inserts it, or signs a stored row that has no
 * sign-off yet (a diploma issued before review existed). False when it was already signed off
 * (a concurrent sign-off won).
 */
export async function signOffDiploma(
  db: Queryable,
  row: {
    studentId: string;
    at: string;
    creditsTotal: number;
    signedOffBy: string;
    signerRole: 'advisor' | 'parent';
  },
): Promise<boolean> {
  const signed = {
    issued_at: row.at,
    credits_total: row.creditsTotal,
    signed_off_by: row.signedOffBy,
    signer_role: row.signerRole,
    signed_off_at: row.at,
  };
  const result = await db
    .insertInto('diplomas')
    .values({ student_id: row.studentId, ...signed })
    .onConflict((oc) =>
      oc.column('student_id').doUpdateSet(signed).where('diplomas.signed_off_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
