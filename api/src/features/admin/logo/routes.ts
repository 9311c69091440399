import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { currentLogo, replaceLogo } from './service';
import { readImageUpload, sendImage, type UploadStore } from '../../../lib/uploads';
import { contractResponses } from '../../../lib/response-schemas';

const logoKeyParam = z.strictObject({
  key: z.string().regex(/^[0-9a-f]{32}$/, 'Not a valid logo'),
});

/**
 * The site logo as an uploaded file: stored in the upload store, served publicly at
 * /api/site-logo/<key> and written into the `logo_url` setting the top bar shows.
 */
export function logoRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/settings/logo',
    {
      config: { auth: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Upload the site logo (multipart field `image`: JPEG, PNG, GIF or WebP, ≤ 10 MB)',
        security: [{ bearerAuth: [] }],
        response: {
          ...contractResponses('POST /api/admin/settings/logo'),
          ...errors(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const image = await readImageUpload(request, store);
      return replaceLogo(db, request.user!.id, image, ctx.config.now().toISOString());
    },
  );

  r.get(
    '/api/site-logo/:key',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'The uploaded site logo (public)',
        params: logoKeyParam,
        response: { ...errors(400, 404) },
      },
    },
    async (request, reply) => sendImage(reply, store, await currentLogo(db, request.params.key)),
  );
}
