import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../auth/schemas';
import { toUserView } from '../auth/user-view';
import { listLinkedChildren } from './store';
import { contractResponses } from '../../lib/response-schemas';

/**
 * The children linked to the signed-in parent (ownership: only their own links). No service:
 * a straight read of the parent's own links.
 */
export function parentsRoutes(app: FastifyInstance): void {
  const k = app.ctx.db.kysely;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/parents/my-children',
    {
      config: { auth: { roles: ['parent'] } },
      schema: {
        tags: ['parents'],
        summary: "The signed-in parent's linked children",
        security: [{ bearerAuth: [] }],
        response: { ...contractResponses('GET /api/parents/my-children'), ...errors(401, 403) },
      },
    },
    async (request) => ({
      children: (await listLinkedChildren(k, request.user!.id)).map(toUserView),
    }),
  );
}
