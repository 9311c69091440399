import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { contractResponses } from '../../../lib/response-schemas';
import { download, security, tags } from '../http';
import { DELETION_GRACE_DAYS } from './deletion';
import { cancelDeletion, dataExportFile, requestDeletion } from './service';

const deletionBody = z.strictObject({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});

export function accountRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/records/export',
    {
      schema: {
        tags,
        summary: 'Download all my data as JSON (an attachment)',
        security,
        response: { ...download('application/json (an attachment)'), ...errors(401) },
      },
    },
    async (request, reply) => {
      const file = await dataExportFile(db, request.user!.id, ctx.config.now());
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.json);
    },
  );

  r.post(
    '/api/records/account/deletion',
    {
      schema: {
        tags,
        summary: `Ask to delete my account: data is removed after ${DELETION_GRACE_DAYS} days unless I cancel`,
        security,
        body: deletionBody,
        response: {
          ...contractResponses('POST /api/records/account/deletion'),
          ...errors(400, 401),
        },
      },
    },
    async (request) => requestDeletion(db, request.user!.id, ctx.config.now()),
  );

  r.delete(
    '/api/records/account/deletion',
    {
      schema: {
        tags,
        summary: 'Cancel my account deletion',
        security,
        response: { ...contractResponses('DELETE /api/records/account/deletion'), ...errors(401) },
      },
    },
    async (request) => cancelDeletion(db, request.user!.id, ctx.config.now()),
  );
}
