import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors, messageSchema } from '../auth/schemas';
import { staffDb } from '../badges-admin/tables';
import { isUniqueViolation } from '../../lib/unique-violation';
import { assignedStudent } from './access';

const security = [{ bearerAuth: [] }];
const studentParam = z.strictObject({ studentId: z.uuid({ error: 'Not a valid student id' }) });
const pairParam = z.strictObject({
  studentId: z.uuid({ error: 'Not a valid student id' }),
  badgeId: z.uuid({ error: 'Not a valid badge id' }),
});
export const NOTE_MAX = 500;

const recommendationSchema = z
  .object({
    badge_id: z.string(),
    badge_name: z.string(),
    primary_pillar: z.string(),
    note: z.string().nullable(),
    advisor: z.object({ first_name: z.string(), last_name: z.string() }),
    created_at: z.string(),
  })
  .meta({ id: 'BadgeRecommendation' });

/**
 * An advisor recommends an active badge to an assigned student; the student reads their own
 * recommendations (GET /api/me/badge-recommendations), e.g. to show them on /badges.
 */
export function recommendationRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = staffDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/advisor/students/:studentId/recommendations',
    {
      config: { auth: { roles: ['advisor'] } },
      schema: {
        tags: ['advisors'],
        summary: 'Recommend an active badge to an assigned student',
        security,
        params: studentParam,
        body: z.strictObject({
          badge_id: z.uuid({ error: 'Choose a badge' }),
          note: z
            .string({ error: 'Note must be text' })
            .trim()
            .max(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`)
            .optional(),
        }),
        response: { 201: messageSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const student = await assignedStudent(k, request, request.params.studentId);
      const badge = await k
        .selectFrom('badges')
        .select(['id', 'name'])
        .where('id', '=', request.body.badge_id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (!badge) {
        throw new HttpError(400, 'Choose an active badge', { badge_id: 'Choose an active badge' });
      }
      try {
        await k
          .insertInto('badge_recommendations')
          .values({
            id: randomUUID(),
            badge_id: badge.id,
            student_id: student.id,
            advisor_id: request.user!.id,
            note: request.body.note || null,
            created_at: ctx.config.now().toISOString(),
          })
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) {
          const message = `${badge.name} is already recommended to ${student.first_name}`;
          throw new HttpError(409, message, { badge_id: message });
        }
        throw err;
      }
      return reply
        .code(201)
        .send({ message: `${badge.name} recommended to ${student.first_name}.` });
    },
  );

  r.delete(
    '/api/advisor/students/:studentId/recommendations/:badgeId',
    {
      config: { auth: { roles: ['advisor'] } },
      schema: {
        tags: ['advisors'],
        summary: 'Withdraw a badge recommendation',
        security,
        params: pairParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const student = await assignedStudent(k, request, request.params.studentId);
      const res = await k
        .deleteFrom('badge_recommendations')
        .where('student_id', '=', student.id)
        .where('badge_id', '=', request.params.badgeId)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw new HttpError(404, 'Recommendation not found');
      return { message: 'Recommendation withdrawn.' };
    },
  );

  r.get(
    '/api/me/badge-recommendations',
    {
      schema: {
        tags: ['advisors'],
        summary: "The signed-in student's badge recommendations from their advisors",
        security,
        response: {
          200: z.object({ recommendations: z.array(recommendationSchema) }),
          ...errors(401),
        },
      },
    },
    async (request) => {
      const rows = await k
        .selectFrom('badge_recommendations')
        .innerJoin('badges', 'badges.id', 'badge_recommendations.badge_id')
        .leftJoin('users', 'users.id', 'badge_recommendations.advisor_id')
        .select([
          'badges.id as badge_id',
          'badges.name as badge_name',
          'badges.primary_pillar',
          'badge_recommendations.note',
          'badge_recommendations.created_at',
          'users.first_name',
          'users.last_name',
        ])
        .where('badge_recommendations.student_id', '=', request.user!.id)
        .where('badges.is_active', '=', 1)
        .orderBy('badge_recommendations.created_at', 'desc')
        .execute();
      return {
        recommendations: rows.map((row) => ({
          badge_id: row.badge_id,
          badge_name: row.badge_name,
          primary_pillar: row.primary_pillar,
          note: row.note,
          advisor: { first_name: row.first_name ?? '', last_name: row.last_name ?? '' },
          created_at: row.created_at,
        })),
      };
    },
  );
}
