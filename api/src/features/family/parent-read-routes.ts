import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import { calendarItems } from '../learning';
import { dashboardSchema, studentDashboard } from '../learning';
import type { UploadStore } from '../../lib/uploads';
import { calendarItemSchema, dateSchema, pillarSchema, taskSchema } from '../learning/schemas';
import { PILLARS, streakDays, type Pillar } from '../learning';
import { sendStored } from '../../lib/uploads';
import { studentTaskViews } from '../learning';
import { withheldFromParents } from '../safety-surfaces/withheld';
import { canReadConfidential, CONFIDENTIAL_REFUSED } from '../records';
import type { RecordsDb } from '../records/tables';
import { readableChild } from './access';
import { learningRhythm, longestStreak, pillarBalance, weeklySeries } from './insights';
import { familyDb } from './tables';

const security = [{ bearerAuth: [] }];
const PARENT = { roles: ['parent'] as const };
const DAY = 86_400_000;
const uuid = z.uuid({ error: 'Not a valid id' });
const childParam = z.strictObject({ childId: uuid });
const childSchema = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });

const parentEvidenceItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable().describe('null while held by the safety screen'),
  description: z.string().nullable().describe('null while held by the safety screen'),
  pillar: pillarSchema.nullable(),
  status: z.enum(['pending', 'accepted', 'declined']),
  file_name: z.string().nullable(),
  link_url: z.string().nullable(),
  work_date: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  held: z
    .boolean()
    .describe('Held by the safety screen: its text is kept private until Optio staff release it'),
});

const familyDashboardSchema = dashboardSchema.extend({
  child: childSchema,
  weekly_wins: z.object({
    tasks_completed: z.number(),
    xp: z.number(),
    quests_completed: z.number(),
    highlights: z.array(z.object({ task_id: z.string(), title: z.string(), pillar: pillarSchema })),
  }),
  rhythm: z.object({
    status: z.enum(['in_flow', 'needs_support']),
    overdue: z.number(),
    last_activity_at: z.string().nullable(),
  }),
  approvals: z.object({
    visibility_requests: z.array(
      z.object({
        id: z.string(),
        target: z.enum(['diploma', 'portfolio']),
        created_at: z.string(),
      }),
    ),
    parent_evidence: z.array(parentEvidenceItemSchema),
  }),
});

/**
 * A linked parent's read-only view of one child (SPEC §7 /api/parent/...). Every route first
 * resolves the child through the link (404 for anyone else's child); admin may read any student.
 */
