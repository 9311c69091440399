import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../auth/schemas';
import { constellation, studentDashboard } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];

export function dashboardRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;

  r.get(
    '/api/users/dashboard',
    {
      schema: {
        tags: ['learning'],
        summary:
          "The caller's XP, level, streak, active quests, recent completions, next due dates",
        security,
        response: { ...contractResponses('GET /api/users/dashboard'), ...errors(401) },
      },
    },
    async (request) => studentDashboard(db, request.user!.id, app.ctx.config.now()),
  );

  r.get(
    '/api/users/dashboard/constellation',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's completed tasks grouped by quest (for the star map)",
        security,
        response: {
          ...contractResponses('GET /api/users/dashboard/constellation'),
          ...errors(401),
        },
      },
    },
    async (request) => constellation(db, request.user!.id),
  );
}
