import { randomUUID } from 'node:crypto';
import type { Queryable, VisibilityTarget } from '../../../db/types';

/** Whether a parent approved making the target public (after `since`, when given). */
export async function hasApprovedRequest(
  db: Queryable,
  studentId: string,
  target: VisibilityTarget,
  since: string | null,
): Promise<boolean> {
  let q = db
    .selectFrom('visibility_requests')
    .select('id')
    .where('student_id', '=', studentId)
    .where('target', '=', target)
    .where('status', '=', 'approved');
  if (since) q = q.where('created_at', '>=', since);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The latest request for the target still waiting for a parent. */
export function findPendingRequest(db: Queryable, studentId: string, target: VisibilityTarget) {
  return db
    .selectFrom('visibility_requests')
    .select(['id', 'created_at'])
    .where('student_id', '=', studentId)
    .where('target', '=', target)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function cancelPendingRequests(
  db: Queryable,
  studentId: string,
  target: VisibilityTarget,
  at: string,
): Promise<void> {
  await db
    .updateTable('visibility_requests')
    .set({ status: 'cancelled', decided_at: at })
    .where('student_id', '=', studentId)
    .where('target', '=', target)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertPendingRequest(
  db: Queryable,
  studentId: string,
  target: VisibilityTarget,
  at: string,
): Promise<void> {
  await db
    .insertInto('visibility_requests')
    .values({
      id: randomUUID(),
      student_id: studentId,
      target,
      status: 'pending',
      decided_by: null,
      created_at: at,
      decided_at: null,
    })
    .execute();
}

/** Pending → approved by this parent; false when it was not pending. */
export async function approvePendingRequest(
  db: Queryable,
  requestId: string,
  parentId: string,
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('visibility_requests')
    .set({ status: 'approved', decided_by: parentId, decided_at: at })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
