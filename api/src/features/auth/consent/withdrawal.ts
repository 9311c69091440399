import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { toLanguage } from '../../../lib/language';
import { consentWithdrawnMail } from '../../../mail/templates';
import { writeAudit } from '../../admin';
import { deletionDueAt, updateProfile } from '../../records';
import type { Sessions } from '../sessions/refresh-tokens';
import { findUserById, updateUser } from '../store';
import { markUserEmailTokensUsed } from '../tokens/store';
import { findActiveConsent, findDeletionRequest, revokeConsents } from './store';

/** The withdrawal's writes, in the caller's transaction: locked, deletion scheduled, audited. */
async function recordWithdrawal(
  trx: Queryable,
  childId: string,
  auditActor: string,
  via: 'family_dashboard' | 'mailed_link',
  at: string,
): Promise<void> {
  await revokeConsents(trx, childId, at);
  await updateUser(trx, childId, { consent_granted_at: null, updated_at: at });
  await markUserEmailTokensUsed(trx, childId, ['parental_consent', 'consent_revoke'], at);
  const profile = await findDeletionRequest(trx, childId);
  if (!profile?.deletion_requested_at) {
    await updateProfile(trx, childId, { deletion_requested_at: at }, at);
  }
  await writeAudit(trx, {
    actorId: auditActor,
    action: 'parental_consent.withdraw',
    targetType: 'user',
    targetId: childId,
    details: { via },
    at,
  });
}

/**
 * Withdraws consent: the account is locked and its sessions end at once, its deletion is
 * scheduled (the records sweep deletes it after the grace period) and the parent gets a
 * confirmation. `actorId` is the parent when signed in, null for the mailed link.
 */
export async function withdrawConsent(
  ctx: AppContext,
  sessions: Sessions,
  childId: string,
  actorId: string | null,
): Promise<void> {
  const at = ctx.config.now().toISOString();
  const consentRow = await findActiveConsent(ctx.db.kysely, childId);
  const auditActor = actorId ?? consentRow?.parent_id ?? childId;
  const via = actorId ? 'family_dashboard' : 'mailed_link';
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await recordWithdrawal(trx, childId, auditActor, via, at);
    const [child, parent] = await Promise.all([
      findUserById(trx, childId),
      consentRow?.parent_id ? findUserById(trx, consentRow.parent_id) : undefined,
    ]);
    const to = parent?.email ?? consentRow?.parent_email ?? child?.parent_email;
    if (!child || !to) return;
    await ctx.mailer.enqueue(
      trx,
      consentWithdrawnMail(
        to,
        child.first_name,
        deletionDueAt(at).slice(0, 10),
        toLanguage(parent?.language ?? child.language),
      ),
    );
  });
  ctx.authUsers.invalidate(childId);
  await sessions.revokeAllForUser(childId);
  ctx.mailer.deliverSoon();
}
