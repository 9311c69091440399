import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { PUBLIC, tags } from '../http';
import { sharedCredential } from './service';

const idParams = z.strictObject({ id: z.uuid({ error: 'Not a valid credential id' }) });

/**
 * /credentials/{id}: the credential's own URL (its `id`). A machine gets the JSON; a browser is
 * sent to the /verify page, which checks it and shows what it says.
 */
export function shareRoutes(app: FastifyInstance, db: Queryable): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/credentials/:id',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'A shared credential (404 until the student shares it)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const accept = request.headers.accept ?? '';
      if (/text\/html/.test(accept) && !/json/.test(accept)) {
        return reply.redirect(
          `/verify?url=${encodeURIComponent(`/credentials/${request.params.id}`)}`,
        );
      }
      const document = await sharedCredential(db, request.params.id);
      if (!document) throw new HttpError(404, 'Credential not found or not shared');
      reply.header('cache-control', 'no-cache');
      reply.type('application/vc+ld+json');
      return JSON.stringify(document);
    },
  );
}
