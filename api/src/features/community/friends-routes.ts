import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { mayBeSeen, seenInSql, STANDING_COLUMNS } from '../../security/account-standing';
import { inBackground, normaliseEmail } from '../auth/http';
import { errors, messageSchema } from '../auth/schemas';
import type { AppContext } from '../../context';
import { friendRequestMail } from './mail';
import { ageBands, blockedAmong } from './minors';
import {
  FRIEND_REQUEST_SENT,
  SELF_REQUEST,
  friendRequestBody,
  acceptResponse,
  friendsResponse,
  idParam,
} from './schemas';
import { friendPair, socialDb, type SocialDb } from './tables';
import { toLanguage } from '../../lib/language';

/** Friends are for students (the default role); admin passes every gate. See api/README.md. */
export const FRIENDS_POLICY = { roles: ['student'] } as const;
const security = [{ bearerAuth: [] }];
const requestNotFound = () => new HttpError(404, 'Friend request not found');

/**
 * Mails the holder of `email` that `senderFirstName` asked to connect, after the answer (so
 * neither the answer nor its timing says whether the address has an account). Addresses without
 * a student account get no mail: Optio does not mail strangers on a user's behalf.
 */
export function notifyAddressee(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
  senderFirstName: string,
): void {
  const k = socialDb(ctx.db.kysely);
  inBackground(ctx, request, async () => {
    const addressee = await k
      .selectFrom('users')
      .select(['first_name', 'role', 'language', ...STANDING_COLUMNS])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!addressee || !mayBeSeen(addressee) || addressee.role !== 'student') return;
    try {
      await ctx.limits.consume('friendRequestMail', email);
    } catch {
      return; // this address has had enough notices today; the request is still listed
    }
    await ctx.mailer.send(
      friendRequestMail(
        email,
        addressee.first_name,
        senderFirstName,
        `${ctx.config.publicUrl}/connections`,
        toLanguage(addressee.language),
      ),
    );
  });
}

/** The id of the account holding this address, if any (for the block check). */
async function holderOf(k: SocialDb, email: string): Promise<string | null> {
  const row = await k
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function friendsOf(k: SocialDb, userId: string) {
  const rows = await k
    .selectFrom('friendships')
    .innerJoin('users', (j) =>
      j.on((eb) =>
        eb.or([
          eb.and([
            eb('friendships.user_low', '=', userId),
            eb('users.id', '=', eb.ref('friendships.user_high')),
          ]),
          eb.and([
            eb('friendships.user_high', '=', userId),
            eb('users.id', '=', eb.ref('friendships.user_low')),
          ]),
        ]),
      ),
    )
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'friendships.created_at as since',
    ])
    .where(seenInSql())
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .execute();
  return rows;
}

