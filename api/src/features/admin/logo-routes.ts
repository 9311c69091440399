import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import { readImageUpload, sendImage } from '../badges-admin/images';
import type { UploadStore } from '../../lib/uploads';
import { writeAudit } from './audit';

const logoKeyParam = z.strictObject({
  key: z.string().regex(/^[0-9a-f]{32}$/, 'Not a valid logo'),
});

export const logoUrl = (key: string) => `/api/site-logo/${key}`;

/**
 * The site logo as an uploaded file: stored in the upload store, served publicly at
 * /api/site-logo/<key> and written into the `logo_url` setting the top bar shows.
 */
export function logoRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const k = ctx.db.kysely;
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
          200: z.object({ site_name: z.string(), logo_url: z.string().nullable() }),
          ...errors(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const image = await readImageUpload(request, store);
      const at = ctx.config.now().toISOString();
      let siteName = 'Optio';
      await k.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('site_settings').selectAll().execute();
        const byKey = new Map(rows.map((row) => [row.key, row.value]));
        siteName = byKey.get('site_name') || siteName;
        const next: Record<string, string> = {
          logo_url: logoUrl(image.key),
          logo_key: image.key,
          logo_mime: image.mime,
        };
        for (const [key, value] of Object.entries(next)) {
          await trx
            .insertInto('site_settings')
            .values({ key, value, updated_at: at })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
            .execute();
        }
        await writeAudit(trx, {
          actorId: request.user!.id,
          action: 'settings.logo',
          targetType: 'site_settings',
          targetId: null,
          details: {
            old: { logo_url: byKey.get('logo_url') ?? null },
            new: { logo_url: next.logo_url },
          },
          at,
        });
      });
      return { site_name: siteName, logo_url: logoUrl(image.key) };
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
    async (request, reply) => {
      // Only the current logo is served: replaced uploads are no longer reachable.
      const rows = await k
        .selectFrom('site_settings')
        .select(['key', 'value'])
        .where('key', 'in', ['logo_key', 'logo_mime'])
        .execute();
      const byKey = new Map(rows.map((row) => [row.key, row.value]));
      const key = byKey.get('logo_key');
      const mime = byKey.get('logo_mime');
      if (!key || !mime || key !== request.params.key) throw new HttpError(404, 'Logo not found');
      return sendImage(reply, store, { key, mime });
    },
  );
}
