import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { findLinkedChild, findSeenObserverLink, findStudent } from './store';
import { auditStaffRead } from '../../admin';

/** Same answer for "no such child" and "not your child", so ids of other families leak nothing. */
export const childNotFound = () => new HttpError(404, 'Child not found');

export interface ChildRow {
  id: string;
  first_name: string;
  last_name: string;
}

/** Who reads a child's data, and what (the route) for the audit row of an admin's read. */
export interface ChildReader {
  user: AuthUser;
  what: string;
  at: string;
}

/**
 * The child a parent may read. Admin may read any student (support work; admin passes every
 * role gate), everyone else only a child linked to them in parent_child_links.
 */
export async function readableChild(
  db: Queryable,
  reader: ChildReader,
  childId: string,
): Promise<ChildRow> {
  const user = reader.user;
  if (user.role === 'admin') {
    const child = await findStudent(db, childId);
    if (!child) throw childNotFound();
    await auditStaffRead(db, { actor: user, childId, what: reader.what, at: reader.at });
    return child;
  }
  return linkedChild(db, user.id, childId);
}

/** A child linked to this parent (writes on the child's behalf need a real link, even for admin). */
export async function linkedChild(
  db: Queryable,
  parentId: string,
  childId: string,
): Promise<ChildRow> {
  const child = await findLinkedChild(db, parentId, childId);
  if (!child) throw childNotFound();
  return child;
}

/**
 * Is this user one of the child's observers, and may the child be seen? A child whose account may
 * not sign in (consent revoked, deactivated) is hidden from observers as if not followed.
 */
export async function isObserverOf(db: Queryable, observerId: string, studentId: string) {
  return Boolean(await findSeenObserverLink(db, observerId, studentId));
}
