import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import { relationsOf } from '../community/connections';
import { socialDb } from '../community/tables';
import { linkedChild } from '../family';
import { familyDb } from '../family/tables';
import { oversightOf } from './routes';
import { oversightSchema, personSchema, relationSchema } from './schemas';

const PARENT = { roles: ['parent'] as const };
const security = [{ bearerAuth: [] }];
const childParam = z.strictObject({ childId: z.uuid({ error: 'Not a valid id' }) });
const threadParam = childParam.extend({ userId: z.uuid({ error: 'Not a valid id' }) });

export const CHILD_IS_ADULT = 'Your child is 18 or older: their messages are private';
export const CONTACTS_ONLY =
  'Your child is 13 or older: you can see who they message, not what they say';

const involving = (child: string) =>
  sql<boolean>`(sender_id = ${child} or recipient_id = ${child})`;
const between = (a: string, b: string) =>
  sql<boolean>`((sender_id = ${a} and recipient_id = ${b}) or (sender_id = ${b} and recipient_id = ${a}))`;

/**
 * A linked parent's view of their child's direct messages (docs/safety.md): for an under-13
 * the conversations and their delivered messages, for a 13 to 17 year old only who they
 * message, and nothing for an adult. Held messages stay withheld here as everywhere.
 */
export function familyMessageRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = socialDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The child, if linked to this parent, and what the parent may see (403 for adults). */
  const oversee = async (parentId: string, childId: string) => {
    const child = await linkedChild(familyDb(ctx.db.kysely), parentId, childId);
    const oversight = await oversightOf(k, child.id, ctx.config.now());
    if (oversight === 'none') throw new HttpError(403, CHILD_IS_ADULT);
    return { child, oversight };
  };

  r.get(
    '/api/parent/children/:childId/messages',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary:
          'Who my child messages (under 18), with counts and last times; `oversight: messages` (under 13) lets me open each conversation',
        security,
        params: childParam,
        response: {
          200: z.object({
            oversight: oversightSchema,
            threads: z.array(
              z.object({
                user: personSchema,
                relation: relationSchema.nullable(),
                message_count: z.number(),
                last_message_at: z.string(),
              }),
            ),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { child, oversight } = await oversee(request.user!.id, request.params.childId);
      const pairs = await k
        .selectFrom('direct_messages')
        .select([
          'sender_id',
          'recipient_id',
          (eb) => eb.fn.countAll<number>().as('n'),
          (eb) => eb.fn.max('created_at').as('last_at'),
        ])
        .where(involving(child.id))
        .where('status', '=', 'sent')
        .groupBy(['sender_id', 'recipient_id'])
        .execute();
      const byOther = new Map<string, { other: string; n: number; last_at: string }>();
      for (const p of pairs) {
        const other = p.sender_id === child.id ? p.recipient_id : p.sender_id;
        const prior = byOther.get(other);
        const last = String(p.last_at);
        byOther.set(other, {
          other,
          n: (prior?.n ?? 0) + Number(p.n),
          last_at: prior && prior.last_at > last ? prior.last_at : last,
        });
      }
      const rows = [...byOther.values()];
      const ids = rows.map((row) => row.other);
      const users =
        ids.length > 0
          ? await k
              .selectFrom('users')
              .select(['id', 'first_name', 'last_name'])
              .where('id', 'in', ids)
              .execute()
          : [];
      const relations = await relationsOf(k, child.id);
      return {
        oversight,
        threads: rows
          .flatMap((row) => {
            const user = users.find((u) => u.id === row.other);
            return user
              ? [
                  {
                    user,
                    relation: relations.get(row.other) ?? null,
                    message_count: Number(row.n),
                    last_message_at: String(row.last_at),
                  },
                ]
              : [];
          })
          .sort((a, b) => b.last_message_at.localeCompare(a.last_message_at)),
      };
    },
  );

  r.get(
    '/api/parent/children/:childId/messages/:userId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary:
          "One of my under-13 child's conversations (delivered messages, oldest first; held ones stay withheld)",
        security,
        params: threadParam,
        response: {
          200: z.object({
            user: personSchema,
            messages: z.array(
              z.object({
                id: z.string(),
                sender_id: z.string(),
                body: z.string(),
                created_at: z.string(),
              }),
            ),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { child, oversight } = await oversee(request.user!.id, request.params.childId);
      if (oversight !== 'messages') throw new HttpError(403, CONTACTS_ONLY);
      const other = request.params.userId;
      const user = await k
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('id', '=', other)
        .executeTakeFirst();
      const messages = await k
        .selectFrom('direct_messages')
        .select(['id', 'sender_id', 'body', 'created_at'])
        .where(between(child.id, other))
        .where('status', '=', 'sent')
        .orderBy('created_at')
        .orderBy('id')
        .limit(500)
        .execute();
      if (!user || messages.length === 0) throw new HttpError(404, 'Conversation not found');
      return { user, messages };
    },
  );
}
