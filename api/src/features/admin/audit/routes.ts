import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQueryFields } from '../../../lib/paging';
import { errors } from '../../auth/schemas';
import { auditLogPage } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const auditQuery = z.strictObject(pageQueryFields);

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
        response: { ...contractResponses('GET /api/admin/audit-log'), ...errors(400, 401, 403) },
      },
    },
    async (request) => auditLogPage(db, request.user!, request.query),
  );
}
