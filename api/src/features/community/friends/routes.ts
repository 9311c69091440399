import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { friendRequestBody, idParam } from '../schemas';
import {
  acceptFriendRequest,
  cancelFriendRequest,
  declineFriendRequest,
  friendsOverview,
  removeFriend,
  sendFriendRequest,
} from './service';
import { contractResponses } from '../../../lib/response-schemas';

/** Friends are for students (the default role); admin passes every gate. See api/README.md. */
export const FRIENDS_POLICY = { roles: ['student'] } as const;
const security = [{ bearerAuth: [] }];

export function friendsRoutes(app: FastifyInstance): void {
  friendRequestRoutes(app);
  endingRoutes(app);
}

/** Listing friends, asking and accepting. */
function friendRequestRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/community/friends',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'My friends, the requests addressed to me and the requests I sent',
        security,
        response: { ...contractResponses('GET /api/community/friends'), ...errors(401, 403) },
      },
    },
    async (request) => friendsOverview(ctx, request.user!),
  );

  r.post(
    '/api/community/friends/request',
    {
      config: { auth: FRIENDS_POLICY },
      onRequest: async (request) => {
        if (request.user) await ctx.limits.consume('friendRequest', request.user.id);
      },
      schema: {
        tags: ['community'],
        summary:
          'Ask the holder of an e-mail address to be friends (the same answer whether or not the address has an account)',
        security,
        body: friendRequestBody,
        response: {
          ...contractResponses('POST /api/community/friends/request'),
          ...errors(400, 401, 403, 429),
        },
      },
    },
    async (request) => sendFriendRequest(ctx, request.user!, request.body.email),
  );

  r.post(
    '/api/community/friends/accept/:id',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'Accept a friend request addressed to me',
        security,
        params: idParam,
        body: z.strictObject({}).optional(),
        response: {
          ...contractResponses('POST /api/community/friends/accept/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => acceptFriendRequest(ctx, request.user!, request.params.id),
  );
}

/** Declining, withdrawing and ending. */
function endingRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    '/api/community/friends/decline/:id',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'Decline a friend request addressed to me (the sender is not told)',
        security,
        params: idParam,
        response: {
          ...contractResponses('DELETE /api/community/friends/decline/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await declineFriendRequest(ctx, request.user!, request.params.id);
      return { message: 'Friend request declined' };
    },
  );

  r.delete(
    '/api/community/friends/cancel/:id',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'Withdraw a friend request I sent',
        security,
        params: idParam,
        response: {
          ...contractResponses('DELETE /api/community/friends/cancel/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await cancelFriendRequest(ctx, request.user!.id, request.params.id);
      return { message: 'Friend request cancelled' };
    },
  );

  r.delete(
    '/api/community/friends/:id',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: 'Remove a friend (by their user id); past messages stay readable to both',
        security,
        params: idParam,
        response: {
          ...contractResponses('DELETE /api/community/friends/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await removeFriend(ctx, request.user!.id, request.params.id);
      return { message: 'Friend removed' };
    },
  );
}
