import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../auth/schemas';
import { calendarItems, toIcs } from './calendar';
import { calendarItemSchema, dateSchema, pillarSchema, questSummarySchema } from './schemas';
import {
  learningDb,
  levelFor,
  LEVELS,
  PILLARS,
  streakDays,
  type LearningDb,
  type Pillar,
} from './tables';
import { questSummaries } from './views';

const security = [{ bearerAuth: [] }];

export const dashboardSchema = z
  .object({
    xp_total: z.number(),
    xp_by_pillar: z.object(
      Object.fromEntries(PILLARS.map((p) => [p, z.number()])) as Record<Pillar, z.ZodNumber>,
    ),
    level: z.object({
      name: z.enum(LEVELS.map((l) => l.name) as [string, ...string[]]),
      min_xp: z.number(),
      next: z.object({ name: z.string(), min_xp: z.number() }).nullable(),
    }),
    streak_days: z.number(),
    active_quests: z.array(questSummarySchema),
    recent_completions: z.array(
      z.object({
        task_id: z.string(),
        task_title: z.string(),
        quest_id: z.string(),
        quest_title: z.string(),
        pillar: pillarSchema,
        xp: z.number(),
        completed_at: z.string(),
      }),
    ),
    upcoming: z.array(calendarItemSchema),
  })
  .meta({ id: 'Dashboard' });

/** The dashboard numbers of one student (also read by a linked parent's family dashboard). */
export async function studentDashboard(
  k: LearningDb,
  userId: string,
  now: Date,
): Promise<z.infer<typeof dashboardSchema>> {
  const [byPillar, days, recent, active, items] = await Promise.all([
    k
      .selectFrom('xp_ledger')
      .select(['pillar', (eb) => eb.fn.sum<number>('xp').as('xp')])
      .where('student_id', '=', userId)
      .groupBy('pillar')
      .execute(),
    k
      .selectFrom('task_completions')
      .select('completed_at')
      .where('student_id', '=', userId)
      .where('completed_at', '>=', new Date(now.getTime() - 400 * 86_400_000).toISOString())
      .execute(),
    k
      .selectFrom('task_completions')
      .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
      .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
      .select([
        'student_tasks.id as task_id',
        'student_tasks.title as task_title',
        'quests.id as quest_id',
        'quests.title as quest_title',
        'student_tasks.pillar',
        'student_tasks.xp',
        'task_completions.completed_at',
      ])
      .where('task_completions.student_id', '=', userId)
      .orderBy('task_completions.completed_at', 'desc')
      .limit(10)
      .execute(),
    k
      .selectFrom('enrolments')
      .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
      .select(['quests.id', 'quests.title', 'quests.short_description', 'quests.cover_image_url'])
      .where('enrolments.student_id', '=', userId)
      .where('enrolments.status', '=', 'active')
      .orderBy('enrolments.picked_up_at', 'desc')
      .execute(),
    calendarItems(k, userId),
  ]);
  const xp_by_pillar = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const row of byPillar) xp_by_pillar[row.pillar] = Number(row.xp ?? 0);
  const xp_total = PILLARS.reduce((a, p) => a + xp_by_pillar[p], 0);
  return {
    xp_total,
    xp_by_pillar,
    level: levelFor(xp_total),
    streak_days: streakDays(
      days.map((d) => d.completed_at),
      now,
    ),
    active_quests: await questSummaries(k, userId, active),
    recent_completions: recent.map((c) => ({ ...c, xp: Number(c.xp) })),
    // Not completed, soonest first; overdue items stay on the list until done.
    upcoming: items.filter((i) => !i.completed).slice(0, 5),
  };
}

export function dashboardRoutes(app: FastifyInstance): void {
  const k = learningDb(app.ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/dashboard',
    {
      schema: {
        tags: ['learning'],
        summary:
          "The caller's XP, level, streak, active quests, recent completions, next due dates",
        security,
        response: { 200: dashboardSchema, ...errors(401) },
      },
    },
    async (request) => studentDashboard(k, request.user!.id, app.ctx.config.now()),
  );

  r.get(
    '/api/users/dashboard/constellation',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's completed tasks grouped by quest (for the star map)",
        security,
        response: {
          200: z.object({
            quests: z.array(
              z.object({
                id: z.string(),
                title: z.string(),
                completed_at: z.string().nullable(),
                tasks: z.array(
                  z.object({
                    id: z.string(),
                    title: z.string(),
                    pillar: pillarSchema,
                    xp: z.number(),
                    completed_at: z.string(),
                  }),
                ),
              }),
            ),
          }),
          ...errors(401),
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const rows = await k
        .selectFrom('student_tasks')
        .innerJoin('enrolments', 'enrolments.id', 'student_tasks.enrolment_id')
        .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
        .select([
          'student_tasks.id',
          'student_tasks.title',
          'student_tasks.pillar',
          'student_tasks.xp',
          'student_tasks.completed_at',
          'quests.id as quest_id',
          'quests.title as quest_title',
          'enrolments.completed_at as quest_completed_at',
        ])
        .where('student_tasks.student_id', '=', userId)
        .where('student_tasks.completed_at', 'is not', null)
        .orderBy('student_tasks.completed_at')
        .execute();
      const quests = new Map<
        string,
        {
          id: string;
          title: string;
          completed_at: string | null;
          tasks: { id: string; title: string; pillar: Pillar; xp: number; completed_at: string }[];
        }
      >();
      for (const row of rows) {
        let q = quests.get(row.quest_id);
        if (!q) {
          q = {
            id: row.quest_id,
            title: row.quest_title,
            completed_at: row.quest_completed_at,
            tasks: [],
          };
          quests.set(row.quest_id, q);
        }
        q.tasks.push({
          id: row.id,
          title: row.title,
          pillar: row.pillar,
          xp: row.xp,
          completed_at: row.completed_at!,
        });
      }
      return { quests: [...quests.values()] };
    },
  );

  r.get(
    '/api/calendar',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's due dates (quests and tasks), optionally between two dates",
        security,
        querystring: z.strictObject({ from: dateSchema.optional(), to: dateSchema.optional() }),
        response: { 200: z.object({ items: z.array(calendarItemSchema) }), ...errors(400, 401) },
      },
    },
    async (request) => ({
      items: await calendarItems(k, request.user!.id, request.query),
    }),
  );

  r.get(
    '/api/calendar.ics',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's due dates as an iCalendar (RFC 5545) file",
        security,
        response: { ...errors(401) },
      },
    },
    async (request, reply) => {
      const items = await calendarItems(k, request.user!.id);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="optio-calendar.ics"')
        .send(toIcs(items, app.ctx.config.now()) as never);
    },
  );
}
