import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSettings } from './service';
import { contractResponses } from '../../lib/response-schemas';

/** Public site settings (admins edit them under /api/admin/settings). */
export function settingsRoutes(app: FastifyInstance): void {
  const db = app.ctx.db.kysely;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/settings',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Site name and logo',
        response: { ...contractResponses('GET /api/settings') },
      },
    },
    async () => publicSettings(db),
  );
}
