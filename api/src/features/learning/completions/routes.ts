import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { drainUpload, type UploadStore } from '../../../lib/uploads';
import { errors } from '../../auth/schemas';
import { STUDENT_ONLY } from '../access';
import { taskIdParam } from '../schemas';
import { readCompletionForm, readResubmissionForm } from './form';
import { resubmitTask } from './resubmit';
import { completeTask, setTaskMinutes } from './service';
import { taskTimeBodySchema } from '@optio/contracts/evaluator';
import { contractResponses } from '../../../lib/response-schemas';

export function completionRoutes(app: FastifyInstance, store: UploadStore): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/tasks/:taskId/complete',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary:
          'Complete a task with evidence (multipart: text?, link?, confidential, files 0..5)',
        description:
          'multipart/form-data with fields `text` (≤ 10,000 chars), `link` (http/https URL), ' +
          "`confidential` ('true' | 'false') and up to five `files` (images jpg/png/gif/webp ≤ 10 MB, " +
          'documents pdf/docx/txt ≤ 25 MB, checked by content; images are re-encoded without metadata). ' +
          'At least one of text, link, files. Files count against the per-user storage quota (413). ' +
          'A task completes once: a repeated or concurrent submission answers 409.',
        security: [{ bearerAuth: [] }],
        params: taskIdParam,
        response: {
          ...contractResponses('POST /api/tasks/:taskId/complete'),
          ...errors(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) =>
      completeTask(app.ctx, store, request.log, {
        studentId: request.user!.id,
        taskId: request.params.taskId,
        readEvidence: () => readCompletionForm(request, store),
        discardUpload: () => drainUpload(request),
      }),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/tasks/:taskId/resubmit',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: 'Change the evidence of returned work and send it back for review',
        description:
          'multipart/form-data with the completion fields (`text`, `link`, `confidential`, `files` 0..5) ' +
          'and `keep`, the comma-separated evidence ids of the current files to keep (at most five files ' +
          'in all). The new text and link replace the old ones; other files are removed. Only the ' +
          "student's own task and only while its review is `returned`: pending, approved or catalogue " +
          'work answers 409. The work is `pending` again; the return stays in the audit log.',
        security: [{ bearerAuth: [] }],
        params: taskIdParam,
        response: {
          ...contractResponses('POST /api/tasks/:taskId/resubmit'),
          ...errors(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) =>
      resubmitTask(app.ctx, store, request.log, {
        studentId: request.user!.id,
        taskId: request.params.taskId,
        readEvidence: () => readResubmissionForm(request, store),
        discardUpload: () => drainUpload(request),
      }),
  );

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/tasks/:taskId/time',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: 'Log or correct the minutes spent on a completed task (1..1440; null clears)',
        security: [{ bearerAuth: [] }],
        params: taskIdParam,
        body: taskTimeBodySchema,
        response: {
          ...contractResponses('PUT /api/tasks/:taskId/time'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      setTaskMinutes(app.ctx, request.user!.id, request.params.taskId, request.body.minutes),
  );
}
