import type { ParentalConsentsTable, Queryable } from '../../../db/types';

export const findWithdrawnConsent = (db: Queryable, childId: string) =>
  db
    .selectFrom('parental_consents')
    .select('id')
    .where('child_id', '=', childId)
    .where('revoked_at', 'is not', null)
    .executeTakeFirst();

/** The child's latest consent still in force. */
export const findActiveConsent = (db: Queryable, childId: string) =>
  db
    .selectFrom('parental_consents')
    .select(['parent_id', 'parent_email'])
    .where('child_id', '=', childId)
    .where('revoked_at', 'is', null)
    .orderBy('consented_at', 'desc')
    .executeTakeFirst();

export async function insertConsent(db: Queryable, row: ParentalConsentsTable): Promise<void> {
  await db.insertInto('parental_consents').values(row).execute();
}

export async function revokeConsents(db: Queryable, childId: string, at: string): Promise<void> {
  await db
    .updateTable('parental_consents')
    .set({ revoked_at: at })
    .where('child_id', '=', childId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Reads the records feature's student_profiles row (deletion already scheduled?). Kept here
 * until records exposes this read through its service.
 */
export const findDeletionRequest = (db: Queryable, childId: string) =>
  db
    .selectFrom('student_profiles')
    .select('deletion_requested_at')
    .where('user_id', '=', childId)
    .executeTakeFirst();

/** Deletes under-13 accounts created before `cutoff` that never got consent; how many. */
export async function deleteUnconsentedAccounts(db: Queryable, cutoff: string): Promise<number> {
  const res = await db
    .deleteFrom('users')
    .where('consent_required', '=', 1)
    .where('consent_granted_at', 'is', null)
    .where('created_at', '<', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('parental_consents')
            .select('parental_consents.id')
            .whereRef('parental_consents.child_id', '=', 'users.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
