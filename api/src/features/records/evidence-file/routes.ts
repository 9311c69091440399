import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStored, type UploadStore } from '../../../lib/uploads';
import { errors } from '../../auth/schemas';
import { download, security } from '../http';
import { taskEvidenceFile } from './service';

const evidenceIdParam = z.strictObject({ evidenceId: z.uuid({ error: 'Not a valid id' }) });

/**
 * The file behind a task's evidence (the task view's `download_url`, the review queue's
 * `file_url`). It lives with records because who may open it follows the review rules.
 */
export function evidenceFileRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/evidence/:evidenceId/file',
    {
      schema: {
        tags: ['learning'],
        summary:
          'An evidence file: to its student and to the reviewer the review rules name (their advisor, or a linked parent); others get 404, an advisor 403 for confidential work',
        security,
        params: evidenceIdParam,
        response: { ...download('The file (attachment)'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const at = ctx.config.now().toISOString();
      const file = await taskEvidenceFile(
        ctx.db.kysely,
        request.user!,
        request.params.evidenceId,
        at,
      );
      return sendStored(reply, store, file);
    },
  );
}
