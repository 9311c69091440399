import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { questIdParam, questInput, questListQuery } from './schemas';
import * as quests from './service';
import { contractResponses } from '../../../lib/response-schemas';

const STAFF = { auth: { roles: ['educator'] as const } };
const security = [{ bearerAuth: [] }];

/** The quest catalogue for admin-like staff (admin and educator); see service.ts. */
export function adminQuestRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/quests',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Every quest (active or not), searched by title, paged',
        security,
        querystring: questListQuery,
        response: { ...contractResponses('GET /api/admin/quests'), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return quests.listQuests(db, filter, { page, page_size });
    },
  );

  r.get(
    '/api/admin/quests/:id',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'One quest with its template tasks',
        security,
        params: questIdParam,
        response: {
          ...contractResponses('GET /api/admin/quests/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => quests.questDetail(db, request.params.id),
  );

  r.post(
    '/api/admin/quests',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Create a quest with its template tasks',
        security,
        body: questInput,
        response: { ...contractResponses('POST /api/admin/quests'), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await quests.createQuest(ctx, request.user!.id, request.body)),
  );

  r.put(
    '/api/admin/quests/:id',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary:
          'Edit a quest and its template tasks (tasks without an id are added; missing ones removed)',
        security,
        params: questIdParam,
        body: questInput,
        response: {
          ...contractResponses('PUT /api/admin/quests/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => quests.updateQuest(ctx, request.user!.id, request.params.id, request.body),
  );

  r.put(
    '/api/admin/quests/:id/active',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a quest (inactive quests leave the catalogue)',
        security,
        params: questIdParam,
        body: z.strictObject({ is_active: z.boolean({ error: 'Active must be true or false' }) }),
        response: {
          ...contractResponses('PUT /api/admin/quests/:id/active'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      quests.setQuestActive(ctx, request.user!.id, request.params.id, request.body.is_active),
  );
}
