import { HttpError } from '../../lib/errors';
import { seenInSql } from '../../security/account-standing';
import type { AuthUser } from '../../db/types';
import { writeAudit } from '../admin/audit';
import type { FamilyDb } from './tables';

/** Same answer for "no such child" and "not your child", so ids of other families leak nothing. */
export const childNotFound = () => new HttpError(404, 'Child not found');

export interface ChildRow {
  id: string;
  first_name: string;
  last_name: string;
}

/** What an admin's read of a family view is recorded as in the audit log. */
export const FAMILY_VIEW_AUDIT_ACTION = 'family.view';

/**
 * The child a parent may read. Admin may read any student (support work; admin passes every
 * role gate), everyone else only a child linked to them in parent_child_links. Each admin read
 * is written to the audit log (which route, which student): a child's data is private, and
 * reading it without being family is accountable.
 */
export async function readableChild(
  k: FamilyDb,
  user: AuthUser,
  childId: string,
  read: { route: string; at: Date },
): Promise<ChildRow> {
  if (user.role === 'admin') {
    const child = await k
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', '=', childId)
      .where('role', '=', 'student')
      .executeTakeFirst();
    if (!child) throw childNotFound();
    await writeAudit(k, {
      actorId: user.id,
      action: FAMILY_VIEW_AUDIT_ACTION,
      targetType: 'user',
      targetId: child.id,
      details: { route: read.route },
      at: read.at.toISOString(),
    });
    return child;
  }
  return linkedChild(k, user.id, childId);
}

/** A child linked to this parent (writes on the child's behalf need a real link, even for admin). */
export async function linkedChild(
  k: FamilyDb,
  parentId: string,
  childId: string,
): Promise<ChildRow> {
  const child = await k
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.child_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('parent_child_links.parent_id', '=', parentId)
    .where('parent_child_links.child_id', '=', childId)
    .executeTakeFirst();
  if (!child) throw childNotFound();
  return child;
}

/**
 * Is this user one of the child's observers, and may the child be seen? A child whose account may
 * not sign in (consent revoked, deactivated) is hidden from observers as if not followed.
 */
export async function isObserverOf(k: FamilyDb, observerId: string, studentId: string) {
  const row = await k
    .selectFrom('observer_links')
    .innerJoin('users', 'users.id', 'observer_links.student_id')
    .select('observer_links.student_id')
    .where('observer_links.observer_id', '=', observerId)
    .where('observer_links.student_id', '=', studentId)
    .where(seenInSql())
    .executeTakeFirst();
  return Boolean(row);
}
