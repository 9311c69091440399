import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { STUDENT_ONLY } from '../access';
import { dateSchema, idParam } from '../schemas';
import { pickUpQuest, setDownQuest, setQuestDueDate } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];

export function enrolmentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;
  const now = () => app.ctx.config.now().toISOString();

  r.post(
    '/api/quests/:id/pick-up',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: 'Pick up a quest (201 the first time, 200 when picked up again)',
        security,
        params: idParam,
        body: z.strictObject({}).optional(),
        response: {
          ...contractResponses('POST /api/quests/:id/pick-up'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { created, detail } = await pickUpQuest(db, request.user!.id, request.params.id, now());
      return reply.code(created ? 201 : 200).send(detail);
    },
  );

  r.post(
    '/api/quests/:id/set-down',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: 'Set a quest down with a reflection (it can be picked up again later)',
        security,
        params: idParam,
        body: z.strictObject({
          reflection: z
            .string({ error: 'Reflection is required' })
            .trim()
            .min(1, 'Reflection is required')
            .max(2000, 'Reflection must be at most 2000 characters'),
        }),
        response: {
          ...contractResponses('POST /api/quests/:id/set-down'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      setDownQuest(db, request.user!.id, request.params.id, request.body.reflection, now()),
  );

  r.patch(
    '/api/quests/:id/enrolment',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: "Set or clear the quest's due date",
        security,
        params: idParam,
        body: z.strictObject({ due_date: dateSchema.nullable() }),
        response: {
          ...contractResponses('PATCH /api/quests/:id/enrolment'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      setQuestDueDate(db, request.user!.id, request.params.id, request.body.due_date),
  );
}
