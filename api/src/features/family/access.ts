import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { auditStaffRead } from '../admin';
import { seenInSql } from '../../security/account-standing';
import type { FamilyDb } from './tables';

/** Same answer for "no such child" and "not your child", so ids of other families leak nothing. */
export const childNotFound = () => new HttpError(404, 'Child not found');

export interface ChildRow {
  id: string;
  first_name: string;
  last_name: string;
}

/**
 * The child a parent may read. Admin may read any student (support work; admin passes every
 * role gate), everyone else only a child linked to them in parent_child_links.
 */
export async function readableChild(
  k: FamilyDb,
  /** The signed-in reader; an admin's read leaves an audit row naming the route. */
  request: FastifyRequest,
  childId: string,
): Promise<ChildRow> {
  const user = request.user!;
  if (user.role === 'admin') {
    const child = await k
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', '=', childId)
      .where('role', '=', 'student')
      .executeTakeFirst();
    if (!child) throw childNotFound();
    await auditStaffRead(k, {
      actor: user,
      childId,
      what: request.routeOptions.url ?? request.url,
      at: request.server.ctx.config.now().toISOString(),
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
