import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQueryFields, pageSchema } from '../../../lib/paging';
import { errors } from '../../auth/schemas';
import { auditLogPage } from './service';

const auditQuery = z.strictObject(pageQueryFields);

const auditEntrySchema = z.object({
  id: z.string(),
  actor: z
    .object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() })
    .describe('An actor whose account was deleted keeps its id; the other fields are then empty'),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  details: z.unknown(),
  created_at: z.string().describe('ISO-8601 timestamp'),
});

export function auditRoutes(app: FastifyInstance): void {
  const db = app.ctx.db.kysely;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit-log',
    {
      config: { auth: { roles: ['educator'] } },
      schema: {
        tags: ['admin'],
        summary:
          "Audit log of staff changes and staff reads of children's data, newest first (educators: their own actions only)",
        security: [{ bearerAuth: [] }],
        querystring: auditQuery,
        response: { 200: pageSchema(auditEntrySchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => auditLogPage(db, request.user!, request.query),
  );
}
