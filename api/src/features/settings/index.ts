import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DEFAULT_SETTINGS = { site_name: 'Optio', logo_url: null as string | null };

/** Public site settings (admins edit them in a later issue). */
export function settingsFeature(app: FastifyInstance): void {
  const k = app.ctx.db.kysely;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/settings',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Site name and logo',
        response: { 200: z.object({ site_name: z.string(), logo_url: z.string().nullable() }) },
      },
    },
    async () => {
      const rows = await k
        .selectFrom('site_settings')
        .select(['key', 'value'])
        .where('key', 'in', ['site_name', 'logo_url'])
        .execute();
      const byKey = new Map(rows.map((r) => [r.key, r.value]));
      return {
        site_name: byKey.get('site_name') || DEFAULT_SETTINGS.site_name,
        logo_url: byKey.get('logo_url') || DEFAULT_SETTINGS.logo_url,
      };
    },
  );
}
