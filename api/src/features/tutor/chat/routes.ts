import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../auth/schemas';
import { TutorProviderError, type TutorProvider } from '../provider';
import { conversationParam, createConversationBody, sendMessageBody } from '../schemas';
import { openEventStream } from '../stream';
import { toMessage } from '../views';
import * as chat from './service';
import { contractResponses } from '../../../lib/response-schemas';

const STUDENT = { auth: { roles: ['student'] as const } };
const security = [{ bearerAuth: [] }];

/** A student's own tutor: settings, conversations, and messages answered as a stream. */
export function chatRoutes(app: FastifyInstance, provider: TutorProvider): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tutor/settings',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary: "The student's tutor settings as their parent set them, and today's usage",
        security,
        response: { ...contractResponses('GET /api/tutor/settings'), ...errors(401, 403) },
      },
    },
    async (request) => chat.studentSettings(ctx, request.user!.id),
  );

  r.get(
    '/api/tutor/conversations',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary: "The student's tutor conversations, most recent first",
        security,
        response: { ...contractResponses('GET /api/tutor/conversations'), ...errors(401, 403) },
      },
    },
    async (request) => chat.studentConversations(ctx, request.user!.id),
  );

  r.post(
    '/api/tutor/conversations',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary: 'Start a conversation in a mode the parent allows',
        security,
        body: createConversationBody,
        response: {
          ...contractResponses('POST /api/tutor/conversations'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await chat.startConversation(ctx, request.user!, request.body)),
  );

  r.get(
    '/api/tutor/conversations/:conversationId/messages',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary: 'The messages of one of the student’s conversations, oldest first',
        security,
        params: conversationParam,
        response: {
          ...contractResponses('GET /api/tutor/conversations/:conversationId/messages'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      chat.conversationMessages(ctx, request.user!.id, request.params.conversationId),
  );

  r.post(
    '/api/tutor/conversations/:conversationId/messages',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary:
          'Send a message; the answer is a text/event-stream: `student` (the stored, screened message), `delta` pieces of the reply, `replace` (the reply failed screening), then `done` (the stored reply) or `error`',
        security,
        params: conversationParam,
        body: sendMessageBody,
        response: { ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const accepted = await chat.acceptStudentMessage(
        ctx,
        request.user!,
        request.params.conversationId,
        request.body.message,
        request.log,
      );
      const { writer, body } = openEventStream(reply);
      const abort = new AbortController();
      // The client went away before the reply finished: stop asking the provider.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      writer.send('student', { message: toMessage(accepted.message) });
      void chat
        .replyToMessage(ctx, provider, accepted, writer.send, abort.signal)
        .catch((err: unknown) => {
          request.log.warn({ err }, 'tutor reply failed');
          writer.send('error', {
            error:
              err instanceof TutorProviderError
                ? "The tutor couldn't answer just now. Please try again in a moment."
                : 'Something went wrong while the tutor was answering. Please try again.',
          });
        })
        .finally(() => writer.end());
      // The typed reply only knows the JSON error shapes; the 200 answer is the event stream.
      return reply.send(body as unknown as never);
    },
  );
}
