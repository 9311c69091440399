import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../auth/schemas';
import { decideHeldItem } from './service';
import { contractResponses } from '../../lib/response-schemas';

/** Admin only, like the rest of the safety queue (tutor/incidents/service.ts says why). */
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

const itemParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });
const decisionBody = z.strictObject({
  note: z
    .string({ error: 'A note is required' })
    .trim()
    .min(1, 'A note is required')
    .max(2000, 'The note must be at most 2,000 characters'),
});

/** The admin's decisions on held items in the safety queue (release, or keep held). */
export function queueRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/safety/items/:id/release',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary:
          'Release a held item: deliver the direct message or encouragement, or let the evidence be shared (audited)',
        security,
        params: itemParam,
        body: decisionBody,
        response: {
          ...contractResponses('POST /api/admin/safety/items/:id/release'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      decideHeldItem(ctx, request.user!.id, request.params.id, request.body.note, 'release'),
  );

  r.post(
    '/api/admin/safety/items/:id/keep',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Keep a held item held for good and resolve its incidents (audited)',
        security,
        params: itemParam,
        body: decisionBody,
        response: {
          ...contractResponses('POST /api/admin/safety/items/:id/keep'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      decideHeldItem(ctx, request.user!.id, request.params.id, request.body.note, 'keep_held'),
  );
}
