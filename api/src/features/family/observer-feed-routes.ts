import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { seenInSql } from '../../security/account-standing';
import { errors } from '../auth/schemas';
import { pillarSchema } from '../learning/schemas';
import { isUniqueViolation, type Pillar } from '../learning/tables';
import { isObserverOf } from './access';
import { familyDb } from './tables';
import { screenItem } from '../safety-surfaces/screen';
import { alertParentsOf, recordItemIncidents } from '../safety-surfaces';
import { tutorDb, type TutorDb } from '../tutor/tables';

const security = [{ bearerAuth: [] }];
const OBSERVER = { roles: ['observer'] as const };
const uuid = z.uuid({ error: 'Not a valid id' });
const studentParam = z.strictObject({ studentId: uuid });
export const ENCOURAGEMENT_MAX = 500;
const FEED_LIMIT = 50;

const feedItemSchema = z.object({
  kind: z.enum(['completion', 'portfolio']),
  id: z.string(),
  title: z.string(),
  quest_title: z.string().nullable(),
  description: z.string(),
  pillar: pillarSchema.nullable(),
  xp: z.number().nullable(),
  at: z.string(),
  evidence: z.array(
    z.object({
      kind: z.enum(['text', 'link']),
      text: z.string().nullable(),
      url: z.string().nullable(),
    }),
  ),
  link_url: z.string().nullable(),
  cheers: z.number(),
  cheered_by_me: z.boolean(),
});

/**
 * What an observer may do: read the child's shared work (non-confidential completions with their
 * non-confidential text and links, accepted non-confidential portfolio items), cheer, and leave
 * encouragement. Nothing else; every feed read is logged for the parent.
 */
