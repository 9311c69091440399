import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { seenInSql } from '../../security/account-standing';
import { errors, messageSchema } from '../auth/schemas';
import { relationBetween } from '../community/connections';
import { friendPair, socialDb, type SocialDb } from '../community/tables';
import { SAFETY_CATEGORIES } from '../safety/types';
import type { TutorDb } from '../tutor/tables';
import { NOT_CONNECTED, personSchema, userIdParam } from './schemas';

const security = [{ bearerAuth: [] }];
/** Messages attached when the reporter picks none: the latest of the thread. */
const REPORT_DEFAULT_MESSAGES = 20;
const REPORT_MAX_MESSAGES = 50;

export const REPORT_RECEIVED =
  'Thank you for telling us. Our safety team will review this conversation.';
const NOT_IN_THREAD = 'These messages are not in this conversation';

export const reportBody = z.strictObject({
  reason: z.enum(SAFETY_CATEGORIES, {
    error: `Reason must be one of: ${SAFETY_CATEGORIES.join(', ')}`,
  }),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(1000, 'The note must be at most 1,000 characters')
    .optional(),
  message_ids: z
    .array(z.uuid({ error: 'Not a valid id' }), { error: 'message_ids must be a list of ids' })
    .max(REPORT_MAX_MESSAGES, `Attach at most ${REPORT_MAX_MESSAGES} messages`)
    .optional(),
  block: z.boolean({ error: 'Block must be true or false' }).optional(),
});

const blockBody = z.strictObject({ user_id: z.uuid({ error: 'Not a valid id' }) });

const between = (me: string, other: string) =>
  sql<boolean>`((sender_id = ${me} and recipient_id = ${other}) or (sender_id = ${other} and recipient_id = ${me}))`;

/**
 * Sets a block from `me` on `other` and ends what connected them socially (the friendship and
 * any request either way), inside the caller's transaction. Family and advisor links stay: they
 * are not the child's to end here (see docs/safety.md).
 */
async function blockIn(trx: SocialDb, me: string, other: string, at: string): Promise<void> {
  await trx
    .insertInto('user_blocks')
    .values({ blocker_id: me, blocked_id: other, created_at: at })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
  const pair = friendPair(me, other);
  await trx
    .deleteFrom('friendships')
    .where('user_low', '=', pair.user_low)
    .where('user_high', '=', pair.user_high)
    .execute();
  const emails = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [me, other])
    .execute();
  const emailOf = (id: string) => emails.find((e) => e.id === id)?.email ?? '';
  await trx
    .deleteFrom('friend_requests')
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_id', '=', me), eb('addressee_email', '=', emailOf(other))]),
        eb.and([eb('requester_id', '=', other), eb('addressee_email', '=', emailOf(me))]),
      ]),
    )
    .execute();
}

/**
 * Report a conversation to the safety team and block people (both directions, at once).
 * A report is stored with a copy of the messages it names and lands in the admin safety queue
 * as an incident (surface `report`), kept from parents' views: a child may report anyone,
 * their own family included.
 */