export function friendsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = socialDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => ctx.config.now().toISOString();

  r.get(
    '/api/community/friends',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'My friends, the requests addressed to me and the requests I sent',
        security,
        response: { 200: friendsResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const me = request.user!;
      const friends = await friendsOf(k, me.id);
      const incomingRows = await k
        .selectFrom('friend_requests')
        .innerJoin('users', 'users.id', 'friend_requests.requester_id')
        .select([
          'friend_requests.id',
          'friend_requests.created_at',
          'friend_requests.status',
          'users.id as user_id',
          'users.first_name',
          'users.last_name',
          'users.email',
        ])
        .where('friend_requests.addressee_email', '=', normaliseEmail(me.email))
        .where((eb) =>
          eb.or([
            eb('friend_requests.status', '=', 'pending'),
            eb.and([
              eb('friend_requests.status', '=', 'awaiting'),
              eb('friend_requests.approval_child_id', '=', me.id),
            ]),
          ]),
        )
        .where('friend_requests.requester_id', '!=', me.id)
        .where(seenInSql())
        .orderBy('friend_requests.created_at', 'desc')
        .execute();
      const blocked = await blockedAmong(
        k,
        me.id,
        incomingRows.map((i) => i.user_id),
      );
      const incoming = incomingRows.filter((i) => !blocked.has(i.user_id));
      const outgoing = await k
        .selectFrom('friend_requests')
        .select(['id', 'addressee_email as email', 'created_at', 'status', 'approval_child_id'])
        .where('requester_id', '=', me.id)
        .orderBy('created_at', 'desc')
        .execute();
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
    },
  );

  r.post(
    '/api/community/friends/request',
    {
      config: { auth: FRIENDS_POLICY },
      onRequest: async (request) => {
        if (request.user) await ctx.limits.consume('friendRequest', request.user.id);
      },
      schema: {
        tags: ['community'],
        summary:
          'Ask the holder of an e-mail address to be friends (the same answer whether or not the address has an account)',
        security,
        body: friendRequestBody,
        response: { 200: messageSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const me = request.user!;
      const email = normaliseEmail(request.body.email);
      if (email === normaliseEmail(me.email)) {
        throw new HttpError(400, SELF_REQUEST, { email: SELF_REQUEST });
      }
      // Only facts the sender already knows change what happens here: their friends' addresses
      // (listed with their friends) and a request from that address (listed as incoming).
      const friends = await friendsOf(k, me.id);
      if (friends.some((f) => normaliseEmail(f.email) === email)) {
        return { message: FRIEND_REQUEST_SENT };
      }
      const at = now();
      const holder = await holderOf(k, email);
      const bands = await ageBands(k, [me.id], ctx.config.now());
      const under13 = bands.get(me.id) === 'under_13';
      if (holder && (await blockedAmong(k, me.id, [holder])).has(holder)) {
        // A block stops requests both ways. The answer and the sender's list look as usual
        // (a declined request reads as pending), so the sender is not told about the block.
        await k
          .insertInto('friend_requests')
          .values({
            id: randomUUID(),
            requester_id: me.id,
            addressee_email: email,
            status: 'declined',
            created_at: at,
            decided_at: at,
            approval_child_id: null,
          })
          .onConflict((oc) => oc.columns(['requester_id', 'addressee_email']).doNothing())
          .execute();
        return { message: FRIEND_REQUEST_SENT };
      }
      const reverse = await k
        .selectFrom('friend_requests')
        .innerJoin('users', 'users.id', 'friend_requests.requester_id')
        .select(['friend_requests.id', 'users.id as user_id'])
        .where('users.email', '=', email)
        .where(seenInSql())
        .where('friend_requests.addressee_email', '=', normaliseEmail(me.email))
        .where('friend_requests.status', '=', 'pending')
        .executeTakeFirst();
      if (reverse) {
        // Both asked: that is an acceptance (for an under-13, one their parent must approve).
        if (under13) await awaitParent(k, reverse.id, me.id);
        else await befriend(k, me.id, normaliseEmail(me.email), reverse.user_id, email, at);
        return { message: FRIEND_REQUEST_SENT };
      }
      const inserted = await k
        .insertInto('friend_requests')
        .values({
          id: randomUUID(),
          requester_id: me.id,
          addressee_email: email,
          // An under-13's request waits for a linked parent before it reaches anyone.
          status: under13 ? 'awaiting' : 'pending',
          created_at: at,
          decided_at: null,
          approval_child_id: under13 ? me.id : null,
        })
        .onConflict((oc) => oc.columns(['requester_id', 'addressee_email']).doNothing())
        .executeTakeFirst();
      const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      if (isNew && !under13) notifyAddressee(ctx, request, email, me.first_name);
      return { message: FRIEND_REQUEST_SENT };
    },
  );

  r.post(
    '/api/community/friends/accept/:id',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'Accept a friend request addressed to me',
        security,
        params: idParam,
        body: z.strictObject({}).optional(),
        response: { 200: acceptResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = request.user!;
      const myEmail = normaliseEmail(me.email);
      const row = await k
        .selectFrom('friend_requests')
        .innerJoin('users', 'users.id', 'friend_requests.requester_id')
        .select([
          'friend_requests.id',
          'users.id as user_id',
          'users.first_name',
          'users.last_name',
          'users.email',
        ])
        .where('friend_requests.id', '=', request.params.id)
        .where('friend_requests.addressee_email', '=', myEmail)
        .where('friend_requests.status', '=', 'pending')
        .where(seenInSql())
        .executeTakeFirst();
      if (!row || row.user_id === me.id) throw requestNotFound();
      if ((await blockedAmong(k, me.id, [row.user_id])).has(row.user_id)) throw requestNotFound();
      const bands = await ageBands(k, [me.id], ctx.config.now());
      if (bands.get(me.id) === 'under_13') {
        await awaitParent(k, row.id, me.id);
        return { friend: null, awaiting_parent: true };
      }
      const at = now();
      await befriend(k, me.id, myEmail, row.user_id, normaliseEmail(row.email), at);
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
    },
  );

  r.delete(
    '/api/community/friends/decline/:id',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'Decline a friend request addressed to me (the sender is not told)',
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const res = await k
        .updateTable('friend_requests')
        .set({ status: 'declined', decided_at: now() })
        .where('id', '=', request.params.id)
        .where('addressee_email', '=', normaliseEmail(request.user!.email))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw requestNotFound();
      return { message: 'Friend request declined' };
    },
  );

  r.delete(
    '/api/community/friends/cancel/:id',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'Withdraw a friend request I sent',
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const res = await k
        .deleteFrom('friend_requests')
        .where('id', '=', request.params.id)
        .where('requester_id', '=', request.user!.id)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw requestNotFound();
      return { message: 'Friend request cancelled' };
    },
  );

  r.delete(
    '/api/community/friends/:id',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'Remove a friend (by their user id); past messages stay readable to both',
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const pair = friendPair(request.user!.id, request.params.id);
      const res = await k
        .deleteFrom('friendships')
        .where('user_low', '=', pair.user_low)
        .where('user_high', '=', pair.user_high)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw new HttpError(404, 'Friend not found');
      return { message: 'Friend removed' };
    },
  );
}

/** An under-13 accepted: the request now waits for their linked parent (see parent-approval-routes). */
async function awaitParent(k: SocialDb, requestId: string, childId: string): Promise<void> {
  await k
    .updateTable('friend_requests')
    .set({ status: 'awaiting', approval_child_id: childId })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .execute();
}

/** Makes two users friends and clears the requests between them, in one transaction. */
async function befriend(
  k: SocialDb,
  meId: string,
  myEmail: string,
  otherId: string,
  otherEmail: string,
  at: string,
): Promise<void> {
  await k.transaction().execute((trx) => befriendIn(trx, meId, myEmail, otherId, otherEmail, at));
}

/** The statements of `befriend`, inside the caller's transaction. */
export async function befriendIn(
  trx: SocialDb,
  meId: string,
  myEmail: string,
  otherId: string,
  otherEmail: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('friendships')
    .values({ ...friendPair(meId, otherId), created_at: at })
    .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
    .execute();
  await trx
    .deleteFrom('friend_requests')
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_id', '=', otherId), eb('addressee_email', '=', myEmail)]),
        eb.and([eb('requester_id', '=', meId), eb('addressee_email', '=', otherEmail)]),
      ]),
    )
    .execute();
}
