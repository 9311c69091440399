import { PILLARS } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { userSchema } from '../../auth/user-view';
import { assignedStudents, studentDetail } from './service';

const ADVISORS = { auth: { roles: ['advisor'] as const } };
const security = [{ bearerAuth: [] }];
const studentParam = z.strictObject({ studentId: z.uuid({ error: 'Not a valid student id' }) });

const pillarXpSchema = z.object(Object.fromEntries(PILLARS.map((p) => [p, z.number()])));
const progressSummarySchema = z.object({
  total_xp: z.number(),
  level: z.string(),
  active_quests: z.number(),
});

const detailSchema = z.object({
  student: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  total_xp: z.number(),
  level: z.object({
    name: z.string(),
    min_xp: z.number(),
    next: z.object({ name: z.string(), min_xp: z.number() }).nullable(),
  }),
  xp_by_pillar: pillarXpSchema,
  active_quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      tasks_completed: z.number(),
      tasks_total: z.number(),
    }),
  ),
  badges_in_progress: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      primary_pillar: z.string(),
      progress: z.number(),
      status: z.string(),
      quests_completed: z.number(),
      min_quests: z.number(),
      xp_earned: z.number(),
      min_xp: z.number(),
      recommended: z.boolean(),
    }),
  ),
  badges_earned: z.array(z.object({ id: z.string(), name: z.string(), claimed_at: z.string() })),
  recommendable_badges: z
    .array(z.object({ id: z.string(), name: z.string(), recommended: z.boolean() }))
    .describe('Active badges the student has not claimed (to recommend one)'),
  recent_evidence: z
    .array(
      z.object({
        id: z.string(),
        kind: z.enum(['text', 'link', 'file']),
        confidential: z
          .boolean()
          .describe('Confidential: shown to exist, its text, link and file name withheld'),
        text: z.string().nullable(),
        url: z.string().nullable(),
        file_name: z.string().nullable(),
        task_title: z.string(),
        quest_title: z.string(),
        created_at: z.string(),
      }),
    )
    .describe(
      'The newest 10 pieces of evidence; confidential ones show only that they exist (only the student and linked parents may open them)',
    ),
});

/** The advisor's assigned students, and one assigned student's progress in detail. */
export function studentRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/advisor/students',
    {
      config: ADVISORS,
      schema: {
        tags: ['advisors'],
        summary: "The signed-in advisor's assigned students",
        security,
        response: {
          200: z.object({
            students: z.array(userSchema),
            progress: z
              .record(z.string(), progressSummarySchema)
              .describe('Total XP, level and active quests per student id'),
          }),
          ...errors(401, 403),
        },
      },
    },
    async (request) => assignedStudents(ctx.db.kysely, request.user!.id),
  );

  r.get(
    '/api/advisor/students/:studentId',
    {
      config: ADVISORS,
      schema: {
        tags: ['advisors'],
        summary: 'An assigned student: XP per pillar, level, active quests, badges, evidence',
        security,
        params: studentParam,
        response: { 200: detailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => studentDetail(ctx, request.user!, request.params.studentId),
  );
}
