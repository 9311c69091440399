import type { Queryable } from '../../../db/types';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { CredentialKind, CredentialsTable } from '../../../db/tables/credentials';

/** The unrevoked credential already issued for exactly this content, if any. */
export function findIssued(
  db: Queryable,
  studentId: string,
  kind: CredentialKind,
  subjectKey: string,
  contentHash: string,
) {
  return db
    .selectFrom('credentials')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('kind', '=', kind)
    .where('subject_key', '=', subjectKey)
    .where('content_hash', '=', contentHash)
    .where('revoked_at', 'is', null)
    .orderBy('issued_at', 'desc')
    .executeTakeFirst();
}

/** Stores a credential; false when a valid one for the same content is already stored. */
export async function insertCredential(db: Queryable, row: CredentialsTable): Promise<boolean> {
  try {
    await db.insertInto('credentials').values(row).execute();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

export function findCredential(db: Queryable, id: string) {
  return db.selectFrom('credentials').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listCredentialsOf(db: Queryable, studentId: string) {
  return db
    .selectFrom('credentials')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('issued_at', 'desc')
    .execute();
}

export async function markRevoked(
  db: Queryable,
  id: string,
  by: string,
  reason: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('credentials')
    .set({ revoked_at: at, revoked_by: by, revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function findStudentIdentity(db: Queryable, studentId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role'])
    .where('id', '=', studentId)
    .executeTakeFirst();
}

export function findBadgeCreator(db: Queryable, badgeId: string) {
  return db.selectFrom('badges').select('created_by').where('id', '=', badgeId).executeTakeFirst();
}
