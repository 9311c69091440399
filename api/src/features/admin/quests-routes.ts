import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import { pillarSchema, subjectSchema } from '../learning/schemas';
import { learningDb, type LearningDb } from '../learning/tables';
import { orderedPillars } from '../learning';
import { writeAudit } from './audit';

/**
 * The quest catalogue for admin-like staff (admin and educator): every quest, active or not,
 * with its template tasks. quests.total_xp and quests.pillars are always recomputed from the
 * tasks. Students' own task copies (student_tasks) are theirs: editing a template never
 * changes work a student has already picked up.
 */
const STAFF = { auth: { roles: ['educator'] as const } };
const security = [{ bearerAuth: [] }];
const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid quest id' }) });
export const MAX_TASKS = 30;

const taskInput = z.strictObject({
  id: z.uuid({ error: 'Not a valid task id' }).optional(),
  title: z
    .string({ error: 'Task title is required' })
    .trim()
    .min(1, 'Task title is required')
    .max(200, 'Task title must be at most 200 characters'),
  description: z
    .string({ error: 'Task description must be text' })
    .trim()
    .max(5000, 'Task description must be at most 5000 characters'),
  pillar: pillarSchema,
  xp: z
    .number({ error: 'XP must be a whole number from 10 to 1000' })
    .int('XP must be a whole number from 10 to 1000')
    .min(10, 'XP must be a whole number from 10 to 1000')
    .max(1000, 'XP must be a whole number from 10 to 1000'),
  required: z.boolean({ error: 'Required must be true or false' }),
  subject: subjectSchema,
});

export const questInput = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  short_description: z
    .string({ error: 'Summary is required' })
    .trim()
    .min(1, 'Summary is required')
    .max(500, 'Summary must be at most 500 characters'),
  big_idea: z
    .string({ error: 'Big idea must be text' })
    .trim()
    .max(5000, 'Big idea must be at most 5000 characters'),
  is_active: z.boolean({ error: 'Active must be true or false' }),
  tasks: z
    .array(taskInput, { error: 'Add at least one task' })
    .min(1, 'Add at least one task')
    .max(MAX_TASKS, `A quest has at most ${MAX_TASKS} tasks`),
});
type QuestInput = z.infer<typeof questInput>;

const questRow = z.object({
  id: z.string(),
  title: z.string(),
  short_description: z.string(),
  pillars: z.array(z.string()),
  total_xp: z.number(),
  task_count: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
});

const questDetail = questRow.extend({
  big_idea: z.string(),
  tasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      pillar: z.string(),
      xp: z.number(),
      required: z.boolean(),
      subject: z.string(),
    }),
  ),
});

const listQuery = z.strictObject({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is too large')
    .default(1),
  page_size: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
});

const slugFor = (title: string) =>
  `${
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'quest'
  }-${randomBytes(3).toString('hex')}`;

/** Not a parent's private quest for one child (family feature): those are the family's own. */
const notPrivate = sql<boolean>`not exists (select 1 from private_quests pq where pq.quest_id = quests.id)`;

async function detail(k: LearningDb, id: string): Promise<z.infer<typeof questDetail>> {
  const quest = await k
    .selectFrom('quests')
    .selectAll()
    .where('id', '=', id)
    .where(notPrivate)
    .executeTakeFirst();
  if (!quest) throw new HttpError(404, 'Quest not found');
  const tasks = await k
    .selectFrom('quest_tasks')
    .selectAll()
    .where('quest_id', '=', id)
    .orderBy('position')
    .execute();
  const subjects = tasks.length
    ? await k
        .selectFrom('task_subjects')
        .selectAll()
        .where(
          'quest_task_id',
          'in',
          tasks.map((t) => t.id),
        )
        .orderBy('xp', 'desc')
        .execute()
    : [];
  return {
    id: quest.id,
    title: quest.title,
    short_description: quest.short_description,
    big_idea: quest.big_idea,
    pillars: quest.pillars ? quest.pillars.split(',') : [],
    total_xp: quest.total_xp,
    task_count: tasks.length,
    is_active: quest.is_active === 1,
    created_at: quest.created_at,
    tasks: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      pillar: t.pillar,
      xp: t.xp,
      required: t.required === 1,
      // The main subject (most XP); saving writes the task's XP to this one subject.
      subject: subjects.find((s) => s.quest_task_id === t.id)?.subject ?? 'electives',
    })),
  };
}

