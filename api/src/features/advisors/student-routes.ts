import { PILLARS } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditStaffRead } from '../admin';
import { errors } from '../auth/schemas';
import { staffDb, type StaffDb } from '../badges-admin/tables';
import { levelFor } from '../learning/tables';
import { loadBadges } from '../records/data';
import { recordsDb } from '../records/tables';
import { assignedStudent } from './access';

const ADVISORS = { auth: { roles: ['advisor'] as const } };
const security = [{ bearerAuth: [] }];
const studentParam = z.strictObject({ studentId: z.uuid({ error: 'Not a valid student id' }) });

const pillarXpSchema = z.object(Object.fromEntries(PILLARS.map((p) => [p, z.number()])));
export const progressSummarySchema = z.object({
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

/** Total XP, level and active quest count per student (one batched read each). */
export async function progressSummaries(
  k: StaffDb,
  studentIds: string[],
): Promise<Record<string, z.infer<typeof progressSummarySchema>>> {
  if (studentIds.length === 0) return {};
  const [xp, active] = await Promise.all([
    k
      .selectFrom('xp_ledger')
      .select(['student_id', (eb) => eb.fn.sum<number | string>('xp').as('xp')])
      .where('student_id', 'in', studentIds)
      .groupBy('student_id')
      .execute(),
    k
      .selectFrom('enrolments')
      .select(['student_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('student_id', 'in', studentIds)
      .where('status', '=', 'active')
      .groupBy('student_id')
      .execute(),
  ]);
  const xpBy = new Map(xp.map((r) => [r.student_id, Number(r.xp)]));
  const activeBy = new Map(active.map((r) => [r.student_id, Number(r.n)]));
  return Object.fromEntries(
    studentIds.map((id) => {
      const total = xpBy.get(id) ?? 0;
      return [
        id,
        { total_xp: total, level: levelFor(total).name, active_quests: activeBy.get(id) ?? 0 },
      ];
    }),
  );
}

/** One assigned student's progress, badges in progress and recent evidence. */
export function advisorStudentRoutes(app: FastifyInstance): void {
  const k = staffDb(app.ctx.db.kysely);
  app.withTypeProvider<ZodTypeProvider>().get(
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
    async (request) => {
      const student = await assignedStudent(k, request, request.params.studentId);
      await auditStaffRead(k, {
        actor: request.user!,
        childId: student.id,
        what: 'advisor student view',
        at: app.ctx.config.now().toISOString(),
      });
      const [pillarRows, enrolments, tasks, badges, recommended, evidence] = await Promise.all([
        k
          .selectFrom('xp_ledger')
          .select(['pillar', (eb) => eb.fn.sum<number | string>('xp').as('xp')])
          .where('student_id', '=', student.id)
          .groupBy('pillar')
          .execute(),
        k
          .selectFrom('enrolments')
          .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
          .select(['quests.id', 'quests.title'])
          .where('enrolments.student_id', '=', student.id)
          .where('enrolments.status', '=', 'active')
          .orderBy('enrolments.picked_up_at', 'desc')
          .execute(),
        k
          .selectFrom('student_tasks')
          .select(['quest_id', 'completed_at'])
          .where('student_id', '=', student.id)
          .execute(),
        loadBadges(recordsDb(k as never), student.id),
        k
          .selectFrom('badge_recommendations')
          .select('badge_id')
          .where('student_id', '=', student.id)
          .execute(),
        k
          .selectFrom('evidence')
          .innerJoin('student_tasks', 'student_tasks.id', 'evidence.student_task_id')
          .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
          .leftJoin('evidence_files', 'evidence_files.evidence_id', 'evidence.id')
          .select([
            'evidence.id',
            'evidence.kind',
            'evidence.text',
            'evidence.url',
            'evidence.created_at',
            'evidence.confidential',
            'evidence_files.original_name',
            'student_tasks.title as task_title',
            'quests.title as quest_title',
          ])
          .where('evidence.student_id', '=', student.id)
          .orderBy('evidence.created_at', 'desc')
          .limit(10)
          .execute(),
      ]);
      const xpByPillar = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<string, number>;
      for (const row of pillarRows) xpByPillar[row.pillar] = Number(row.xp);
      const total = Object.values(xpByPillar).reduce((a, b) => a + b, 0);
      const rec = new Set(recommended.map((r) => r.badge_id));
      return {
        student,
        total_xp: total,
        level: levelFor(total),
        xp_by_pillar: xpByPillar,
        active_quests: enrolments.map((q) => {
          const own = tasks.filter((t) => t.quest_id === q.id);
          return {
            id: q.id,
            title: q.title,
            tasks_completed: own.filter((t) => t.completed_at).length,
            tasks_total: own.length,
          };
        }),
        badges_in_progress: badges
          .filter((b) => b.status !== 'claimed' && (b.progress > 0 || rec.has(b.id)))
          .sort((a, b) => b.progress - a.progress)
          .map((b) => ({
            id: b.id,
            name: b.name,
            primary_pillar: b.primary_pillar,
            progress: b.progress,
            status: b.status,
            quests_completed: b.quests_completed,
            min_quests: b.min_quests,
            xp_earned: b.xp_earned,
            min_xp: b.min_xp,
            recommended: rec.has(b.id),
          })),
        badges_earned: badges
          .filter((b) => b.status === 'claimed' && b.claimed_at)
          .map((b) => ({ id: b.id, name: b.name, claimed_at: b.claimed_at! })),
        recommendable_badges: badges
          .filter((b) => b.status !== 'claimed')
          .map((b) => ({ id: b.id, name: b.name, recommended: rec.has(b.id) })),
        recent_evidence: evidence.map((e) => ({
          id: e.id,
          kind: e.kind,
          confidential: e.confidential === 1,
          text: e.confidential === 1 ? null : e.text,
          url: e.confidential === 1 ? null : e.url,
          file_name: e.confidential === 1 ? null : (e.original_name ?? null),
          task_title: e.task_title,
          quest_title: e.quest_title,
          created_at: e.created_at,
        })),
      };
    },
  );
}
