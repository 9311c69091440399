import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { assignStudent, linkParent, unassignStudent } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

const pairParam = <A extends string, B extends string>(a: A, b: B) =>
  z.strictObject({
    [a]: z.uuid({ error: 'Not a valid user id' }),
    [b]: z.uuid({ error: 'Not a valid user id' }),
  } as Record<A | B, z.ZodUUID>);

/** Advisor assignments and parent links, made by admins (each recorded in the audit log). */
export function linkRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/admin/advisors/:advisorId/students/:studentId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Assign a student to an advisor',
        security,
        params: pairParam('advisorId', 'studentId'),
        response: {
          ...contractResponses('PUT /api/admin/advisors/:advisorId/students/:studentId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      assignStudent(ctx, request.user!.id, request.params.advisorId, request.params.studentId),
  );

  r.delete(
    '/api/admin/advisors/:advisorId/students/:studentId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'End an advisor assignment',
        security,
        params: pairParam('advisorId', 'studentId'),
        response: {
          ...contractResponses('DELETE /api/admin/advisors/:advisorId/students/:studentId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      unassignStudent(ctx, request.user!.id, request.params.advisorId, request.params.studentId),
  );

  r.put(
    '/api/admin/parent-links/:parentId/:childId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Link a parent and a child (an active parent_child_links row)',
        security,
        params: pairParam('parentId', 'childId'),
        response: {
          ...contractResponses('PUT /api/admin/parent-links/:parentId/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      linkParent(ctx, request.user!.id, request.params.parentId, request.params.childId),
  );
}
