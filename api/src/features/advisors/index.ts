import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../auth/schemas';
import { toUserView, userSchema } from '../auth/user-view';
import { staffDb } from '../badges-admin/tables';
import { recommendationRoutes } from './recommendation-routes';
import { advisorStudentRoutes, progressSummaries, progressSummarySchema } from './student-routes';

/** The students assigned to the signed-in advisor (ownership: only their own assignments). */
export function advisorsFeature(app: FastifyInstance): void {
  const k = app.ctx.db.kysely;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/advisor/students',
    {
      config: { auth: { roles: ['advisor'] } },
      schema: {
        tags: ['advisors'],
        summary: "The signed-in advisor's assigned students",
        security: [{ bearerAuth: [] }],
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
    async (request) => {
      const rows = await k
        .selectFrom('advisor_students')
        .innerJoin('users', 'users.id', 'advisor_students.student_id')
        .selectAll('users')
        .where('advisor_students.advisor_id', '=', request.user!.id)
        .orderBy('users.first_name')
        .execute();
      const students = rows.map(toUserView);
      return {
        students,
        progress: await progressSummaries(
          staffDb(k),
          students.map((s) => s.id),
        ),
      };
    },
  );
  advisorStudentRoutes(app);
  recommendationRoutes(app);
}
