import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import {
  cheer,
  encourage,
  ENCOURAGEMENT_MAX,
  followedStudents,
  observerFeed,
  receivedEncouragements,
} from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];
const OBSERVER = { roles: ['observer'] as const };
const uuid = z.uuid({ error: 'Not a valid id' });
const studentParam = z.strictObject({ studentId: uuid });

/**
 * What an observer may do: read the child's shared work (non-confidential completions with their
 * non-confidential text and links, accepted non-confidential portfolio items), cheer, and leave
 * encouragement. Nothing else; every feed read is logged for the parent.
 */
export function observerFeedRoutes(app: FastifyInstance): void {
  feedRoutes(app);
  encouragementRoutes(app);
}

/** Following: the students, their feed, cheers. */
function feedRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/observer/students',
    {
      config: { auth: OBSERVER },
      schema: {
        tags: ['observers'],
        summary: 'The students the signed-in observer follows',
        security,
        response: { ...contractResponses('GET /api/observer/students'), ...errors(401, 403) },
      },
    },
    async (request) => followedStudents(ctx, request.user!.id),
  );

  r.get(
    '/api/observer/feed/:studentId',
    {
      config: { auth: OBSERVER },
      schema: {
        tags: ['observers'],
        summary: "A followed student's shared work, newest first (each read is logged)",
        security,
        params: studentParam,
        response: {
          ...contractResponses('GET /api/observer/feed/:studentId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => observerFeed(ctx, request.user!.id, request.params.studentId),
  );

  r.post(
    '/api/observer/cheers/:studentId',
    {
      config: { auth: OBSERVER },
      schema: {
        tags: ['observers'],
        summary: 'Cheer one item of a followed student’s feed (once per item)',
        security,
        params: studentParam,
        body: z.strictObject({
          item_kind: z.enum(['completion', 'portfolio'], {
            error: "Use 'completion' or 'portfolio'",
          }),
          item_id: uuid,
        }),
        response: {
          ...contractResponses('POST /api/observer/cheers/:studentId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => cheer(ctx, request.user!.id, request.params.studentId, request.body),
  );
}

/** Encouragement: leaving it (observer) and reading it (student). */
function encouragementRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/observer/encouragements/:studentId',
    {
      config: { auth: OBSERVER },
      schema: {
        tags: ['observers'],
        summary:
          'Leave a short word of encouragement for a followed student; one the safety screen flags is held (`held: true`) and not shown to the student',
        security,
        params: studentParam,
        body: z.strictObject({
          message: z
            .string({ error: 'Write a message' })
            .trim()
            .min(1, 'Write a message')
            .max(ENCOURAGEMENT_MAX, `A message may be at most ${ENCOURAGEMENT_MAX} characters`),
        }),
        response: {
          ...contractResponses('POST /api/observer/encouragements/:studentId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { studentId } = request.params;
      const saved = await encourage(
        ctx,
        request.log,
        request.user!.id,
        studentId,
        request.body.message,
      );
      return reply.code(201).send(saved);
    },
  );

  r.get(
    '/api/family/encouragements',
    {
      config: { auth: { roles: ['student'] } },
      schema: {
        tags: ['family'],
        summary: 'Encouragement the signed-in student received from their observers',
        security,
        response: { ...contractResponses('GET /api/family/encouragements'), ...errors(401, 403) },
      },
    },
    async (request) => receivedEncouragements(ctx, request.user!.id),
  );
}
