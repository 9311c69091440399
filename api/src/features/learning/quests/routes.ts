import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { idParam, pillarSchema } from '../schemas';
import { getQuestDetail, listCatalogue, listMyQuests } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];

const listQuery = z.strictObject({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  pillar: pillarSchema.optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page is too large')
    .default(1),
  page_size: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(50, 'Page size must be at most 50')
    .default(12),
});

export function questRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;

  r.get(
    '/api/quests',
    {
      schema: {
        tags: ['learning'],
        summary: 'The active quest catalogue: search, filter by pillar, paginated',
        security,
        querystring: listQuery,
        response: { ...contractResponses('GET /api/quests'), ...errors(400, 401) },
      },
    },
    async (request) => listCatalogue(db, request.user!.id, request.query),
  );

  r.get(
    '/api/quests/mine',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's quests by status (empty for non-students)",
        security,
        response: { ...contractResponses('GET /api/quests/mine'), ...errors(401) },
      },
    },
    async (request) => listMyQuests(db, request.user!.id),
  );

  r.get(
    '/api/quests/:id',
    {
      schema: {
        tags: ['learning'],
        summary: "A quest with its big idea and tasks (the caller's copies when enrolled)",
        security,
        params: idParam,
        response: { ...contractResponses('GET /api/quests/:id'), ...errors(400, 401, 404) },
      },
    },
    async (request) => getQuestDetail(db, request.user!.id, request.params.id),
  );
}
