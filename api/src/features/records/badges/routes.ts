import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../auth/schemas';
import { contractResponses } from '../../../lib/response-schemas';
import { badgeIdParam, security, STUDENT_ONLY, tags } from '../http';
import { claimBadge, findBadge, loadBadges } from './service';

export function badgeRoutes(app: FastifyInstance): void {
  const db = app.ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/records/badges',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary:
          'Every badge with my progress (status: claimed, claimable, in_progress, not_started)',
        security,
        response: { ...contractResponses('GET /api/records/badges'), ...errors(401, 403) },
      },
    },
    async (request) => ({ badges: await loadBadges(db, request.user!.id) }),
  );

  r.get(
    '/api/records/badges/:badgeId',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'One badge: requirements, linked quests, my progress and claim',
        security,
        params: badgeIdParam,
        response: {
          ...contractResponses('GET /api/records/badges/:badgeId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => findBadge(db, request.user!.id, request.params.badgeId),
  );

  r.post(
    '/api/records/badges/:badgeId/claim',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Claim a badge whose requirements are met (recorded with its date)',
        security,
        params: badgeIdParam,
        response: {
          ...contractResponses('POST /api/records/badges/:badgeId/claim'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const claimed = await claimBadge(
        db,
        request.user!.id,
        request.params.badgeId,
        app.ctx.config.now().toISOString(),
      );
      return reply.code(201).send(claimed);
    },
  );
}