export function parentReadRoutes(app: FastifyInstance, store: UploadStore): void {
  const k = familyDb(app.ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const parentEvidence = (childId: string) =>
    k
      .selectFrom('portfolio_items')
      .select([
        'id',
        'title',
        'description',
        'pillar',
        'status',
        'file_name',
        'link_url',
        'work_date',
        'created_at',
        'decided_at',
        'safety_hold',
      ])
      .where('student_id', '=', childId)
      .where('source', '=', 'parent')
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute()
      .then((rows) =>
        rows.map(({ safety_hold, ...x }) => ({
          ...x,
          ...withheldFromParents({ title: x.title, description: x.description }, safety_hold === 1),
          pillar: (x.pillar as Pillar | null) ?? null,
          held: safety_hold === 1,
        })),
      );

  r.get(
    '/api/parent/dashboard/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          "A linked child's dashboard: quests, XP, completions, weekly wins, rhythm, approvals",
        security,
        params: childParam,
        response: { 200: familyDashboardSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const child = await readableChild(k, request, request.params.childId);
      const now = app.ctx.config.now();
      const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
      const today = now.toISOString().slice(0, 10);
      const [base, items, week, questsDone, last, visibility, evidence] = await Promise.all([
        studentDashboard(k, child.id, now),
        calendarItems(k, child.id),
        k
          .selectFrom('xp_ledger')
          .innerJoin('student_tasks', 'student_tasks.id', 'xp_ledger.student_task_id')
          .select(['student_tasks.id', 'student_tasks.title', 'xp_ledger.pillar', 'xp_ledger.xp'])
          .where('xp_ledger.student_id', '=', child.id)
          .where('xp_ledger.created_at', '>=', weekAgo)
          .orderBy('xp_ledger.created_at', 'desc')
          .execute(),
        k
          .selectFrom('enrolments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('student_id', '=', child.id)
          .where('completed_at', '>=', weekAgo)
          .executeTakeFirstOrThrow(),
        k
          .selectFrom('task_completions')
          .select((eb) => eb.fn.max('completed_at').as('at'))
          .where('student_id', '=', child.id)
          .executeTakeFirst(),
        k
          .selectFrom('visibility_requests')
          .select(['id', 'target', 'created_at'])
          .where('student_id', '=', child.id)
          .where('status', '=', 'pending')
          .orderBy('created_at')
          .execute(),
        parentEvidence(child.id),
      ]);
      const overdue = items.filter((i) => !i.completed && i.due_date < today).length;
      const lastActivity = (last?.at as string | null | undefined) ?? null;
      return {
        ...base,
        child,
        weekly_wins: {
          tasks_completed: week.length,
          xp: week.reduce((a, w) => a + Number(w.xp), 0),
          quests_completed: Number(questsDone.n),
          highlights: week
            .slice(0, 5)
            .map((w) => ({ task_id: w.id, title: w.title, pillar: w.pillar })),
        },
        rhythm: {
          status: learningRhythm(overdue, lastActivity, now),
          overdue,
          last_activity_at: lastActivity,
        },
        approvals: {
          visibility_requests: visibility,
          parent_evidence: evidence.filter((e) => e.status === 'pending'),
        },
      };
    },
  );

  r.get(
    '/api/parent/calendar/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A linked child's due dates, optionally between two dates",
        security,
        params: childParam,
        querystring: z.strictObject({ from: dateSchema.optional(), to: dateSchema.optional() }),
        response: {
          200: z.object({ items: z.array(calendarItemSchema) }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const child = await readableChild(k, request, request.params.childId);
      return { items: await calendarItems(k, child.id, request.query) };
    },
  );

  r.get(
    '/api/parent/progress/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A linked child's XP and completed tasks per week (last 12 weeks)",
        security,
        params: childParam,
        response: {
          200: z.object({
            weeks: z.array(
              z.object({
                week_start: z.string(),
                xp: z.number(),
                tasks: z.number(),
                cumulative_xp: z.number(),
              }),
            ),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const child = await readableChild(k, request, request.params.childId);
      const ledger = await k
        .selectFrom('xp_ledger')
        .select(['xp', 'created_at'])
        .where('student_id', '=', child.id)
        .execute();
      return {
        weeks: weeklySeries(
          ledger.map((l) => ({ xp: Number(l.xp), created_at: l.created_at })),
          12,
          app.ctx.config.now(),
        ),
      };
    },
  );

  r.get(
    '/api/parent/insights/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A linked child's pillar balance and streaks",
        security,
        params: childParam,
        response: {
          200: z.object({
            pillars: z.array(z.object({ pillar: pillarSchema, xp: z.number(), share: z.number() })),
            strongest: pillarSchema.nullable(),
            to_explore: pillarSchema.nullable(),
            streak_days: z.number(),
            longest_streak_days: z.number(),
            active_days_30: z.number(),
            tasks_completed_30: z.number(),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const child = await readableChild(k, request, request.params.childId);
      const now = app.ctx.config.now();
      const [byPillar, completions] = await Promise.all([
        k
          .selectFrom('xp_ledger')
          .select(['pillar', (eb) => eb.fn.sum<number>('xp').as('xp')])
          .where('student_id', '=', child.id)
          .groupBy('pillar')
          .execute(),
        k
          .selectFrom('task_completions')
          .select('completed_at')
          .where('student_id', '=', child.id)
          .execute(),
      ]);
      const xp = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
      for (const row of byPillar) xp[row.pillar] = Number(row.xp ?? 0);
      const since = new Date(now.getTime() - 30 * DAY).toISOString();
      const recent = completions.map((c) => c.completed_at).filter((c) => c >= since);
      return {
        ...pillarBalance(xp),
        streak_days: streakDays(
          completions.map((c) => c.completed_at),
          now,
        ),
        longest_streak_days: longestStreak(completions.map((c) => c.completed_at)),
        active_days_30: new Set(recent.map((c) => c.slice(0, 10))).size,
        tasks_completed_30: recent.length,
      };
    },
  );

  r.get(
    '/api/parent/completions/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A linked child's completed tasks, newest first (paginated)",
        security,
        params: childParam,
        querystring: z.strictObject({
          page: z.coerce
            .number({ error: 'Page must be a number' })
            .int('Page must be a whole number')
            .min(1, 'Page must be at least 1')
            .max(10_000, 'Page is too large')
            .default(1),
        }),
        response: {
          200: z.object({
            items: z.array(
              z.object({
                task_id: z.string(),
                task_title: z.string(),
                quest_id: z.string(),
                quest_title: z.string(),
                pillar: pillarSchema,
                xp: z.number(),
                completed_at: z.string(),
                confidential: z.boolean(),
                evidence_count: z.number(),
              }),
            ),
            page: z.number(),
            page_size: z.number(),
            total: z.number(),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const child = await readableChild(k, request, request.params.childId);
      const pageSize = 20;
      const { page } = request.query;
      const base = k
        .selectFrom('task_completions')
        .where('task_completions.student_id', '=', child.id);
      const [total, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
          .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
          .select((eb) => [
            'student_tasks.id as task_id',
            'student_tasks.title as task_title',
            'quests.id as quest_id',
            'quests.title as quest_title',
            'student_tasks.pillar',
            'student_tasks.xp',
            'task_completions.completed_at',
            'task_completions.confidential',
            eb
              .selectFrom('evidence')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('evidence.student_task_id', '=', 'student_tasks.id')
              .as('evidence_count'),
          ])
          .orderBy('task_completions.completed_at', 'desc')
          .orderBy('task_completions.id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ]);
      return {
        items: rows.map((x) => ({
          ...x,
          xp: Number(x.xp),
          confidential: Boolean(x.confidential),
          evidence_count: Number(x.evidence_count ?? 0),
        })),
        page,
        page_size: pageSize,
        total: Number(total.n),
      };
    },
  );

  r.get(
    '/api/parent/task/:childId/:taskId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          "One of a linked child's tasks with all its evidence (confidential evidence included: parents see it; held text is withheld)",
        security,
        params: z.strictObject({ childId: uuid, taskId: uuid }),
        response: {
          200: z.object({
            child: childSchema,
            quest: z.object({ id: z.string(), title: z.string() }),
            task: taskSchema,
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const child = await readableChild(k, request, request.params.childId);
      const row = await k
        .selectFrom('student_tasks')
        .selectAll()
        .where('id', '=', request.params.taskId)
        .where('student_id', '=', child.id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Task not found');
      const quest = await k
        .selectFrom('quests')
        .select(['id', 'title'])
        .where('id', '=', row.quest_id)
        .executeTakeFirstOrThrow();
      const [task] = await studentTaskViews(k, [row]);
      // An admin reading for support sees that confidential evidence exists, not what it says.
      const mayOpen = await canReadConfidential(k as unknown as RecordsDb, request.user!, child.id);
      return {
        child,
        quest,
        task: {
          ...task!,
          evidence: task!.evidence.map((e) =>
            e.confidential && !mayOpen
              ? { ...e, text: null, url: null, file: null }
              : {
                  ...e,
                  ...withheldFromParents({ text: e.text }, e.held),
                  file: e.file && {
                    ...e.file,
                    download_url: `/api/parent/evidence-file/${child.id}/${e.id}`,
                  },
                },
          ),
        },
      };
    },
  );

  r.get(
    '/api/parent/evidence-file/:childId/:evidenceId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A file of a linked child's task evidence",
        security,
        params: z.strictObject({ childId: uuid, evidenceId: uuid }),
        response: { ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const child = await readableChild(k, request, request.params.childId);
      const file = await k
        .selectFrom('evidence_files')
        .innerJoin('evidence', 'evidence.id', 'evidence_files.evidence_id')
        .selectAll('evidence_files')
        .select('evidence.confidential')
        .where('evidence_files.evidence_id', '=', request.params.evidenceId)
        .where('evidence_files.student_id', '=', child.id)
        .executeTakeFirst();
      if (!file) throw new HttpError(404, 'File not found');
      if (
        file.confidential === 1 &&
        !(await canReadConfidential(k as unknown as RecordsDb, request.user!, child.id))
      ) {
        throw new HttpError(403, CONFIDENTIAL_REFUSED);
      }
      return sendStored(reply, store, {
        key: file.storage_key,
        mime: file.mime,
        name: file.original_name,
        cache: 'private',
      });
    },
  );

  r.get(
    '/api/parent/evidence/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          'The evidence parents documented for a linked child, with the child’s decision (held text withheld)',
        security,
        params: childParam,
        response: {
          200: z.object({ items: z.array(parentEvidenceItemSchema) }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const child = await readableChild(k, request, request.params.childId);
      return { items: await parentEvidence(child.id) };
    },
  );
}
