import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { childNotFound } from '../access/service';
import { findDeletionRequestedAt, findLatestConsent, findLinkedChildDetails } from './store';
import { type UploadStore } from '../../../lib/uploads';
import { deleteAccountNow, deletionDueAt, exportUserData } from '../../records';
import { writeAudit } from '../../admin';
import { type Consent } from '../../auth';

export const CONSENTING_PARENT_ONLY = ERROR_MESSAGES['family.consenting_parent_only'];
export const CONFIRM_CHILD_NAME = ERROR_MESSAGES['family.confirm_child_name'];

/**
 * The child a parent gave consent for (COPPA): linked to them, and the parent named on the
 * child's latest consent. Other linked parents get 403, everyone else the usual 404.
 */
async function consentedChild(db: Queryable, parentId: string, childId: string) {
  const child = await findLinkedChildDetails(db, parentId, childId);
  if (!child) throw childNotFound();
  const consent = await findLatestConsent(db, childId);
  if (!consent || consent.parent_id !== parentId) throw new HttpError(403, CONSENTING_PARENT_ONLY);
  return { child, consent };
}

/** The consent this parent gave for a child and what is stored about them. */
export async function consentView(ctx: AppContext, parentId: string, childId: string) {
  const db = ctx.db.kysely;
  const { child, consent } = await consentedChild(db, parentId, childId);
  const deletionRequestedAt = await findDeletionRequestedAt(db, child.id);
  return {
    child,
    consented_at: consent.consented_at,
    statement_version: consent.statement_version,
    withdrawn_at: consent.revoked_at,
    deletion_scheduled_for: deletionRequestedAt ? deletionDueAt(deletionRequestedAt) : null,
  };
}

/** Everything stored about the child (on record in the audit log), with its download name. */
export async function exportChildData(ctx: AppContext, parentId: string, childId: string) {
  const db = ctx.db.kysely;
  const { child } = await consentedChild(db, parentId, childId);
  const now = ctx.config.now();
  const data = await exportUserData(db, child.id, now);
  await writeAudit(db, {
    actorId: parentId,
    action: 'child_data.export',
    targetType: 'user',
    targetId: child.id,
    details: {},
    at: now.toISOString(),
  });
  const name = child.first_name.replace(/[^A-Za-z0-9-]/g, '') || 'child';
  return { data, fileName: `optio-${name}-${now.toISOString().slice(0, 10)}.json` };
}

/** Withdraws the parent's consent (the account locks at once); withdrawing twice changes nothing. */
export async function withdrawConsent(
  ctx: AppContext,
  consent: Consent,
  parentId: string,
  childId: string,
): Promise<void> {
  const { consent: row } = await consentedChild(ctx.db.kysely, parentId, childId);
  if (!row.revoked_at) await consent.withdraw(childId, parentId);
}

/** Deletes the child's account and data now, once the parent typed the child's first name. */
export async function deleteChildNow(
  ctx: AppContext,
  uploads: UploadStore,
  parentId: string,
  childId: string,
  confirm: string,
): Promise<void> {
  const db = ctx.db.kysely;
  const { child } = await consentedChild(db, parentId, childId);
  if (confirm.toLowerCase() !== child.first_name.trim().toLowerCase()) {
    throw new HttpError(400, CONFIRM_CHILD_NAME, { confirm: CONFIRM_CHILD_NAME });
  }
  const at = ctx.config.now().toISOString();
  // The audit row names the child by id only: it outlives the account.
  await writeAudit(db, {
    actorId: parentId,
    action: 'child_data.delete',
    targetType: 'user',
    targetId: child.id,
    details: { by: 'consenting_parent' },
    at,
  });
  await deleteAccountNow(db, uploads, child.id);
  ctx.authUsers.invalidate(child.id);
}