export function observerFeedRoutes(app: FastifyInstance): void {
  const k = familyDb(app.ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.config.now().toISOString();
  const notFound = () => new HttpError(404, 'Student not found');

  const followed = async (observerId: string, studentId: string) => {
    if (!(await isObserverOf(k, observerId, studentId))) throw notFound();
  };

  r.get(
    '/api/observer/students',
    {
      config: { auth: OBSERVER },
      schema: {
        tags: ['observers'],
        summary: 'The students the signed-in observer follows',
        security,
        response: {
          200: z.object({
            students: z.array(
              z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
            ),
          }),
          ...errors(401, 403),
        },
      },
    },
    async (request) => ({
      students: await k
        .selectFrom('observer_links')
        .innerJoin('users', 'users.id', 'observer_links.student_id')
        .select(['users.id', 'users.first_name', 'users.last_name'])
        .where('observer_links.observer_id', '=', request.user!.id)
        .where(seenInSql())
        .orderBy('users.first_name')
        .execute(),
    }),
  );

  r.get(
    '/api/observer/feed/:studentId',
    {
      config: { auth: OBSERVER },
      schema: {
        tags: ['observers'],
        summary: "A followed student's shared work, newest first (each read is logged)",
        security,
        params: studentParam,
        response: {
          200: z.object({
            student: z.object({ id: z.string(), first_name: z.string() }),
            items: z.array(feedItemSchema),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const observerId = request.user!.id;
      const { studentId } = request.params;
      await followed(observerId, studentId);
      const student = await k
        .selectFrom('users')
        .select(['id', 'first_name'])
        .where('id', '=', studentId)
        .executeTakeFirstOrThrow();
      const [completions, portfolio] = await Promise.all([
        k
          .selectFrom('task_completions')
          .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
          .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
          .select([
            'task_completions.id',
            'student_tasks.id as task_id',
            'student_tasks.title',
            'student_tasks.description',
            'student_tasks.pillar',
            'student_tasks.xp',
            'quests.title as quest_title',
            'task_completions.completed_at as at',
          ])
          .where('task_completions.student_id', '=', studentId)
          .where('task_completions.confidential', '=', 0)
          .orderBy('task_completions.completed_at', 'desc')
          .limit(FEED_LIMIT)
          .execute(),
        k
          .selectFrom('portfolio_items')
          .select(['id', 'title', 'description', 'pillar', 'link_url', 'created_at', 'decided_at'])
          .where('student_id', '=', studentId)
          .where('status', '=', 'accepted')
          .where('confidential', '=', 0)
          .where('safety_hold', '=', 0)
          .orderBy('created_at', 'desc')
          .limit(FEED_LIMIT)
          .execute(),
      ]);
      const taskIds = completions.map((c) => c.task_id);
      const ids = [...completions.map((c) => c.id), ...portfolio.map((p) => p.id)];
      const [evidence, cheers] = await Promise.all([
        taskIds.length
          ? k
              .selectFrom('evidence')
              .select(['student_task_id', 'kind', 'text', 'url'])
              .where('student_task_id', 'in', taskIds)
              .where('confidential', '=', 0)
              // Held by the safety screen: private until staff release it.
              .where('safety_hold', '=', 0)
              .where('kind', 'in', ['text', 'link'])
              .orderBy('position')
              .execute()
          : [],
        ids.length
          ? k
              .selectFrom('observer_cheers')
              .select(['item_id', 'observer_id'])
              .where('student_id', '=', studentId)
              .where('item_id', 'in', ids)
              .execute()
          : [],
      ]);
      const cheerInfo = (id: string) => {
        const mine = cheers.filter((c) => c.item_id === id);
        return {
          cheers: mine.length,
          cheered_by_me: mine.some((c) => c.observer_id === observerId),
        };
      };
      const items = [
        ...completions.map((c) => ({
          kind: 'completion' as const,
          id: c.id,
          title: c.title,
          quest_title: c.quest_title,
          description: c.description,
          pillar: c.pillar,
          xp: Number(c.xp),
          at: c.at,
          evidence: evidence
            .filter((e) => e.student_task_id === c.task_id)
            .map((e) => ({ kind: e.kind as 'text' | 'link', text: e.text, url: e.url })),
          link_url: null,
          ...cheerInfo(c.id),
        })),
        ...portfolio.map((p) => ({
          kind: 'portfolio' as const,
          id: p.id,
          title: p.title,
          quest_title: null,
          description: p.description,
          pillar: (p.pillar as Pillar | null) ?? null,
          xp: null,
          at: p.decided_at ?? p.created_at,
          evidence: [],
          link_url: p.link_url,
          ...cheerInfo(p.id),
        })),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, FEED_LIMIT);
      await k
        .insertInto('observer_reads')
        .values({
          id: randomUUID(),
          observer_id: observerId,
          student_id: studentId,
          what: 'feed',
          created_at: now(),
        })
        .execute();
      return { student, items };
    },
  );

  r.post(
    '/api/observer/cheers/:studentId',
    {
      config: { auth: OBSERVER },
      schema: {
        tags: ['observers'],
        summary: 'Cheer one item of a followed student’s feed (once per item)',
        security,
        params: studentParam,
        body: z.strictObject({
          item_kind: z.enum(['completion', 'portfolio'], {
            error: "Use 'completion' or 'portfolio'",
          }),
          item_id: uuid,
        }),
        response: { 200: z.object({ cheers: z.number() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const observerId = request.user!.id;
      const { studentId } = request.params;
      const { item_kind, item_id } = request.body;
      await followed(observerId, studentId);
      // Only items the observer can see in the feed can be cheered.
      const visible =
        item_kind === 'completion'
          ? await k
              .selectFrom('task_completions')
              .select('id')
              .where('id', '=', item_id)
              .where('student_id', '=', studentId)
              .where('confidential', '=', 0)
              .executeTakeFirst()
          : await k
              .selectFrom('portfolio_items')
              .select('id')
              .where('id', '=', item_id)
              .where('student_id', '=', studentId)
              .where('status', '=', 'accepted')
              .where('confidential', '=', 0)
              .where('safety_hold', '=', 0)
              .executeTakeFirst();
      if (!visible) throw new HttpError(404, 'Item not found');
      try {
        await k
          .insertInto('observer_cheers')
          .values({
            id: randomUUID(),
            observer_id: observerId,
            student_id: studentId,
            item_kind,
            item_id,
            created_at: now(),
          })
          .execute();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      const n = await k
        .selectFrom('observer_cheers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('item_id', '=', item_id)
        .executeTakeFirstOrThrow();
      return { cheers: Number(n.n) };
    },
  );

  r.post(
    '/api/observer/encouragements/:studentId',
    {
      config: { auth: OBSERVER },
      schema: {
        tags: ['observers'],
        summary:
          'Leave a short word of encouragement for a followed student; one the safety screen flags is held (`held: true`) and not shown to the student',
        security,
        params: studentParam,
        body: z.strictObject({
          message: z
            .string({ error: 'Write a message' })
            .trim()
            .min(1, 'Write a message')
            .max(ENCOURAGEMENT_MAX, `A message may be at most ${ENCOURAGEMENT_MAX} characters`),
        }),
        response: {
          201: z.object({
            id: z.string(),
            held: z.boolean(),
            held_categories: z
              .array(z.string())
              .describe('Why it is held (safety categories, most serious first)'),
            message: z.string().describe('What was stored: personal details masked'),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const observerId = request.user!.id;
      const { studentId } = request.params;
      await followed(observerId, studentId);
      const id = randomUUID();
      const outcome = await screenItem({
        surface: 'encouragement',
        text: request.body.message,
        authorIsChild: false,
      });
      const at = now();
      await k.transaction().execute(async (trx) => {
        await trx
          .insertInto('observer_encouragements')
          .values({
            id,
            observer_id: observerId,
            student_id: studentId,
            message: outcome.stored,
            created_at: at,
            status: outcome.held ? 'held' : 'sent',
            held_categories: outcome.held ? JSON.stringify(outcome.heldCategories) : null,
          })
          .execute();
        await recordItemIncidents(
          trx as unknown as TutorDb,
          at,
          { surface: 'encouragement', itemId: id, studentIds: [studentId] },
          outcome,
        );
      });
      await alertParentsOf(
        app.ctx,
        tutorDb(app.ctx.db.kysely),
        request.log,
        [studentId],
        'encouragement',
        outcome,
      );
      return reply.code(201).send({
        id,
        held: outcome.held,
        held_categories: outcome.heldCategories,
        message: outcome.stored,
      });
    },
  );

  r.get(
    '/api/family/encouragements',
    {
      config: { auth: { roles: ['student'] } },
      schema: {
        tags: ['family'],
        summary: 'Encouragement the signed-in student received from their observers',
        security,
        response: {
          200: z.object({
            items: z.array(
              z.object({
                id: z.string(),
                first_name: z.string(),
                message: z.string(),
                created_at: z.string(),
              }),
            ),
          }),
          ...errors(401, 403),
        },
      },
    },
    async (request) => ({
      items: await k
        .selectFrom('observer_encouragements')
        .innerJoin('users', 'users.id', 'observer_encouragements.observer_id')
        .select([
          'observer_encouragements.id',
          'users.first_name',
          'observer_encouragements.message',
          'observer_encouragements.created_at',
        ])
        .where('observer_encouragements.student_id', '=', request.user!.id)
        .where('observer_encouragements.status', '=', 'sent')
        .orderBy('observer_encouragements.created_at', 'desc')
        .limit(50)
        .execute(),
    }),
  );
}
