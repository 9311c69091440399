import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { writeAudit } from '../../admin/audit/service';
import { findBadgeCreator, findCredential, markRevoked } from '../issue/store';
import { summaryOf } from '../share/service';

/**
 * Revokes a credential with a reason: an admin any, an advisor the badges they created. The
 * status list shows it at once (it is built from the rows); the change is audited.
 */
export async function revokeCredential(
  db: Queryable,
  actor: AuthUser,
  id: string,
  reason: string,
  now: Date,
  publicUrl: string,
) {
  const row = await findCredential(db, id);
  if (!row) throw new HttpError(404, 'Credential not found');
  if (actor.role !== 'admin') {
    const creator = row.kind === 'badge' ? await findBadgeCreator(db, row.subject_key) : undefined;
    if (creator?.created_by !== actor.id) {
      throw new HttpError(
        403,
        'Only an admin, or the advisor who created the badge, can revoke this',
      );
    }
  }
  if (row.revoked_at) throw new HttpError(409, 'This credential is already revoked');
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    await markRevoked(tx, id, actor.id, reason, at);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'credential.revoke',
      targetType: 'credential',
      targetId: id,
      details: { kind: row.kind, student_id: row.student_id, reason },
      at,
    });
  });
  return summaryOf(
    { ...row, revoked_at: at, revoked_by: actor.id, revoked_reason: reason },
    false,
    publicUrl,
  );
}
