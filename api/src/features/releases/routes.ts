import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { platformAppParamsSchema, rollbackBodySchema } from '@optio/contracts/releases';
import { contractResponses } from '../../lib/response-schemas';
import { errors } from '../auth/schemas';
import { adminPromote, adminRollback } from './admin';
import { platformLayout } from './serving';
import { platformReleases } from './view';

const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

/** The admin Platform page's releases (docs/api/platform.md). */
export function releaseRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const layout = platformLayout(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/platform/releases',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Every app: its live release, canary and release history (newest first)',
        security,
        response: {
          ...contractResponses('GET /api/admin/platform/releases'),
          ...errors(401, 403),
        },
      },
    },
    async () => platformReleases(db, layout),
  );

  r.post(
    '/api/admin/platform/:app/rollback',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary:
          'Make an earlier release live (the named one, or the one before); ends a canary; audited',
        security,
        params: platformAppParamsSchema,
        body: rollbackBodySchema,
        response: {
          ...contractResponses('POST /api/admin/platform/:app/rollback'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      adminRollback(
        db,
        layout,
        request.user!.id,
        request.params.app,
        request.body?.version,
        ctx.config.now(),
      ),
  );

  r.post(
    '/api/admin/platform/:app/promote',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: "Make the app's canary live for everyone; audited",
        security,
        params: platformAppParamsSchema,
        response: {
          ...contractResponses('POST /api/admin/platform/:app/promote'),
          ...errors(400, 401, 403, 409),
        },
      },
    },
    async (request) =>
      adminPromote(db, layout, request.user!.id, request.params.app, ctx.config.now()),
  );
}
