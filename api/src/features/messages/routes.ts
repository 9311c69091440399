import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { seenInSql } from '../../security/account-standing';
import { errors } from '../auth/schemas';
import {
  BLOCKED,
  MINOR_TO_ADULT,
  relationBetween,
  relationsOf,
  sendRefusals,
  sendVerdict,
  type Relation,
} from '../community/connections';
import { ageBands, hasBlocked } from '../community/minors';
import { socialDb, type DirectMessagesTable, type SocialDb } from '../community/tables';
import { parseHeldCategories } from '../safety-surfaces/rules';
import { screenItem } from '../safety-surfaces/screen';
import { alertParentsOf, recordItemIncidents } from '../safety-surfaces';
import { tutorDb, type TutorDb } from '../tutor/tables';
import {
  contactSchema,
  messageItem,
  NOT_CONNECTED,
  oversightSchema,
  sendBody,
  threadSummary,
  threadView,
  userIdParam,
} from './schemas';

const security = [{ bearerAuth: [] }];
const THREAD_PAGE = 200;
const SCREEN_HISTORY = 5;
const notConnected = () => new HttpError(403, NOT_CONNECTED);

/** The machine-readable reason for a refusal message (the UI shows it in the user's language). */
const sendBlockOf = (refusal: string | null) =>
  refusal === null
    ? null
    : refusal === BLOCKED
      ? ('blocked' as const)
      : refusal === NOT_CONNECTED
        ? ('not_connected' as const)
        : ('minor_adult' as const);

const between = (me: string, other: string) =>
  sql<boolean>`((sender_id = ${me} and recipient_id = ${other}) or (sender_id = ${other} and recipient_id = ${me}))`;

/** A held message is shown to its sender only (with why), never to its recipient. */
const visibleTo = (me: string) => sql<boolean>`(sender_id = ${me} or status = 'sent')`;

const toItem = (m: DirectMessagesTable) => ({
  id: m.id,
  sender_id: m.sender_id,
  recipient_id: m.recipient_id,
  body: m.body,
  created_at: m.created_at,
  read_at: m.read_at,
  held: m.status === 'held',
  held_categories: m.status === 'held' ? parseHeldCategories(m.held_categories) : [],
});

/**
 * The people behind these ids whom the caller may see. An account that may not sign in (e.g. a
 * child whose consent was revoked) is left out, so its threads vanish from others' lists.
 */
