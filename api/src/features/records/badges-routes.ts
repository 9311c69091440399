import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import { isUniqueViolation } from '../../lib/unique-violation';
import { loadBadges } from './data';
import { badgeIdParam, notFound, ok, security, STUDENT_ONLY, tags } from './http';

import { recordsDb } from './tables';

export function badgeRoutes(app: FastifyInstance): void {
  const k = recordsDb(app.ctx.db.kysely);
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
        response: { ...ok('See api/README.md'), ...errors(401, 403) },
      },
    },
    async (request) => ({ badges: await loadBadges(k, request.user!.id) }),
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
        response: { ...ok('See api/README.md'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const badge = (await loadBadges(k, request.user!.id)).find(
        (b) => b.id === request.params.badgeId,
      );
      if (!badge) throw notFound('Badge');
      return badge;
    },
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
        response: { ...ok('See api/README.md'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const studentId = request.user!.id;
      const badge = (await loadBadges(k, studentId)).find((b) => b.id === request.params.badgeId);
      if (!badge) throw notFound('Badge');
      if (badge.status === 'claimed') {
        throw new HttpError(409, 'You have already claimed this badge');
      }
      if (badge.status !== 'claimable') {
        throw new HttpError(409, 'This badge’s requirements are not met yet');
      }
      const at = app.ctx.config.now().toISOString();
      try {
        await k
          .insertInto('badge_claims')
          .values({ id: randomUUID(), badge_id: badge.id, student_id: studentId, claimed_at: at })
          .execute();
      } catch (err) {
        // Two tabs claiming at once: the second finds the first's claim.
        if (isUniqueViolation(err)) throw new HttpError(409, 'You have already claimed this badge');
        throw err;
      }
      return reply.code(201).send({ ...badge, status: 'claimed', progress: 100, claimed_at: at });
    },
  );
}
