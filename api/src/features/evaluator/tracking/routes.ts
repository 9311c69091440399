import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractResponses } from '../../../lib/response-schemas';
import { errors } from '../../auth/schemas';
import { targetsBodySchema } from '@optio/contracts/evaluator';
import { PARENT, childParam, security, tags } from '../http';
import { readTracking, setTargets } from './service';

/** A parent's tracking of a child's school year against the targets they set. */
export function evaluatorTrackingRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/parent/children/:childId/tracking',
    {
      config: PARENT,
      schema: {
        tags,
        summary: "Learning days and hours this school year against the family's targets",
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/parent/children/:childId/tracking'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => readTracking(db, request.user!, request.params.childId, ctx.config.now()),
  );

  r.put(
    '/api/parent/children/:childId/tracking',
    {
      config: PARENT,
      schema: {
        tags,
        summary: "Set the year's targets (days, hours) and the evaluation due date",
        security,
        params: childParam,
        body: targetsBodySchema,
        response: {
          ...contractResponses('PUT /api/parent/children/:childId/tracking'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      setTargets(db, request.user!, request.params.childId, request.body, ctx.config.now()),
  );
}
