import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { pillarSchema } from '../../learning/schemas';
import { readParentEvidence } from './evidence-form';
import { addParentEvidence, createPrivateQuest, decideVisibilityRequest } from './service';
import { type UploadStore } from '../../../lib/uploads';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];
const PARENT = { roles: ['parent'] as const };
const uuid = z.uuid({ error: 'Not a valid id' });
const childParam = z.strictObject({ childId: uuid });

const privateQuestSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .default(''),
  tasks: z
    .array(
      z.strictObject({
        title: z
          .string()
          .trim()
          .min(1, 'Task title is required')
          .max(200, 'Task title must be at most 200 characters'),
        description: z
          .string()
          .trim()
          .max(2000, 'Task description must be at most 2000 characters')
          .default(''),
        pillar: pillarSchema,
        xp: z
          .number({ error: 'XP must be a number' })
          .int('XP must be a whole number')
          .min(10, 'XP must be at least 10')
          .max(1000, 'XP must be at most 1000'),
      }),
    )
    .min(1, 'Add at least one task')
    .max(20, 'A quest may have at most 20 tasks'),
});

/** What a linked parent does for a child: evidence, visibility approvals, private quests. */
export function parentWriteRoutes(app: FastifyInstance, store: UploadStore): void {
  evidenceRoutes(app, store);
  decisionRoutes(app);
}

/** Evidence a parent documents for the child. */
function evidenceRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/parent/evidence/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          'Document learning the child did (multipart: title, description, pillar, link, work_date, confidential, file); it waits for the child to accept it',
        security,
        params: childParam,
        response: {
          ...contractResponses('POST /api/parent/evidence/:childId'),
          ...errors(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const written: string[] = [];
      try {
        const saved = await addParentEvidence(
          ctx,
          request.log,
          request.user!.id,
          request.params.childId,
          () => readParentEvidence(request, store, written),
        );
        return reply.code(201).send(saved);
      } catch (err) {
        await store.remove(written);
        throw err;
      }
    },
  );
}

/** Visibility decisions and private quests. */
function decisionRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const decide = (decision: 'approved' | 'declined') =>
    r.post(
      `/api/parent/visibility-requests/:id/${decision === 'approved' ? 'approve' : 'decline'}`,
      {
        config: { auth: PARENT },
        schema: {
          tags: ['parent'],
          summary: `${decision === 'approved' ? 'Approve' : 'Decline'} a linked child's request to make their diploma or portfolio public`,
          security,
          params: z.strictObject({ id: uuid }),
          response: {
            ...contractResponses(
              decision === 'approved'
                ? 'POST /api/parent/visibility-requests/:id/approve'
                : 'POST /api/parent/visibility-requests/:id/decline',
            ),
            ...errors(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        await decideVisibilityRequest(ctx, request.user!.id, request.params.id, decision);
        return { message: decision === 'approved' ? 'Approved' : 'Declined' };
      },
    );
  decide('approved');
  decide('declined');

  r.post(
    '/api/parent/quests/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          'Create a private quest with tasks for a linked child: only that child sees it, already picked up',
        security,
        params: childParam,
        body: privateQuestSchema,
        response: {
          ...contractResponses('POST /api/parent/quests/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPrivateQuest(ctx, request.user!.id, request.params.childId, request.body),
        ),
  );
}
