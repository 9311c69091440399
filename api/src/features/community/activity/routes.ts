import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../auth/schemas';
import { FRIENDS_POLICY } from '../friends/routes';
import { activityQuery } from '../schemas';
import { friendsActivity } from './service';
import { contractResponses } from '../../../lib/response-schemas';

/**
 * Friends' completed tasks. Only what a friend may see: completions not marked confidential,
 * named by quest and task with pillar and XP. Evidence (text, links, files) never appears here.
 */
export function activityRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/community/friends/activity',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: "My friends' recent non-confidential task completions, newest first",
        security: [{ bearerAuth: [] }],
        querystring: activityQuery,
        response: {
          ...contractResponses('GET /api/community/friends/activity'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => friendsActivity(ctx, request.user!.id, request.query.limit),
  );
}
