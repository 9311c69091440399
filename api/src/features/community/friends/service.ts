import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { toLanguage } from '../../../lib/language';
import { mayBeSeen } from '../../../security/account-standing';
import { friendRequestMail } from '../mail';
import { ageBands, blockedAmong, friendsOf } from '../relations/service';
import { deleteFriendship, deleteRequestsBetween } from '../relations/store';
import { FRIEND_REQUEST_SENT, SELF_REQUEST } from '../schemas';
import * as store from './store';
import { normaliseEmail } from '../../auth/http';

const requestNotFound = () => new HttpError(404, 'Friend request not found');

/**
 * Writes the notice to the holder of `email` that `senderFirstName` asked to connect, in the
 * request's transaction (sent after the answer). Addresses without a student account get no
 * mail: Optio does not mail strangers on a user's behalf. The daily notice budget is counted
 * for every address, before the lookup, so the answer's timing does not depend on whether the
 * address has an account.
 */
export async function enqueueFriendNotice(
  ctx: AppContext,
  trx: Queryable,
  email: string,
  senderFirstName: string,
): Promise<void> {
  // Past the budget, the request is still listed; only the notice is dropped.
  if (!(await ctx.limits.tryConsume('friendRequestMail', email))) return;
  const addressee = await store.findNoticeRecipient(trx, email);
  if (!addressee || !mayBeSeen(addressee) || addressee.role !== 'student') return;
  await ctx.mailer.enqueue(
    trx,
    friendRequestMail(
      email,
      addressee.first_name,
      senderFirstName,
      `${ctx.config.publicUrl}/connections`,
      toLanguage(addressee.language),
    ),
  );
}

/** The statements of befriending, inside the caller's transaction: the friendship, no requests. */
export async function befriendIn(
  trx: Queryable,
  me: { id: string; email: string },
  other: { id: string; email: string },
  at: string,
): Promise<void> {
  await store.insertFriendship(trx, me.id, other.id, at);
  await deleteRequestsBetween(trx, me, other);
}

/** Makes two users friends and clears the requests between them, in one transaction. */
function befriend(
  db: Queryable,
  me: { id: string; email: string },
  other: { id: string; email: string },
  at: string,
): Promise<void> {
  return db.transaction().execute((trx) => befriendIn(trx, me, other, at));
}

/** My friends, the requests addressed to me and the requests I sent. */
export async function friendsOverview(ctx: AppContext, me: AuthUser) {
  const db = ctx.db.kysely;
  const friends = await friendsOf(db, me.id);
  const incomingRows = await store.listIncomingRequests(db, me.id, normaliseEmail(me.email));
  const blocked = await blockedAmong(
    db,
    me.id,
    incomingRows.map((i) => i.user_id),
  );
  const incoming = incomingRows.filter((i) => !blocked.has(i.user_id));
  const outgoing = await store.listOutgoingRequests(db, me.id);
  const toIncoming = (i: (typeof incoming)[number]) => ({
    id: i.id,
    created_at: i.created_at,
    from: { id: i.user_id, first_name: i.first_name, last_name: i.last_name, email: i.email },
  });
  return {
    friends,
    incoming: incoming.filter((i) => i.status === 'pending').map(toIncoming),
    accepted_awaiting_parent: incoming.filter((i) => i.status === 'awaiting').map(toIncoming),
    outgoing: outgoing.map((o) => ({
      id: o.id,
      email: o.email,
      created_at: o.created_at,
      // Only the sender's own parent's decision is shown; the addressee's never is.
      parent_approval:
        o.approval_child_id === me.id && o.status === 'awaiting'
          ? ('awaiting' as const)
          : o.approval_child_id === me.id && o.status === 'declined'
            ? ('declined' as const)
            : null,
    })),
  };
}

/**
 * Asks the holder of an address to be friends. The answer is the same whatever happens: only
 * facts the sender already knows change it (their friends' addresses, a request from that
 * address). A block stops requests both ways, silently; an under-13's request waits for a parent.
 */
