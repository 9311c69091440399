import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { idParam } from '../schemas';
import { approveFriendRequest, awaitingApprovals, declineFriendRequestAsParent } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const PARENT = { roles: ['parent'] as const };
const security = [{ bearerAuth: [] }];

/**
 * A linked parent decides about their under-13 child's friend requests (docs/safety.md):
 * a request the child sent reaches its addressee only after approval; a request the child
 * accepted becomes a friendship only after approval. Every decision is in the audit log.
 */
export function parentApprovalRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/parent/friend-requests',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: 'Friend requests of my under-13 children that wait for my approval',
        security,
        response: { ...contractResponses('GET /api/parent/friend-requests'), ...errors(401, 403) },
      },
    },
    async (request) => awaitingApprovals(ctx, request.user!.id),
  );

  r.post(
    '/api/parent/friend-requests/:id/approve',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary:
          'Approve: a request my child sent goes to its addressee; one my child accepted becomes a friendship',
        security,
        params: idParam,
        body: z.strictObject({}).optional(),
        response: {
          ...contractResponses('POST /api/parent/friend-requests/:id/approve'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => approveFriendRequest(ctx, request.user!, request.params.id),
  );

  r.post(
    '/api/parent/friend-requests/:id/decline',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: 'Decline a friend request of my child (the other person is not told)',
        security,
        params: idParam,
        body: z.strictObject({}).optional(),
        response: {
          ...contractResponses('POST /api/parent/friend-requests/:id/decline'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await declineFriendRequestAsParent(ctx, request.user!, request.params.id);
      return { message: 'Friend request declined' };
    },
  );
}
