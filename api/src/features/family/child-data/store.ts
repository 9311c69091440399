import type { Queryable } from '../../../db/types';

/** The child behind this parent's link, with what the consent view shows. */
export function findLinkedChildDetails(db: Queryable, parentId: string, childId: string) {
  return db
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.child_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.date_of_birth',
      'users.created_at',
    ])
    .where('parent_child_links.parent_id', '=', parentId)
    .where('parent_child_links.child_id', '=', childId)
    .executeTakeFirst();
}

/** The child's latest consent record (given or withdrawn). */
export function findLatestConsent(db: Queryable, childId: string) {
  return db
    .selectFrom('parental_consents')
    .select(['parent_id', 'consented_at', 'statement_version', 'revoked_at'])
    .where('child_id', '=', childId)
    .orderBy('consented_at', 'desc')
    .executeTakeFirst();
}

/**
 * When the child's data deletion was requested, if it was. Reads the records feature's
 * student_profiles table (integrator: a records store read belongs there).
 */
export async function findDeletionRequestedAt(
  db: Queryable,
  childId: string,
): Promise<string | null> {
  const profile = await db
    .selectFrom('student_profiles')
    .select('deletion_requested_at')
    .where('user_id', '=', childId)
    .executeTakeFirst();
  return profile?.deletion_requested_at ?? null;
}
