import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { childConversation, childThreads } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const PARENT = { roles: ['parent'] as const };
const security = [{ bearerAuth: [] }];
const childParam = z.strictObject({ childId: z.uuid({ error: 'Not a valid id' }) });
const threadParam = childParam.extend({ userId: z.uuid({ error: 'Not a valid id' }) });

/**
 * A linked parent's view of their child's direct messages (docs/safety.md): for an under-13
 * the conversations and their delivered messages, for a 13 to 17 year old only who they
 * message, and nothing for an adult. Held messages stay withheld here as everywhere.
 */
export function familyMessageRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/parent/children/:childId/messages',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary:
          'Who my child messages (under 18), with counts and last times; `oversight: messages` (under 13) lets me open each conversation',
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/parent/children/:childId/messages'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => childThreads(ctx, request.user!.id, request.params.childId),
  );

  r.get(
    '/api/parent/children/:childId/messages/:userId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary:
          "One of my under-13 child's conversations (delivered messages, oldest first; held ones stay withheld)",
        security,
        params: threadParam,
        response: {
          ...contractResponses('GET /api/parent/children/:childId/messages/:userId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { childId, userId } = request.params;
      return childConversation(ctx, request.user!.id, childId, userId);
    },
  );
}