export async function sendFriendRequest(
  ctx: AppContext,
  me: AuthUser,
  rawEmail: string,
): Promise<{ message: string }> {
  const db = ctx.db.kysely;
  const email = normaliseEmail(rawEmail);
  const myEmail = normaliseEmail(me.email);
  if (email === myEmail) throw new HttpError(400, SELF_REQUEST, { email: SELF_REQUEST });
  const friends = await friendsOf(db, me.id);
  if (friends.some((f) => normaliseEmail(f.email) === email)) {
    return { message: FRIEND_REQUEST_SENT };
  }
  const at = ctx.config.now().toISOString();
  const holder = await store.findUserIdByEmail(db, email);
  const bands = await ageBands(db, [me.id], ctx.config.now());
  const under13 = bands.get(me.id) === 'under_13';
  const request = { id: randomUUID(), requester_id: me.id, addressee_email: email, created_at: at };
  if (holder && (await blockedAmong(db, me.id, [holder])).has(holder)) {
    // The answer and the sender's list look as usual (a declined request reads as pending).
    await store.insertFriendRequest(db, {
      ...request,
      status: 'declined',
      decided_at: at,
      approval_child_id: null,
    });
    return { message: FRIEND_REQUEST_SENT };
  }
  const reverse = await store.findPendingRequestFrom(db, email, myEmail);
  if (reverse) {
    // Both asked: that is an acceptance (for an under-13, one their parent must approve).
    if (under13) await store.markRequestAwaitingParent(db, reverse.id, me.id);
    else await befriend(db, { id: me.id, email: myEmail }, { id: reverse.user_id, email }, at);
    return { message: FRIEND_REQUEST_SENT };
  }
  await db.transaction().execute(async (trx) => {
    const isNew = await store.insertFriendRequest(trx, {
      ...request,
      // An under-13's request waits for a linked parent before it reaches anyone.
      status: under13 ? 'awaiting' : 'pending',
      decided_at: null,
      approval_child_id: under13 ? me.id : null,
    });
    if (isNew && !under13) await enqueueFriendNotice(ctx, trx, email, me.first_name);
  });
  ctx.mailer.deliverSoon();
  return { message: FRIEND_REQUEST_SENT };
}

/** Accepts a request addressed to me; an under-13's acceptance waits for their parent. */
export async function acceptFriendRequest(ctx: AppContext, me: AuthUser, id: string) {
  const db = ctx.db.kysely;
  const myEmail = normaliseEmail(me.email);
  const row = await store.findPendingRequestById(db, id, myEmail);
  if (!row || row.user_id === me.id) throw requestNotFound();
  if ((await blockedAmong(db, me.id, [row.user_id])).has(row.user_id)) throw requestNotFound();
  const bands = await ageBands(db, [me.id], ctx.config.now());
  if (bands.get(me.id) === 'under_13') {
    await store.markRequestAwaitingParent(db, row.id, me.id);
    return { friend: null, awaiting_parent: true };
  }
  const at = ctx.config.now().toISOString();
  await befriend(
    db,
    { id: me.id, email: myEmail },
    { id: row.user_id, email: normaliseEmail(row.email) },
    at,
  );
  return {
    friend: {
      id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      since: at,
    },
    awaiting_parent: false,
  };
}

export async function declineFriendRequest(ctx: AppContext, me: AuthUser, id: string) {
  const at = ctx.config.now().toISOString();
  const email = normaliseEmail(me.email);
  if (!(await store.markRequestDeclinedByAddressee(ctx.db.kysely, id, email, at))) {
    throw requestNotFound();
  }
}

export async function cancelFriendRequest(ctx: AppContext, meId: string, id: string) {
  if (!(await store.deleteOwnRequest(ctx.db.kysely, id, meId))) throw requestNotFound();
}

/** Ends a friendship (past messages stay readable to both). */
export async function removeFriend(ctx: AppContext, meId: string, friendId: string) {
  if (!(await deleteFriendship(ctx.db.kysely, meId, friendId))) {
    throw new HttpError(404, 'Friend not found');
  }
}
