import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendStored, type UploadStore } from '../../../lib/uploads';
import { errors } from '../../auth/schemas';
import { download, itemIdParam, security, tags } from '../http';
import { evidenceFileFor, itemFileFor } from './service';

/** The private files of a student's portfolio: to the student, linked parents and staff. */
export function portfolioFileRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/records/portfolio/items/:id/file',
    {
      schema: {
        tags,
        summary:
          'An item’s file: to the student, their linked parents and staff (others get 404); a confidential one to the student and linked parents only (staff get 403)',
        security,
        params: itemIdParam,
        response: {
          ...download('The stored file (its own content type)'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const at = ctx.config.now().toISOString();
      const file = await itemFileFor(db, request.user!, request.params.id, at);
      return sendStored(reply, store, file);
    },
  );

  r.get(
    '/api/records/portfolio/evidence/:id/file',
    {
      schema: {
        tags,
        summary:
          'A task evidence file: to the student, their linked parents and staff; confidential evidence to the student and linked parents only (staff get 403)',
        security,
        params: itemIdParam,
        response: {
          ...download('The stored file (its own content type)'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const at = ctx.config.now().toISOString();
      const file = await evidenceFileFor(db, request.user!, request.params.id, at);
      return sendStored(reply, store, file);
    },
  );
}
