import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { assignedStudents, studentDetail } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const ADVISORS = { auth: { roles: ['advisor'] as const } };
const security = [{ bearerAuth: [] }];
const studentParam = z.strictObject({ studentId: z.uuid({ error: 'Not a valid student id' }) });

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
          ...contractResponses('GET /api/advisor/students'),
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
        response: {
          ...contractResponses('GET /api/advisor/students/:studentId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => studentDetail(ctx, request.user!, request.params.studentId),
  );
}