async function people(k: SocialDb, ids: string[]) {
  if (ids.length === 0)
    return new Map<string, { id: string; first_name: string; last_name: string }>();
  const rows = await k
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .where(seenInSql())
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which of these users are students (the children whose messages are screened). */
async function studentsAmong(k: SocialDb, ids: string[]): Promise<string[]> {
  const rows = await k
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('role', '=', 'student')
    .execute();
  return ids.filter((id) => rows.some((r) => r.id === id));
}

/** The sender's last few messages to this person, oldest first (the screen's history). */
async function recentFrom(k: SocialDb, sender: string, recipient: string): Promise<string[]> {
  const rows = await k
    .selectFrom('direct_messages')
    .select('body')
    .where('sender_id', '=', sender)
    .where('recipient_id', '=', recipient)
    .orderBy('created_at', 'desc')
    .limit(SCREEN_HISTORY)
    .execute();
  return rows.map((r) => r.body).reverse();
}

async function hasHistory(k: SocialDb, me: string, other: string): Promise<boolean> {
  const row = await k
    .selectFrom('direct_messages')
    .select('id')
    .where(between(me, other))
    .where(visibleTo(me))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Unread messages in the threads the caller can open (senders that may be seen). */
async function unreadTotal(k: SocialDb, me: string): Promise<number> {
  const row = await k
    .selectFrom('direct_messages')
    .innerJoin('users', 'users.id', 'direct_messages.sender_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(seenInSql())
    .where('direct_messages.recipient_id', '=', me)
    .where('direct_messages.status', '=', 'sent')
    .where('direct_messages.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Direct messages between connected people: accepted friends, and a student and their advisor
 * (both directions). A thread stays readable after the connection ends; sending needs it.
 * Any other user id, existing or not, gets the same 403.
 */
export function messageRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = socialDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The relation (null when it ended) if the caller may read the thread; 403 otherwise. */
  const access = async (me: string, other: string): Promise<Relation | null> => {
    const relation = await relationBetween(k, me, other);
    if (relation) return relation;
    // Past messages stay readable, but not with an account that may not be seen.
    if (me !== other && (await hasHistory(k, me, other)) && (await people(k, [other])).has(other)) {
      return null;
    }
    throw notConnected();
  };

  r.get(
    '/api/messages/threads',
    {
      schema: {
        tags: ['messages'],
        summary: 'My conversations, most recent first, with unread counts',
        security,
        response: {
          200: z.object({ threads: z.array(threadSummary), parent_oversight: oversightSchema }),
          ...errors(401),
        },
      },
    },
    async (request) => {
      const me = request.user!.id;
      const now = ctx.config.now();
      const latest = await sql<DirectMessagesTable>`
        select id, sender_id, recipient_id, body, created_at, read_at, status, held_categories from (
          select dm.id, dm.sender_id, dm.recipient_id, dm.body, dm.created_at, dm.read_at,
            dm.status, dm.held_categories,
            row_number() over (
              partition by case when dm.sender_id = ${me} then dm.recipient_id else dm.sender_id end
              order by dm.created_at desc, dm.id desc
            ) as rn
          from direct_messages dm
          where dm.sender_id = ${me} or (dm.recipient_id = ${me} and dm.status = 'sent')
        ) t
        where t.rn = 1
        order by t.created_at desc`.execute(k);
      const unread = await k
        .selectFrom('direct_messages')
        .select(['sender_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('recipient_id', '=', me)
        .where('status', '=', 'sent')
        .where('read_at', 'is', null)
        .groupBy('sender_id')
        .execute();
      const unreadBy = new Map(unread.map((u) => [u.sender_id, Number(u.n)]));
      const relations = await relationsOf(k, me);
      const refusals = await sendRefusals(k, me, relations, now);
      const others = latest.rows.map((m) => (m.sender_id === me ? m.recipient_id : m.sender_id));
      const users = await people(k, others);
      const myBlocks = new Set(
        (
          await k
            .selectFrom('user_blocks')
            .select('blocked_id')
            .where('blocker_id', '=', me)
            .execute()
        ).map((b) => b.blocked_id),
      );
      const blockedMe = new Set(
        (
          await k
            .selectFrom('user_blocks')
            .select('blocker_id')
            .where('blocked_id', '=', me)
            .execute()
        ).map((b) => b.blocker_id),
      );
      return {
        threads: latest.rows.flatMap((m, i) => {
          const other = others[i]!;
          const user = users.get(other);
          if (!user) return [];
          const relation = relations.get(other) ?? null;
          const refusal =
            (myBlocks.has(other) || blockedMe.has(other) ? BLOCKED : null) ??
            (relation === null ? NOT_CONNECTED : (refusals.get(other) ?? null));
          return [
            {
              user,
              relation,
              can_send: refusal === null,
              send_block: sendBlockOf(refusal),
              blocked_by_me: myBlocks.has(other),
              unread: unreadBy.get(other) ?? 0,
              last_message: toItem(m),
            },
          ];
        }),
        // Only said when a parent is linked: otherwise nobody reads along.
        parent_oversight: [...relations.values()].includes('parent')
          ? await oversightOf(k, me, now)
          : ('none' as const),
      };
    },
  );

  r.get(
    '/api/messages/contacts',
    {
      schema: {
        tags: ['messages'],
        summary:
          'Everyone I may message now: family, friends, my advisor, my students (blocked people and, for a minor, adult friends left out)',
        security,
        response: { 200: z.object({ contacts: z.array(contactSchema) }), ...errors(401) },
      },
    },
    async (request) => {
      const me = request.user!.id;
      const relations = await relationsOf(k, me);
      const refusals = await sendRefusals(k, me, relations, ctx.config.now());
      const users = await people(k, [...relations.keys()]);
      const contacts = [...relations]
        .flatMap(([id, relation]) => {
          const user = users.get(id);
          return user && !refusals.has(id) ? [{ user, relation }] : [];
        })
        .sort((a, b) =>
          `${a.user.first_name} ${a.user.last_name}`.localeCompare(
            `${b.user.first_name} ${b.user.last_name}`,
          ),
        );
      return { contacts };
    },
  );

  r.get(
    '/api/messages/unread-count',
    {
      schema: {
        tags: ['messages'],
        summary: 'How many messages to me are unread',
        security,
        response: { 200: z.object({ unread: z.number() }), ...errors(401) },
      },
    },
    async (request) => ({ unread: await unreadTotal(k, request.user!.id) }),
  );

  r.get(
    '/api/messages/with/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: `The conversation with one person (the latest ${THREAD_PAGE} messages, oldest first)`,
        security,
        params: userIdParam,
        response: { 200: threadView, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const me = request.user!.id;
      const other = request.params.userId;
      await access(me, other);
      const { relation, refusal } = await sendVerdict(k, me, other, ctx.config.now());
      const user = (await people(k, [other])).get(other);
      if (!user) throw notConnected();
      const rows = await k
        .selectFrom('direct_messages')
        .selectAll()
        .where(between(me, other))
        .where(visibleTo(me))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(THREAD_PAGE)
        .execute();
      return {
        user,
        relation,
        can_send: refusal === null,
        send_block: sendBlockOf(refusal),
        blocked_by_me: await hasBlocked(k, me, other),
        messages: rows.reverse().map(toItem),
      };
    },
  );

  r.post(
    '/api/messages/with/:userId',
    {
      onRequest: async (request) => {
        if (request.user) await ctx.limits.consume('messageSend', request.user.id);
      },
      schema: {
        tags: ['messages'],
        summary:
          'Send a message (1–2,000 characters after trimming) to a connection; a message to or from a student that the safety screen flags is held (`held: true`) and not delivered',
        security,
        params: userIdParam,
        body: sendBody,
        response: { 201: messageItem, ...errors(400, 401, 403, 429) },
        description: `Refused with 403: no relation ("${NOT_CONNECTED}"), a block either way ("${BLOCKED}"), or a friendship between a student under 18 and an adult ("${MINOR_TO_ADULT}" or its mirror for the adult).`,
      },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const other = request.params.userId;
      if (other === me) {
        throw new HttpError(400, 'You cannot message yourself', {
          userId: 'You cannot message yourself',
        });
      }
      const { relation, refusal } = await sendVerdict(k, me, other, ctx.config.now());
      if (refusal) throw new HttpError(403, refusal);
      // Strictly increasing times within a thread keep the order stable at millisecond clocks.
      const last = await k
        .selectFrom('direct_messages')
        .select('created_at')
        .where(between(me, other))
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      let at = ctx.config.now();
      if (last && Date.parse(last.created_at) >= at.getTime()) {
        at = new Date(Date.parse(last.created_at) + 1);
      }
      const children = await studentsAmong(k, [me, other]);
      const outcome =
        children.length > 0
          ? await screenItem({
              surface: 'direct_message',
              text: request.body.body,
              history: await recentFrom(k, me, other),
              authorIsChild: children.includes(me),
              authorIsParentOfReader: relation === 'child',
            })
          : null;
      const row: DirectMessagesTable = {
        id: randomUUID(),
        sender_id: me,
        recipient_id: other,
        body: outcome?.stored ?? request.body.body,
        created_at: at.toISOString(),
        read_at: null,
        status: outcome?.held ? 'held' : 'sent',
        held_categories: outcome?.held ? JSON.stringify(outcome.heldCategories) : null,
      };
      await k.transaction().execute(async (trx) => {
        await trx.insertInto('direct_messages').values(row).execute();
        if (outcome) {
          await recordItemIncidents(
            trx as unknown as TutorDb,
            row.created_at,
            { surface: 'direct_message', itemId: row.id, studentIds: children },
            outcome,
          );
        }
      });
      if (outcome) {
        // Self-harm: its author's parents; sexual content or grooming: every child's parents.
        const told =
          outcome.parentAlert === 'self_harm' ? children.filter((c) => c === me) : children;
        await alertParentsOf(
          ctx,
          tutorDb(ctx.db.kysely),
          request.log,
          told,
          'direct_message',
          outcome,
        );
      }
      return reply.code(201).send(toItem(row));
    },
  );

  r.post(
    '/api/messages/with/:userId/read',
    {
      schema: {
        tags: ['messages'],
        summary: "Mark the person's messages to me as read",
        security,
        params: userIdParam,
        body: z.strictObject({}).optional(),
        response: {
          200: z.object({ marked: z.number(), unread: z.number() }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const me = request.user!.id;
      const other = request.params.userId;
      await access(me, other);
      const res = await k
        .updateTable('direct_messages')
        .set({ read_at: ctx.config.now().toISOString() })
        .where('sender_id', '=', other)
        .where('recipient_id', '=', me)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return { marked: Number(res.numUpdatedRows), unread: await unreadTotal(k, me) };
    },
  );
}

/** What this user's linked parents may see of their direct messages (by age, see schemas). */
export async function oversightOf(
  k: SocialDb,
  me: string,
  now: Date,
): Promise<'messages' | 'contacts' | 'none'> {
  const band = (await ageBands(k, [me], now)).get(me);
  return band === 'under_13' ? 'messages' : band === 'teen' ? 'contacts' : 'none';
}
