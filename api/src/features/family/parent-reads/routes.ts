import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { dateSchema } from '../../learning/schemas';
import { PARENT, childParam, readerOf, security, uuid } from './http';
import { pageQuery } from './schemas';
import {
  parentCalendar,
  parentCompletions,
  parentDashboard,
  parentEvidenceFile,
  parentEvidenceList,
  parentInsights,
  parentProgress,
  parentTask,
} from './service';
import { type UploadStore, sendStored } from '../../../lib/uploads';
import { contractResponses } from '../../../lib/response-schemas';

/**
 * A linked parent's read-only view of one child (`/api/parent/...`, docs/api/family.md). Every route first
 * resolves the child through the link (404 for anyone else's child); admin may read any student.
 */
export function parentReadRoutes(app: FastifyInstance, store: UploadStore): void {
  progressRoutes(app);
  workRoutes(app, store);
}

/** Progress at a glance: dashboard, calendar, weekly series, insights. */
function progressRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/parent/dashboard/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          "A linked child's dashboard: quests, XP, completions, weekly wins, rhythm, approvals",
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/parent/dashboard/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => parentDashboard(ctx, readerOf(request), request.params.childId),
  );

  r.get(
    '/api/parent/calendar/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A linked child's due dates, optionally between two dates",
        security,
        params: childParam,
        querystring: z.strictObject({ from: dateSchema.optional(), to: dateSchema.optional() }),
        response: {
          ...contractResponses('GET /api/parent/calendar/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      parentCalendar(ctx, readerOf(request), request.params.childId, request.query),
  );

  r.get(
    '/api/parent/progress/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A linked child's XP and completed tasks per week (last 12 weeks)",
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/parent/progress/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => parentProgress(ctx, readerOf(request), request.params.childId),
  );

  r.get(
    '/api/parent/insights/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A linked child's pillar balance and streaks",
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/parent/insights/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => parentInsights(ctx, readerOf(request), request.params.childId),
  );
}

/** The child's work: completions, one task, evidence files, parents' evidence. */
function workRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/parent/completions/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A linked child's completed tasks, newest first (paginated)",
        security,
        params: childParam,
        querystring: pageQuery,
        response: {
          ...contractResponses('GET /api/parent/completions/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      parentCompletions(ctx, readerOf(request), request.params.childId, request.query.page),
  );

  r.get(
    '/api/parent/task/:childId/:taskId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          "One of a linked child's tasks with all its evidence (confidential evidence included: parents see it; held text is withheld)",
        security,
        params: z.strictObject({ childId: uuid, taskId: uuid }),
        response: {
          ...contractResponses('GET /api/parent/task/:childId/:taskId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      parentTask(ctx, readerOf(request), request.params.childId, request.params.taskId),
  );

  r.get(
    '/api/parent/evidence-file/:childId/:evidenceId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary: "A file of a linked child's task evidence",
        security,
        params: z.strictObject({ childId: uuid, evidenceId: uuid }),
        response: { ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { childId, evidenceId } = request.params;
      const file = await parentEvidenceFile(ctx, readerOf(request), childId, evidenceId);
      return sendStored(reply, store, file);
    },
  );

  r.get(
    '/api/parent/evidence/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          'The evidence parents documented for a linked child, with the child’s decision (held text withheld)',
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/parent/evidence/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => parentEvidenceList(ctx, readerOf(request), request.params.childId),
  );
}
