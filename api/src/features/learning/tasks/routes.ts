import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { STUDENT_ONLY } from '../access';
import { dateSchema, idParam, pillarSchema, subjectSchema, taskIdParam } from '../schemas';
import { addPersonalTask, setTaskDueDate } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];

const personalTaskBody = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(5000, 'Description must be at most 5000 characters')
    .optional(),
  pillar: pillarSchema,
  xp: z
    .number({ error: 'XP must be a number' })
    .int('XP must be a whole number')
    .min(10, 'XP must be at least 10')
    .max(1000, 'XP must be at most 1000'),
  subjects: z
    .array(
      z.strictObject({
        subject: subjectSchema,
        xp: z.number({ error: 'XP must be a number' }).int('XP must be a whole number'),
      }),
      { error: 'Subjects must be a list' },
    )
    .max(5, 'At most five subjects')
    .optional(),
});

export function taskRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/quests/:id/tasks',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: 'Add a personal task to a quest the student has picked up',
        security,
        params: idParam,
        body: personalTaskBody,
        response: {
          ...contractResponses('POST /api/quests/:id/tasks'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const task = await addPersonalTask(
        app.ctx.db.kysely,
        request.user!.id,
        request.params.id,
        request.body,
        app.ctx.config.now().toISOString(),
      );
      return reply.code(201).send(task);
    },
  );

  r.patch(
    '/api/tasks/:taskId',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: "Set or clear one of the student's own task's due date",
        security,
        params: taskIdParam,
        body: z.strictObject({ due_date: dateSchema.nullable() }),
        response: {
          ...contractResponses('PATCH /api/tasks/:taskId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      setTaskDueDate(
        app.ctx.db.kysely,
        request.user!.id,
        request.params.taskId,
        request.body.due_date,
      ),
  );
}
