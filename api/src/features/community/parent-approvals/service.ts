import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { befriendIn, enqueueFriendNotice } from '../friends/service';
import { ageBand } from '../minors';
import * as store from './store';
import { writeAudit } from '../../admin';
import { normaliseEmail } from '../../auth/http';

const approvalNotFound = () => new HttpError(404, 'Friend request not found');

/** The awaiting request of one of this parent's children (404 for anything else). */
async function awaiting(ctx: AppContext, parentId: string, id: string) {
  const row = await store.findAwaitingForParent(ctx.db.kysely, parentId, id);
  if (!row) throw approvalNotFound();
  return row;
}

/** Friend requests of this parent's under-13 children that wait for the parent. */
export async function awaitingApprovals(ctx: AppContext, parentId: string) {
  const rows = await store.listAwaitingForParent(ctx.db.kysely, parentId);
  const now = ctx.config.now();
  return {
    requests: rows.map((row) => {
      const sent = row.requester_id === row.child_id;
      return {
        id: row.id,
        child: {
          id: row.child_id,
          first_name: row.child_first_name,
          last_name: row.child_last_name,
        },
        direction: sent ? ('sent' as const) : ('accepted' as const),
        email: sent ? row.addressee_email : row.requester_email,
        other: sent
          ? null
          : {
              first_name: row.requester_first_name,
              last_name: row.requester_last_name,
              is_adult:
                ageBand({ role: row.requester_role, date_of_birth: row.requester_dob }, now) ===
                'adult',
            },
        created_at: row.created_at,
      };
    }),
  };
}

/**
 * Approves: a request the child sent goes to its addressee (its notice is written with the approval, sent after the reply); one
 * the child accepted becomes a friendship. On record in the audit log, in the same transaction.
 */
export async function approveFriendRequest(
  ctx: AppContext,
  parent: AuthUser,
  id: string,
): Promise<{ message: string }> {
  const row = await awaiting(ctx, parent.id, id);
  const at = ctx.config.now().toISOString();
  const sent = row.requester_id === row.child_id;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (sent) await store.releaseToAddressee(trx, row.id);
    else {
      await befriendIn(
        trx,
        { id: row.child_id, email: normaliseEmail(row.child_email) },
        { id: row.requester_id, email: normaliseEmail(row.requester_email) },
        at,
      );
    }
    await writeAudit(trx, {
      actorId: parent.id,
      action: 'friend_request.parent_approve',
      targetType: 'friend_request',
      targetId: row.id,
      details: { child_id: row.child_id, direction: sent ? 'sent' : 'accepted' },
      at,
    });
    if (sent) await enqueueFriendNotice(ctx, trx, row.addressee_email, row.child_first_name);
  });
  if (sent) {
    ctx.mailer.deliverSoon();
    return { message: 'Approved: the request is on its way' };
  }
  return { message: 'Approved: they are now friends' };
}

/** Declines a request of the parent's child (the other person is not told). */
export async function declineFriendRequestAsParent(
  ctx: AppContext,
  parent: AuthUser,
  id: string,
): Promise<void> {
  const row = await awaiting(ctx, parent.id, id);
  const at = ctx.config.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await store.markRequestDeclinedByParent(trx, row.id, at);
    await writeAudit(trx, {
      actorId: parent.id,
      action: 'friend_request.parent_decline',
      targetType: 'friend_request',
      targetId: row.id,
      details: { child_id: row.child_id },
      at,
    });
  });
}
