import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { reportView } from '../../messages';
import { incidentParam, incidentSchema } from '../schemas';
import { resolveIncident, safetyQueue } from './service';

/** The platform's safety queue, for admins only (see service.ts). */
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

const staffIncidentSchema = incidentSchema.extend({
  student: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  reviewed_by: z.string().nullable(),
  item_held: z
    .boolean()
    .nullable()
    .describe('Whether the item is still held (null for the tutor or a deleted item)'),
  report: reportView
    .nullable()
    .describe('For surface `report`: who reported whom, why, and the reported messages'),
});

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
          200: z.object({ incidents: z.array(staffIncidentSchema) }),
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
        response: { 200: staffIncidentSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resolveIncident(ctx, request.user!.id, request.params.id, request.body.note),
  );
}