export function messageSafetyRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = socialDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Someone the caller has a conversation or a connection with (403 for anyone else). */
  const reportable = async (me: string, other: string) => {
    if (me === other) throw new HttpError(403, NOT_CONNECTED);
    const related = await relationBetween(k, me, other);
    const history = await k
      .selectFrom('direct_messages')
      .select('id')
      .where(between(me, other))
      .limit(1)
      .executeTakeFirst();
    if (!related && !history) throw new HttpError(403, NOT_CONNECTED);
  };

  r.post(
    '/api/messages/with/:userId/report',
    {
      schema: {
        tags: ['messages'],
        summary:
          'Report the conversation with this person to the safety team, with the messages named (default: the latest 20); optionally block them too',
        security,
        params: userIdParam,
        body: reportBody,
        response: {
          201: z.object({
            report_id: z.string(),
            message: z.string(),
            messages_attached: z.number(),
            blocked: z.boolean(),
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const other = request.params.userId;
      await reportable(me, other);
      const { reason, note, message_ids: ids, block } = request.body;
      // Only messages the reporter can see: their own, and delivered ones to them.
      let q = k
        .selectFrom('direct_messages')
        .select(['id', 'sender_id', 'body', 'created_at'])
        .where(between(me, other))
        .where(sql<boolean>`(sender_id = ${me} or status = 'sent')`);
      if (ids && ids.length > 0) q = q.where('id', 'in', ids);
      const rows = await q
        .orderBy('created_at', 'desc')
        .limit(ids && ids.length > 0 ? REPORT_MAX_MESSAGES : REPORT_DEFAULT_MESSAGES)
        .execute();
      if (ids && new Set(ids).size !== rows.length) {
        throw new HttpError(400, NOT_IN_THREAD, { message_ids: NOT_IN_THREAD });
      }
      const messages = rows.reverse();
      const people = await k
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', 'in', [me, other])
        .execute();
      const isStudent = (id: string) => people.some((p) => p.id === id && p.role === 'student');
      // The queue files incidents under a student: the reporter when a student, else the
      // reported student, else (two adults) the reporter.
      const studentId = isStudent(me) ? me : isStudent(other) ? other : me;
      const at = ctx.config.now().toISOString();
      const reportId = randomUUID();
      await k.transaction().execute(async (trx) => {
        await trx
          .insertInto('message_reports')
          .values({
            id: reportId,
            reporter_id: me,
            reported_id: other,
            reason,
            note: note || null,
            created_at: at,
          })
          .execute();
        if (messages.length > 0) {
          await trx
            .insertInto('message_report_items')
            .values(
              messages.map((m) => ({
                report_id: reportId,
                message_id: m.id,
                sender_id: m.sender_id,
                body: m.body,
                sent_at: m.created_at,
              })),
            )
            .execute();
        }
        const excerpt = (note || messages.at(-1)?.body || '').slice(0, 300);
        await (trx as unknown as TutorDb)
          .insertInto('safety_incidents')
          .values({
            id: randomUUID(),
            student_id: studentId,
            conversation_id: null,
            message_id: null,
            category: reason,
            severity: 'high',
            action_taken: 'reported',
            excerpt,
            created_at: at,
            status: 'open',
            reviewed_by: null,
            resolved_at: null,
            resolution_note: null,
            surface: 'report',
            item_id: reportId,
            hidden_from_parents: 1,
          })
          .execute();
        if (block) await blockIn(trx, me, other, at);
      });
      return reply.code(201).send({
        report_id: reportId,
        message: REPORT_RECEIVED,
        messages_attached: messages.length,
        blocked: block === true,
      });
    },
  );

  r.get(
    '/api/messages/blocks',
    {
      schema: {
        tags: ['messages'],
        summary: 'The people I have blocked',
        security,
        response: {
          200: z.object({
            blocks: z.array(z.object({ user: personSchema, created_at: z.string() })),
          }),
          ...errors(401),
        },
      },
    },
    async (request) => {
      const rows = await k
        .selectFrom('user_blocks')
        .innerJoin('users', 'users.id', 'user_blocks.blocked_id')
        .select(['users.id', 'users.first_name', 'users.last_name', 'user_blocks.created_at'])
        .where('user_blocks.blocker_id', '=', request.user!.id)
        .orderBy('user_blocks.created_at', 'desc')
        .execute();
      return {
        blocks: rows.map((b) => ({
          user: { id: b.id, first_name: b.first_name, last_name: b.last_name },
          created_at: b.created_at,
        })),
      };
    },
  );

  r.post(
    '/api/messages/blocks',
    {
      schema: {
        tags: ['messages'],
        summary:
          'Block someone I have a conversation or connection with: no messages and no friend requests either way, at once; our friendship and pending requests end',
        security,
        body: blockBody,
        response: { 200: messageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const me = request.user!.id;
      const other = request.body.user_id;
      await reportable(me, other);
      const seen = await k
        .selectFrom('users')
        .select('id')
        .where('id', '=', other)
        .where(seenInSql())
        .executeTakeFirst();
      if (!seen) throw new HttpError(403, NOT_CONNECTED);
      const at = ctx.config.now().toISOString();
      await k.transaction().execute((trx) => blockIn(trx, me, other, at));
      return { message: 'Blocked' };
    },
  );

  r.delete(
    '/api/messages/blocks/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: 'Lift a block I set (a block they set on me stays)',
        security,
        params: userIdParam,
        response: { 200: messageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const res = await k
        .deleteFrom('user_blocks')
        .where('blocker_id', '=', request.user!.id)
        .where('blocked_id', '=', request.params.userId)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw new HttpError(404, 'Block not found');
      return { message: 'Unblocked' };
    },
  );
}

/** A report as the admin safety queue shows it (see tutor/admin-routes.ts). */
export const reportView = z
  .object({
    reason: z.string(),
    note: z.string().nullable(),
    reporter: personSchema,
    reported: personSchema,
    messages: z.array(
      z.object({ id: z.string(), sender_id: z.string(), body: z.string(), sent_at: z.string() }),
    ),
  })
  .meta({ id: 'MessageReport' });

/** The reports behind these incident item ids, with their attached messages. */
export async function reportsByIds(
  db: TutorDb,
  ids: string[],
): Promise<Map<string, z.infer<typeof reportView>>> {
  const k = db as unknown as SocialDb;
  const out = new Map<string, z.infer<typeof reportView>>();
  if (ids.length === 0) return out;
  const reports = await k
    .selectFrom('message_reports')
    .selectAll()
    .where('id', 'in', ids)
    .execute();
  const items = await k
    .selectFrom('message_report_items')
    .selectAll()
    .where('report_id', 'in', ids)
    .orderBy('sent_at')
    .execute();
  const userIds = [...new Set(reports.flatMap((r) => [r.reporter_id, r.reported_id]))];
  const users =
    userIds.length > 0
      ? await k
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', userIds)
          .execute()
      : [];
  const person = (id: string) =>
    users.find((u) => u.id === id) ?? { id, first_name: '(deleted)', last_name: '' };
  for (const report of reports) {
    out.set(report.id, {
      reason: report.reason,
      note: report.note,
      reporter: person(report.reporter_id),
      reported: person(report.reported_id),
      messages: items
        .filter((i) => i.report_id === report.id)
        .map((i) => ({
          id: i.message_id,
          sender_id: i.sender_id,
          body: i.body,
          sent_at: i.sent_at,
        })),
    });
  }
  return out;
}
