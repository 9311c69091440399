import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { myRecommendations, recommendBadge, withdrawRecommendation } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];
const studentParam = z.strictObject({ studentId: z.uuid({ error: 'Not a valid student id' }) });
const pairParam = z.strictObject({
  studentId: z.uuid({ error: 'Not a valid student id' }),
  badgeId: z.uuid({ error: 'Not a valid badge id' }),
});
export const NOTE_MAX = 500;

/** Badge recommendations: advisors make and withdraw them, students read theirs. */
export function recommendationRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = ctx.db.kysely;
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
        response: {
          ...contractResponses('POST /api/advisor/students/:studentId/recommendations'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await recommendBadge(ctx, request.user!, request.params.studentId, request.body)),
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
        response: {
          ...contractResponses('DELETE /api/advisor/students/:studentId/recommendations/:badgeId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      withdrawRecommendation(k, request.user!, request.params.studentId, request.params.badgeId),
  );

  r.get(
    '/api/me/badge-recommendations',
    {
      schema: {
        tags: ['advisors'],
        summary: "The signed-in student's badge recommendations from their advisors",
        security,
        response: {
          ...contractResponses('GET /api/me/badge-recommendations'),
          ...errors(401),
        },
      },
    },
    async (request) => myRecommendations(k, request.user!.id),
  );
}
