import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { incidentParam } from '../schemas';
import { resolveIncident, safetyQueue } from './service';
import { contractResponses } from '../../../lib/response-schemas';

/** The platform's safety queue, for admins only (see service.ts). */
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

const listQuery = z.strictObject({
  status: z
    .enum(['open', 'resolved', 'all'], { error: 'Status must be open, resolved or all' })
    .default('open'),
});

const resolveBody = z.strictObject({
  note: z
    .string({ error: 'A note is required' })
    .trim()
    .min(1, 'A note is required')
    .max(2000, 'The note must be at most 2,000 characters'),
});

export function incidentRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/safety/incidents',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Safety incidents across the platform (open ones by default), most severe first',
        security,
        querystring: listQuery,
        response: {
          ...contractResponses('GET /api/admin/safety/incidents'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => safetyQueue(ctx, request.user!, request.query.status),
  );

  r.post(
    '/api/admin/safety/incidents/:id/resolve',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Resolve an incident with a note (recorded in the audit log)',
        security,
        params: incidentParam,
        body: resolveBody,
        response: {
          ...contractResponses('POST /api/admin/safety/incidents/:id/resolve'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => resolveIncident(ctx, request.user!.id, request.params.id, request.body.note),
  );
}
