import type { Queryable } from '../../../db/types';
import { seenInSql } from '../../../security/account-standing';

/** A student account by id (an admin's support read of any student). */
export function findStudent(db: Queryable, childId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', childId)
    .where('role', '=', 'student')
    .executeTakeFirst();
}

/** The child behind a parent_child_links row of this parent, if any. */
export function findLinkedChild(db: Queryable, parentId: string, childId: string) {
  return db
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.child_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('parent_child_links.parent_id', '=', parentId)
    .where('parent_child_links.child_id', '=', childId)
    .executeTakeFirst();
}

/** The observer link between these two, when the student's account may be seen. */
export function findSeenObserverLink(db: Queryable, observerId: string, studentId: string) {
  return db
    .selectFrom('observer_links')
    .innerJoin('users', 'users.id', 'observer_links.student_id')
    .select('observer_links.student_id')
    .where('observer_links.observer_id', '=', observerId)
    .where('observer_links.student_id', '=', studentId)
    .where(seenInSql())
    .executeTakeFirst();
}
