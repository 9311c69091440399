import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUnder13 } from '@optio/contracts';
import type { Database, VisibilityTarget } from '../../db/types';
import { loadProfile, updateProfile, type Profile } from './data';
import { recordsDb, type RecordsDb } from './tables';

/**
 * Whether the diploma or portfolio is public. Two ways make it so:
 * - the student's own switch (`student_profiles.<target>_public = 1`), for students 13 and over;
 * - for an under-13 student, a `visibility_requests` row for the target that a parent set to
 *   'approved', created after the student last made the target private.
 * So the family side may either call `applyVisibilityApproval` or only set the request's status
 * to 'approved': both make the target public at once.
 */
export async function isPublic(
  k: RecordsDb,
  profile: Profile,
  target: VisibilityTarget,
): Promise<boolean> {
  if ((target === 'diploma' ? profile.diploma_public : profile.portfolio_public) === 1) return true;
  const since =
    target === 'diploma' ? profile.diploma_private_since : profile.portfolio_private_since;
  let q = k
    .selectFrom('visibility_requests')
    .select('id')
    .where('student_id', '=', profile.user_id)
    .where('target', '=', target)
    .where('status', '=', 'approved');
  if (since) q = q.where('created_at', '>=', since);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface VisibilityState {
  public: boolean;
  /** The under-13 request waiting for a parent, if any. */
  pending_request: { id: string; created_at: string } | null;
  needs_parent_approval: boolean;
}

export async function visibilityState(
  k: RecordsDb,
  profile: Profile,
  target: VisibilityTarget,
  dateOfBirth: string | null,
  now: Date,
): Promise<VisibilityState> {
  const [pub, pending] = await Promise.all([
    isPublic(k, profile, target),
    k
      .selectFrom('visibility_requests')
      .select(['id', 'created_at'])
      .where('student_id', '=', profile.user_id)
      .where('target', '=', target)
      .where('status', '=', 'pending')
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  ]);
  return {
    public: pub,
    pending_request: pending ?? null,
    needs_parent_approval: dateOfBirth ? isUnder13(dateOfBirth, now) : false,
  };
}

/**
 * The student turns the target public or private. Under 13, "public" creates (or keeps) a pending
 * request for a parent and the target stays private until it is approved. "Private" always
 * applies at once and withdraws any pending request.
 */
export async function setVisibility(
  db: Kysely<Database>,
  studentId: string,
  target: VisibilityTarget,
  wantPublic: boolean,
  dateOfBirth: string | null,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const k = recordsDb(trx);
    const flag = target === 'diploma' ? 'diploma_public' : 'portfolio_public';
    const since = target === 'diploma' ? 'diploma_private_since' : 'portfolio_private_since';
    if (!wantPublic) {
      await updateProfile(k, studentId, { [flag]: 0, [since]: at }, at);
      await k
        .updateTable('visibility_requests')
        .set({ status: 'cancelled', decided_at: at })
        .where('student_id', '=', studentId)
        .where('target', '=', target)
        .where('status', '=', 'pending')
        .execute();
      return;
    }
    if (dateOfBirth && isUnder13(dateOfBirth, now)) {
      const profile = await loadProfile(k, studentId);
      if (await isPublic(k, profile, target)) return;
      const pending = await k
        .selectFrom('visibility_requests')
        .select('id')
        .where('student_id', '=', studentId)
        .where('target', '=', target)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (!pending) {
        await k
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
      return;
    }
    await updateProfile(k, studentId, { [flag]: 1 }, at);
  });
}

/**
 * For the family dashboard: approve a pending request (by a linked parent) in the caller's
 * transaction. Returns false when the request is not pending. Setting the status alone has the
 * same effect (see isPublic); this also records who decided and when.
 */
export async function applyVisibilityApproval(
  db: Kysely<Database>,
  requestId: string,
  parentId: string,
  now: Date,
): Promise<boolean> {
  const res = await db
    .updateTable('visibility_requests')
    .set({ status: 'approved', decided_by: parentId, decided_at: now.toISOString() })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
