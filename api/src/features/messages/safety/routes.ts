import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { SAFETY_CATEGORIES } from '../../safety/types';
import { userIdParam } from '../schemas';
import {
  blockUser,
  liftBlock,
  listBlocks,
  REPORT_MAX_MESSAGES,
  reportConversation,
} from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];

export const reportBody = z.strictObject({
  reason: z.enum(SAFETY_CATEGORIES, {
    error: `Reason must be one of: ${SAFETY_CATEGORIES.join(', ')}`,
  }),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(1000, 'The note must be at most 1,000 characters')
    .optional(),
  message_ids: z
    .array(z.uuid({ error: 'Not a valid id' }), { error: 'message_ids must be a list of ids' })
    .max(REPORT_MAX_MESSAGES, `Attach at most ${REPORT_MAX_MESSAGES} messages`)
    .optional(),
  block: z.boolean({ error: 'Block must be true or false' }).optional(),
});

const blockBody = z.strictObject({ user_id: z.uuid({ error: 'Not a valid id' }) });

/**
 * Report a conversation to the safety team and block people (both directions, at once).
 * A report is stored with a copy of the messages it names and lands in the admin safety queue
 * as an incident (surface `report`), kept from parents' views: a child may report anyone,
 * their own family included.
 */
export function messageSafetyRoutes(app: FastifyInstance): void {
  reportRoutes(app);
  blockRoutes(app);
}

/** Reporting a conversation. */
function reportRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/messages/with/:userId/report',
    {
      schema: {
        tags: ['messages'],
        summary:
          'Report the conversation with this person to the safety team, with the messages named (default: the latest 20); optionally block them too',
        security,
        params: userIdParam,
        body: reportBody,
        response: {
          ...contractResponses('POST /api/messages/with/:userId/report'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const report = await reportConversation(ctx, me, request.params.userId, request.body);
      return reply.code(201).send(report);
    },
  );
}

/** Blocks: list, set, lift. */
function blockRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/messages/blocks',
    {
      schema: {
        tags: ['messages'],
        summary: 'The people I have blocked',
        security,
        response: { ...contractResponses('GET /api/messages/blocks'), ...errors(401) },
      },
    },
    async (request) => listBlocks(ctx, request.user!.id),
  );

  r.post(
    '/api/messages/blocks',
    {
      schema: {
        tags: ['messages'],
        summary:
          'Block someone I have a conversation or connection with: no messages and no friend requests either way, at once; our friendship and pending requests end',
        security,
        body: blockBody,
        response: { ...contractResponses('POST /api/messages/blocks'), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await blockUser(ctx, request.user!.id, request.body.user_id);
      return { message: 'Blocked' };
    },
  );

  r.delete(
    '/api/messages/blocks/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: 'Lift a block I set (a block they set on me stays)',
        security,
        params: userIdParam,
        response: {
          ...contractResponses('DELETE /api/messages/blocks/:userId'),
          ...errors(400, 401, 404),
        },
      },
    },
    async (request) => {
      await liftBlock(ctx, request.user!.id, request.params.userId);
      return { message: 'Unblocked' };
    },
  );
}
