import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  familyReviewSettingsBodySchema,
  reviewDecisionBodySchema,
  reviewSettingsBodySchema,
} from '@optio/contracts/records';
import { contractResponses } from '../../../lib/response-schemas';
import { errors } from '../../auth/schemas';
import { security, STUDENT_ONLY, tags } from '../http';
import {
  changeReviewSettings,
  decideReview,
  familyReviewSettings,
  reviewQueue,
  reviewRules,
  setFamilyReviewSettings,
  signOffStudentDiploma,
} from './service';
import { readReviewSettings } from '../../settings';

const REVIEWERS = { auth: { roles: ['advisor', 'parent'] as const } };
const PARENT_ONLY = { auth: { roles: ['parent'] as const } };
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };

const taskIdParam = z.strictObject({ taskId: z.uuid({ error: 'Not a valid id' }) });
const studentIdParam = z.strictObject({ studentId: z.uuid({ error: 'Not a valid id' }) });
const childIdParam = z.strictObject({ childId: z.uuid({ error: 'Not a valid id' }) });

/**
 * Review before credit and diploma sign-off (docs/api/records.md "Review"): the reviewer's queue
 * and decisions, the family setting, the admin's rules and the student's view of them.
 */
export function reviewRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const at = () => ctx.config.now().toISOString();

  r.get(
    '/api/reviews',
    {
      config: REVIEWERS,
      schema: {
        tags,
        summary: 'Review queue: pending personal tasks and private-quest tasks, diplomas to sign',
        security,
        response: { ...contractResponses('GET /api/reviews'), ...errors(401, 403) },
      },
    },
    async (request) => reviewQueue(db, request.user!),
  );

  r.post(
    '/api/reviews/tasks/:taskId',
    {
      config: REVIEWERS,
      schema: {
        tags,
        summary: 'Approve pending work (it then counts toward credits) or return it with a comment',
        security,
        params: taskIdParam,
        body: reviewDecisionBodySchema,
        response: {
          ...contractResponses('POST /api/reviews/tasks/:taskId'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => decideReview(db, request.user!, request.params.taskId, request.body, at()),
  );

  r.post(
    '/api/reviews/students/:studentId/diploma',
    {
      config: REVIEWERS,
      schema: {
        tags,
        summary: "Sign a student's diploma off (issues it once the reviewed credits are met)",
        security,
        params: studentIdParam,
        response: {
          ...contractResponses('POST /api/reviews/students/:studentId/diploma'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => signOffStudentDiploma(db, request.user!, request.params.studentId, at()),
  );

  r.get(
    '/api/reviews/family/:childId',
    {
      config: PARENT_ONLY,
      schema: {
        tags,
        summary: "The family's review setting for a linked child, and who reviews",
        security,
        params: childIdParam,
        response: {
          ...contractResponses('GET /api/reviews/family/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => familyReviewSettings(db, request.user!.id, request.params.childId),
  );

  r.put(
    '/api/reviews/family/:childId',
    {
      config: PARENT_ONLY,
      schema: {
        tags,
        summary: 'Let a linked parent review a child without an advisor, or not (audited)',
        security,
        params: childIdParam,
        body: familyReviewSettingsBodySchema,
        response: {
          ...contractResponses('PUT /api/reviews/family/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      setFamilyReviewSettings(
        db,
        request.user!.id,
        request.params.childId,
        request.body.parent_review,
        at(),
      ),
  );

  r.get(
    '/api/admin/review-settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Whether only advisors may review, and the personal-task XP cap',
        security,
        response: { ...contractResponses('GET /api/admin/review-settings'), ...errors(401, 403) },
      },
    },
    async () => readReviewSettings(db),
  );

  r.put(
    '/api/admin/review-settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Change the review rules (recorded in the audit log)',
        security,
        body: reviewSettingsBodySchema,
        response: {
          ...contractResponses('PUT /api/admin/review-settings'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => changeReviewSettings(db, request.user!.id, request.body, at()),
  );

  r.get(
    '/api/records/review-rules',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'The personal-task XP cap and who reviews my personal work',
        security,
        response: { ...contractResponses('GET /api/records/review-rules'), ...errors(401, 403) },
      },
    },
    async (request) => reviewRules(db, request.user!.id),
  );
}
