import { isUnder13 } from '@optio/contracts';
import type { Queryable, VisibilityTarget } from '../../../db/types';
import { loadProfile, updateProfile, type Profile } from '../profile/profiles';
import {
  approvePendingRequest,
  cancelPendingRequests,
  findPendingRequest,
  hasApprovedRequest,
  insertPendingRequest,
} from './store';

/**
 * Whether the diploma or portfolio is public. Two ways make it so:
 * - the student's own switch (`student_profiles.<target>_public = 1`), for students 13 and over;
 * - for an under-13 student, a `visibility_requests` row for the target that a parent set to
 *   'approved', created after the student last made the target private.
 * So the family side may either call `applyVisibilityApproval` or only set the request's status
 * to 'approved': both make the target public at once.
 */
export async function isPublic(
  db: Queryable,
  profile: Profile,
  target: VisibilityTarget,
): Promise<boolean> {
  if ((target === 'diploma' ? profile.diploma_public : profile.portfolio_public) === 1) return true;
  const since =
    target === 'diploma' ? profile.diploma_private_since : profile.portfolio_private_since;
  return hasApprovedRequest(db, profile.user_id, target, since);
}

export interface VisibilityState {
  public: boolean;
  /** The under-13 request waiting for a parent, if any. */
  pending_request: { id: string; created_at: string } | null;
  needs_parent_approval: boolean;
}

export async function visibilityState(
  db: Queryable,
  profile: Profile,
  target: VisibilityTarget,
  dateOfBirth: string | null,
  now: Date,
): Promise<VisibilityState> {
  const [pub, pending] = await Promise.all([
    isPublic(db, profile, target),
    findPendingRequest(db, profile.user_id, target),
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
  db: Queryable,
  studentId: string,
  target: VisibilityTarget,
  wantPublic: boolean,
  dateOfBirth: string | null,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const flag = target === 'diploma' ? 'diploma_public' : 'portfolio_public';
    const since = target === 'diploma' ? 'diploma_private_since' : 'portfolio_private_since';
    if (!wantPublic) {
      await updateProfile(trx, studentId, { [flag]: 0, [since]: at }, at);
      await cancelPendingRequests(trx, studentId, target, at);
      return;
    }
    if (dateOfBirth && isUnder13(dateOfBirth, now)) {
      const profile = await loadProfile(trx, studentId);
      if (await isPublic(trx, profile, target)) return;
      if (!(await findPendingRequest(trx, studentId, target))) {
        await insertPendingRequest(trx, studentId, target, at);
      }
      return;
    }
    await updateProfile(trx, studentId, { [flag]: 1 }, at);
  });
}

/**
 * For the family dashboard: approve a pending request (by a linked parent) in the caller's
 * transaction. Returns false when the request is not pending. Setting the status alone has the
 * same effect (see isPublic); this also records who decided and when.
 */
export async function applyVisibilityApproval(
  db: Queryable,
  requestId: string,
  parentId: string,
  now: Date,
): Promise<boolean> {
  return approvePendingRequest(db, requestId, parentId, now.toISOString());
}
