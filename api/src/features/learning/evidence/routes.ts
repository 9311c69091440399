import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendStored, type UploadStore } from '../../../lib/uploads';
import { errors } from '../../auth/schemas';
import { evidenceIdParam } from '../schemas';
import { ownEvidenceFile } from './service';

export function evidenceRoutes(app: FastifyInstance, store: UploadStore): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/evidence/:evidenceId/file',
    {
      schema: {
        tags: ['learning'],
        summary: 'An evidence file, only to the student who uploaded it (others get 404)',
        security: [{ bearerAuth: [] }],
        params: evidenceIdParam,
        response: { ...errors(400, 401, 404) },
      },
    },
    async (request, reply) =>
      sendStored(
        reply,
        store,
        await ownEvidenceFile(app.ctx.db.kysely, request.user!.id, request.params.evidenceId),
      ),
  );
}
