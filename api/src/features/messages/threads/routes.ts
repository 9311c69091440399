import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { BLOCKED, MINOR_TO_ADULT } from '../../community';
import { NOT_CONNECTED, sendBody, userIdParam } from '../schemas';
import {
  listContacts,
  listThreads,
  markThreadRead,
  sendMessage,
  THREAD_PAGE,
  threadWith,
  unreadCount,
} from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];

/**
 * Direct messages between connected people: accepted friends, and a student and their advisor
 * (both directions). A thread stays readable after the connection ends; sending needs it.
 * Any other user id, existing or not, gets the same 403.
 */
export function messageRoutes(app: FastifyInstance): void {
  readRoutes(app);
  writeRoutes(app);
}

/** Reading: threads, contacts, unread count, one conversation. */
function readRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/messages/threads',
    {
      schema: {
        tags: ['messages'],
        summary: 'My conversations, most recent first, with unread counts',
        security,
        response: { ...contractResponses('GET /api/messages/threads'), ...errors(401) },
      },
    },
    async (request) => listThreads(ctx, request.user!.id),
  );

  r.get(
    '/api/messages/contacts',
    {
      schema: {
        tags: ['messages'],
        summary:
          'Everyone I may message now: family, friends, my advisor, my students (blocked people and, for a minor, adult friends left out)',
        security,
        response: { ...contractResponses('GET /api/messages/contacts'), ...errors(401) },
      },
    },
    async (request) => listContacts(ctx, request.user!.id),
  );

  r.get(
    '/api/messages/unread-count',
    {
      schema: {
        tags: ['messages'],
        summary: 'How many messages to me are unread',
        security,
        response: { ...contractResponses('GET /api/messages/unread-count'), ...errors(401) },
      },
    },
    async (request) => unreadCount(ctx, request.user!.id),
  );

  r.get(
    '/api/messages/with/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: `The conversation with one person (the latest ${THREAD_PAGE} messages, oldest first)`,
        security,
        params: userIdParam,
        response: {
          ...contractResponses('GET /api/messages/with/:userId'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => threadWith(ctx, request.user!.id, request.params.userId),
  );
}

/** Writing: sending and marking read. */
function writeRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/messages/with/:userId',
    {
      onRequest: async (request) => {
        if (request.user) await ctx.limits.consume('messageSend', request.user.id);
      },
      schema: {
        tags: ['messages'],
        summary:
          'Send a message (1–2,000 characters after trimming) to a connection; a message to or from a student that the safety screen flags is held (`held: true`) and not delivered',
        security,
        params: userIdParam,
        body: sendBody,
        response: {
          ...contractResponses('POST /api/messages/with/:userId'),
          ...errors(400, 401, 403, 429),
        },
        description: `Refused with 403: no relation ("${NOT_CONNECTED}"), a block either way ("${BLOCKED}"), or a friendship between a student under 18 and an adult ("${MINOR_TO_ADULT}" or its mirror for the adult).`,
      },
    },
    async (request, reply) => {
      const sent = await sendMessage(
        ctx,
        request.log,
        request.user!.id,
        request.params.userId,
        request.body.body,
      );
      return reply.code(201).send(sent);
    },
  );

  r.post(
    '/api/messages/with/:userId/read',
    {
      schema: {
        tags: ['messages'],
        summary: "Mark the person's messages to me as read",
        security,
        params: userIdParam,
        body: z.strictObject({}).optional(),
        response: {
          ...contractResponses('POST /api/messages/with/:userId/read'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => markThreadRead(ctx, request.user!.id, request.params.userId),
  );
}
