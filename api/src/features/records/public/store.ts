import type { Queryable } from '../../../db/types';
import { STANDING_COLUMNS } from '../../../security/account-standing';

/**
 * Only an account that may sign in has public pages: a deactivated account, or a child whose
 * parent revoked consent (the account is locked again), is hidden at once, whatever its switches.
 */
const SHOWABLE_COLUMNS = STANDING_COLUMNS.map((c) => `users.${c}` as const);

/** The student with this portfolio address, with their account standing. */
export function findStudentBySlug(db: Queryable, slug: string) {
  return db
    .selectFrom('student_profiles')
    .innerJoin('users', 'users.id', 'student_profiles.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name', ...SHOWABLE_COLUMNS])
    .where('student_profiles.portfolio_slug', '=', slug)
    .where('users.role', '=', 'student')
    .executeTakeFirst();
}

/** The student with this id, with their account standing. */
export function findStudentById(db: Queryable, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', ...SHOWABLE_COLUMNS])
    .where('id', '=', userId)
    .where('role', '=', 'student')
    .executeTakeFirst();
}
