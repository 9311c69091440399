import { badgeInputSchema, PILLARS } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../auth/schemas';
import * as badges from './service';
import { readImageUpload, sendImage, type UploadStore } from '../../lib/uploads';
import { contractResponses } from '../../lib/response-schemas';

/** The badge editor's API: advisors edit their own badges, admin-like staff every badge. */
const EDITORS = { auth: { roles: ['advisor', 'educator'] as const } };
const security = [{ bearerAuth: [] }];

export const badgeViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    identity_statement: z.string(),
    primary_pillar: z.enum(PILLARS),
    image_url: z.string().nullable(),
    min_quests: z.number(),
    min_xp: z.number(),
    is_active: z.boolean(),
    quests: z.array(z.object({ id: z.string(), title: z.string(), total_xp: z.number() })),
    claim_count: z.number(),
    created_by: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'EditableBadge' });

const badgeIdParam = z.strictObject({ id: z.uuid({ error: 'Not a valid badge id' }) });
const imageKeyParam = z.strictObject({
  key: z.string().regex(/^[0-9a-f]{32}$/, 'Not a valid image'),
});

export function badgeRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/advisor/badges',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'Badges the caller may edit (an advisor: their own; admin and educator: all)',
        security,
        response: { ...contractResponses('GET /api/advisor/badges'), ...errors(401, 403) },
      },
    },
    async (request) => badges.editableBadges(db, request.user!),
  );

  r.get(
    '/api/advisor/badges/:id',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'One badge for the editor',
        security,
        params: badgeIdParam,
        response: {
          ...contractResponses('GET /api/advisor/badges/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => badges.editableBadge(db, request.user!, request.params.id),
  );

  r.post(
    '/api/advisor/badges',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'Create a badge',
        security,
        body: badgeInputSchema,
        response: { ...contractResponses('POST /api/advisor/badges'), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await badges.createBadge(ctx, request.user!, request.body)),
  );

  r.put(
    '/api/advisor/badges/:id',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'Edit a badge (claims already made are kept)',
        security,
        params: badgeIdParam,
        body: badgeInputSchema,
        response: {
          ...contractResponses('PUT /api/advisor/badges/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      badges.updateBadgeDetails(ctx, request.user!, request.params.id, request.body),
  );

  r.put(
    '/api/advisor/badges/:id/image',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary:
          "Upload the badge's image (multipart field `image`: JPEG, PNG, GIF or WebP, ≤ 10 MB)",
        security,
        params: badgeIdParam,
        response: {
          ...contractResponses('PUT /api/advisor/badges/:id/image'),
          ...errors(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) =>
      badges.setBadgeImage(ctx, store, request.user!, request.params.id, () =>
        readImageUpload(request, store),
      ),
  );

  r.delete(
    '/api/advisor/badges/:id/image',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: "Remove the badge's image (the card then shows its pillar)",
        security,
        params: badgeIdParam,
        response: {
          ...contractResponses('DELETE /api/advisor/badges/:id/image'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => badges.setBadgeImage(ctx, store, request.user!, request.params.id, null),
  );

  r.put(
    '/api/admin/badges/:id/active',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'Activate or deactivate a badge (admin and educator; an advisor only their own)',
        security,
        params: badgeIdParam,
        body: z.strictObject({ is_active: z.boolean({ error: 'Active must be true or false' }) }),
        response: {
          ...contractResponses('PUT /api/admin/badges/:id/active'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      badges.setBadgeActive(ctx, request.user!, request.params.id, request.body.is_active),
  );

  r.get(
    '/api/badge-images/:key',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['badges'],
        summary: "A badge's image (public: badges show on public portfolios)",
        params: imageKeyParam,
        response: { ...errors(400, 404) },
      },
    },
    async (request, reply) =>
      sendImage(reply, store, await badges.badgeImage(db, request.params.key)),
  );
}
