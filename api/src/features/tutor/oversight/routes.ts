import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../auth/schemas';
import { childParam, conversationParam, settingsBody } from '../schemas';
import * as oversight from './service';
import { contractResponses } from '../../../lib/response-schemas';

const PARENT = { auth: { roles: ['parent'] as const } };
const security = [{ bearerAuth: [] }];

/** docs/product.md#calls `/api/tutor/parent/...`: a linked parent's view of the child's tutor use. */
export function oversightRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tutor/parent/conversations/:childId',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary: "A linked child's tutor conversations with message and flag counts",
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/tutor/parent/conversations/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => oversight.childConversations(ctx, request.user!.id, request.params.childId),
  );

  r.get(
    '/api/tutor/parent/conversations/:conversationId/messages',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary: "The messages of a linked child's conversation (while monitoring is on)",
        security,
        params: conversationParam,
        response: {
          ...contractResponses('GET /api/tutor/parent/conversations/:conversationId/messages'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      oversight.childConversationMessages(ctx, request.user!.id, request.params.conversationId),
  );

  r.get(
    '/api/tutor/parent/safety-reports/:childId',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary: "A linked child's safety incidents, newest first, with a summary",
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/tutor/parent/safety-reports/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => oversight.childSafetyReport(ctx, request.user!.id, request.params.childId),
  );

  r.get(
    '/api/tutor/parent/settings/:childId',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary: "A linked child's tutor settings (defaults until a parent changes them)",
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/tutor/parent/settings/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => oversight.childSettings(ctx, request.user!.id, request.params.childId),
  );

  r.put(
    '/api/tutor/parent/settings/:childId',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary:
          'Change a linked child’s tutor settings; the daily limit can only go down from the tier default',
        security,
        params: childParam,
        body: settingsBody,
        response: {
          ...contractResponses('PUT /api/tutor/parent/settings/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      oversight.changeChildSettings(ctx, request.user!.id, request.params.childId, request.body),
  );
}
