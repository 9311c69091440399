import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import {
  dateSchema,
  idParam,
  pillarSchema,
  questDetailSchema,
  questSummarySchema,
} from './schemas';
import { enrolInQuest } from './enrol';
import { isUniqueViolation, learningDb } from './tables';
import { questDetail, questSummaries } from './views';

/** Changes to a student's own learning record: students only (admin passes every gate). */
export const STUDENT_ONLY = { roles: ['student'] } as const;
const security = [{ bearerAuth: [] }];
const notFound = () => new HttpError(404, 'Quest not found');

const listQuery = z.strictObject({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  pillar: pillarSchema.optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page is too large')
    .default(1),
  page_size: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(50, 'Page size must be at most 50')
    .default(12),
});

const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function questRoutes(app: FastifyInstance): void {
  const k = learningDb(app.ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.config.now().toISOString();

  const detailOr404 = async (userId: string, questId: string) => {
    const d = await questDetail(k, userId, questId);
    if (!d) throw notFound();
    return d;
  };

  r.get(
    '/api/quests',
    {
      schema: {
        tags: ['learning'],
        summary: 'The active quest catalogue: search, filter by pillar, paginated',
        security,
        querystring: listQuery,
        response: {
          200: z.object({
            items: z.array(questSummarySchema),
            page: z.number(),
            page_size: z.number(),
            total: z.number(),
          }),
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const { search, pillar, page, page_size } = request.query;
      let q = k.selectFrom('quests').where('is_active', '=', 1);
      if (search) {
        const p = likePattern(search);
        q = q.where(
          sql<boolean>`(lower(quests.title) like ${p} escape '\\' or lower(quests.short_description) like ${p} escape '\\')`,
        );
      }
      if (pillar) {
        q = q.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('quest_tasks')
              .select('quest_tasks.id')
              .whereRef('quest_tasks.quest_id', '=', 'quests.id')
              .where('quest_tasks.pillar', '=', pillar),
          ),
        );
      }
      const total = await q
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .select(['id', 'title', 'short_description', 'cover_image_url'])
        .orderBy('title')
        .orderBy('id')
        .limit(page_size)
        .offset((page - 1) * page_size)
        .execute();
      return {
        items: await questSummaries(k, request.user!.id, rows),
        page,
        page_size,
        total: Number(total.n),
      };
    },
  );

  r.get(
    '/api/quests/mine',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's quests by status (empty for non-students)",
        security,
        response: {
          200: z.object({
            active: z.array(questSummarySchema),
            completed: z.array(questSummarySchema),
            set_down: z.array(questSummarySchema),
          }),
          ...errors(401),
        },
      },
    },
    async (request) => {
      const rows = await k
        .selectFrom('enrolments')
        .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
        .select([
          'quests.id',
          'quests.title',
          'quests.short_description',
          'quests.cover_image_url',
          'enrolments.status',
        ])
        .where('enrolments.student_id', '=', request.user!.id)
        .orderBy('enrolments.picked_up_at', 'desc')
        .execute();
      const all = await questSummaries(k, request.user!.id, rows);
      return {
        active: all.filter((q) => q.enrolment?.status === 'active'),
        completed: all.filter((q) => q.enrolment?.status === 'completed'),
        set_down: all.filter((q) => q.enrolment?.status === 'set_down'),
      };
    },
  );

  r.get(
    '/api/quests/:id',
    {
      schema: {
        tags: ['learning'],
        summary: "A quest with its big idea and tasks (the caller's copies when enrolled)",
        security,
        params: idParam,
        response: { 200: questDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => detailOr404(request.user!.id, request.params.id),
  );

  r.post(
    '/api/quests/:id/pick-up',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: 'Pick up a quest (201 the first time, 200 when picked up again)',
        security,
        params: idParam,
        body: z.strictObject({}).optional(),
        response: { 200: questDetailSchema, 201: questDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const questId = request.params.id;
      const at = now();
      let created = false;
      try {
        await k.transaction().execute(async (trx) => {
          const existing = await trx
            .selectFrom('enrolments')
            .selectAll()
            .where('student_id', '=', userId)
            .where('quest_id', '=', questId)
            .executeTakeFirst();
          if (existing) {
            if (existing.status !== 'set_down') return;
            const upd = await trx
              .updateTable('enrolments')
              .set({
                status: 'active',
                pickup_count: sql<number>`pickup_count + 1`,
                picked_up_at: at,
              })
              .where('id', '=', existing.id)
              .where('status', '=', 'set_down')
              .executeTakeFirst();
            if (Number(upd.numUpdatedRows) === 1) {
              await trx
                .insertInto('enrolment_history')
                .values({
                  id: randomUUID(),
                  enrolment_id: existing.id,
                  picked_up_at: at,
                  set_down_at: null,
                  reflection: null,
                })
                .execute();
            }
            return;
          }
          const quest = await trx
            .selectFrom('quests')
            .select('id')
            .where('id', '=', questId)
            .where('is_active', '=', 1)
            .executeTakeFirst();
          if (!quest) throw notFound();
          await enrolInQuest(trx, userId, questId, at);
          created = true;
        });
      } catch (err) {
        // A concurrent first pick-up won the race: this one is a plain "already picked up".
        if (!isUniqueViolation(err)) throw err;
      }
      const detail = await detailOr404(userId, questId);
      return reply.code(created ? 201 : 200).send(detail);
    },
  );

  r.post(
    '/api/quests/:id/set-down',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: 'Set a quest down with a reflection (it can be picked up again later)',
        security,
        params: idParam,
        body: z.strictObject({
          reflection: z
            .string({ error: 'Reflection is required' })
            .trim()
            .min(1, 'Reflection is required')
            .max(2000, 'Reflection must be at most 2000 characters'),
        }),
        response: { 200: questDetailSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const questId = request.params.id;
      const at = now();
      await k.transaction().execute(async (trx) => {
        const e = await trx
          .selectFrom('enrolments')
          .select(['id', 'status'])
          .where('student_id', '=', userId)
          .where('quest_id', '=', questId)
          .executeTakeFirst();
        if (!e) {
          const exists = await trx
            .selectFrom('quests')
            .select('id')
            .where('id', '=', questId)
            .where('is_active', '=', 1)
            .executeTakeFirst();
          if (!exists) throw notFound();
          throw new HttpError(409, 'You have not picked up this quest');
        }
        const upd = await trx
          .updateTable('enrolments')
          .set({ status: 'set_down' })
          .where('id', '=', e.id)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(upd.numUpdatedRows) !== 1) {
          throw new HttpError(
            409,
            e.status === 'completed'
              ? 'This quest is already completed'
              : 'This quest is already set down',
          );
        }
        await trx
          .updateTable('enrolment_history')
          .set({ set_down_at: at, reflection: request.body.reflection })
          .where('enrolment_id', '=', e.id)
          .where('set_down_at', 'is', null)
          .execute();
      });
      return detailOr404(userId, questId);
    },
  );

  r.patch(
    '/api/quests/:id/enrolment',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: "Set or clear the quest's due date",
        security,
        params: idParam,
        body: z.strictObject({ due_date: dateSchema.nullable() }),
        response: { 200: questDetailSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const upd = await k
        .updateTable('enrolments')
        .set({ due_date: request.body.due_date })
        .where('student_id', '=', userId)
        .where('quest_id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(upd.numUpdatedRows) !== 1) {
        await detailOr404(userId, request.params.id);
        throw new HttpError(409, 'You have not picked up this quest');
      }
      return detailOr404(userId, request.params.id);
    },
  );
}
