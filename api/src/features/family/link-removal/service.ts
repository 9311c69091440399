import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import type { AppContext } from '../../../context';
import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { toLanguage } from '../../../lib/language';
import { under13Now } from '../links/rules';
import { linkRemovedMail } from '../mails';
import { deleteParentChildLink, findNoticeAddress } from './store';
import { writeAudit } from '../../admin';

export const REMOVE_LINK_AGE = ERROR_MESSAGES['family.remove_link_age'];

/**
 * Deletes one active link and records who removed it, in one transaction; `alsoIn` adds the
 * writes that go with it (the removed parent's notice).
 */
async function removeLink(
  db: Queryable,
  actorId: string,
  parentId: string,
  childId: string,
  at: string,
  alsoIn?: (trx: Queryable) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteParentChildLink(trx, parentId, childId))) {
      throw new HttpError(404, 'Link not found');
    }
    await writeAudit(trx, {
      actorId,
      action: 'parent_link.remove',
      targetType: 'parent_child_link',
      // The child's id: audit_log.target_id holds one id (the parent is in details).
      targetId: childId,
      details: { parent_id: parentId, child_id: childId },
      at,
    });
    await alsoIn?.(trx);
  });
}

/** A student aged 13 or more removes a linked parent, who is told by e-mail after the reply. */
export async function removeOwnParent(
  ctx: AppContext,
  child: AuthUser,
  parentId: string,
): Promise<void> {
  const me = await ctx.db.findUserById(child.id);
  if (child.role !== 'student' || under13Now(me?.date_of_birth ?? null, ctx.config.now())) {
    throw new HttpError(403, REMOVE_LINK_AGE);
  }
  const at = ctx.config.now().toISOString();
  await removeLink(ctx.db.kysely, child.id, parentId, child.id, at, async (trx) => {
    const parent = await findNoticeAddress(trx, parentId);
    if (!parent) return;
    await ctx.mailer.enqueue(
      trx,
      linkRemovedMail(
        parent.email,
        `${child.first_name} ${child.last_name}`,
        `${ctx.config.publicUrl}/parent/dashboard`,
        toLanguage(parent.language),
      ),
    );
  });
  ctx.mailer.deliverSoon();
}

/** An administrator removes any active link (on record in the audit log). */
export async function removeLinkAsAdmin(
  ctx: AppContext,
  actorId: string,
  parentId: string,
  childId: string,
): Promise<void> {
  await removeLink(ctx.db.kysely, actorId, parentId, childId, ctx.config.now().toISOString());
}