export function adminQuestRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = learningDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => ctx.config.now().toISOString();

  const derived = (body: QuestInput) => ({
    pillars: orderedPillars(body.tasks.map((t) => t.pillar)).join(','),
    total_xp: body.tasks.reduce((a, t) => a + t.xp, 0),
  });

  async function writeTasks(trx: LearningDb, questId: string, body: QuestInput, at: string) {
    const existing = await trx
      .selectFrom('quest_tasks')
      .select('id')
      .where('quest_id', '=', questId)
      .execute();
    const known = new Set(existing.map((t) => t.id));
    const unknown = body.tasks.findIndex((t) => t.id && !known.has(t.id));
    if (unknown >= 0) {
      const message = 'This task does not belong to the quest';
      throw new HttpError(400, message, { tasks: message });
    }
    const kept = new Set(body.tasks.flatMap((t) => (t.id ? [t.id] : [])));
    const removed = existing.map((t) => t.id).filter((id) => !kept.has(id));
    if (removed.length) await trx.deleteFrom('quest_tasks').where('id', 'in', removed).execute();
    for (const [position, task] of body.tasks.entries()) {
      const values = {
        title: task.title,
        description: task.description,
        pillar: task.pillar,
        xp: task.xp,
        required: task.required ? 1 : 0,
        position,
      };
      let id = task.id;
      if (id) {
        await trx.updateTable('quest_tasks').set(values).where('id', '=', id).execute();
        await trx.deleteFrom('task_subjects').where('quest_task_id', '=', id).execute();
      } else {
        id = randomUUID();
        await trx
          .insertInto('quest_tasks')
          .values({ id, quest_id: questId, ...values, created_at: at })
          .execute();
      }
      await trx
        .insertInto('task_subjects')
        .values({ quest_task_id: id, subject: task.subject, xp: task.xp })
        .execute();
    }
  }

  const actor = (request: FastifyRequest) => request.user!.id;

  r.get(
    '/api/admin/quests',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Every quest (active or not), searched by title, paged',
        security,
        querystring: listQuery,
        response: {
          200: z.object({
            items: z.array(questRow),
            page: z.number(),
            page_size: z.number(),
            total: z.number(),
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { search, status, page, page_size } = request.query;
      let query = k.selectFrom('quests').where(notPrivate);
      if (search) {
        const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where(sql`lower(title)`, 'like', sql`${like} escape '\\'`);
      }
      if (status) query = query.where('is_active', '=', status === 'active' ? 1 : 0);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .select((eb) =>
            eb
              .selectFrom('quest_tasks')
              .select((e) => e.fn.countAll<number | string>().as('n'))
              .whereRef('quest_tasks.quest_id', '=', 'quests.id')
              .as('task_count'),
          )
          .orderBy('title')
          .orderBy('id')
          .limit(page_size)
          .offset((page - 1) * page_size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((q) => ({
          id: q.id,
          title: q.title,
          short_description: q.short_description,
          pillars: q.pillars ? q.pillars.split(',') : [],
          total_xp: q.total_xp,
          task_count: Number(q.task_count ?? 0),
          is_active: q.is_active === 1,
          created_at: q.created_at,
        })),
        page,
        page_size,
        total: Number(count.n),
      };
    },
  );

  r.get(
    '/api/admin/quests/:id',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'One quest with its template tasks',
        security,
        params: idParam,
        response: { 200: questDetail, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => detail(k, request.params.id),
  );

  r.post(
    '/api/admin/quests',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Create a quest with its template tasks',
        security,
        body: questInput,
        response: { 201: questDetail, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const id = randomUUID();
      const at = now();
      await k.transaction().execute(async (trx) => {
        await trx
          .insertInto('quests')
          .values({
            id,
            slug: slugFor(body.title),
            title: body.title,
            description: body.short_description,
            short_description: body.short_description,
            big_idea: body.big_idea,
            cover_image_url: null,
            created_by: actor(request),
            ...derived(body),
            is_active: body.is_active ? 1 : 0,
            created_at: at,
          })
          .execute();
        await writeTasks(trx, id, body, at);
        await writeAudit(trx, {
          actorId: actor(request),
          action: 'quest.create',
          targetType: 'quest',
          targetId: id,
          details: {
            new: {
              title: body.title,
              is_active: body.is_active,
              tasks: body.tasks.length,
              ...derived(body),
            },
          },
          at,
        });
      });
      return reply.code(201).send(await detail(k, id));
    },
  );

  r.put(
    '/api/admin/quests/:id',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary:
          'Edit a quest and its template tasks (tasks without an id are added; missing ones removed)',
        security,
        params: idParam,
        body: questInput,
        response: { 200: questDetail, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await detail(k, request.params.id);
      const body = request.body;
      const at = now();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('quests')
          .set({
            title: body.title,
            description: body.short_description,
            short_description: body.short_description,
            big_idea: body.big_idea,
            is_active: body.is_active ? 1 : 0,
            ...derived(body),
          })
          .where('id', '=', before.id)
          .execute();
        await writeTasks(trx, before.id, body, at);
        await writeAudit(trx, {
          actorId: actor(request),
          action: 'quest.update',
          targetType: 'quest',
          targetId: before.id,
          details: {
            old: {
              title: before.title,
              is_active: before.is_active,
              tasks: before.task_count,
              total_xp: before.total_xp,
              pillars: before.pillars.join(','),
            },
            new: {
              title: body.title,
              is_active: body.is_active,
              tasks: body.tasks.length,
              ...derived(body),
            },
          },
          at,
        });
      });
      return detail(k, before.id);
    },
  );

  r.put(
    '/api/admin/quests/:id/active',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a quest (inactive quests leave the catalogue)',
        security,
        params: idParam,
        body: z.strictObject({ is_active: z.boolean({ error: 'Active must be true or false' }) }),
        response: { 200: questDetail, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await detail(k, request.params.id);
      const at = now();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('quests')
          .set({ is_active: request.body.is_active ? 1 : 0 })
          .where('id', '=', before.id)
          .execute();
        await writeAudit(trx, {
          actorId: actor(request),
          action: request.body.is_active ? 'quest.activate' : 'quest.deactivate',
          targetType: 'quest',
          targetId: before.id,
          details: {
            title: before.title,
            old: { is_active: before.is_active },
            new: { is_active: request.body.is_active },
          },
          at,
        });
      });
      return detail(k, before.id);
    },
  );
}
