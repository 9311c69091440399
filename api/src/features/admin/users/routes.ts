import { ROLES, TIERS } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQueryFields } from '../../../lib/paging';
import { errors } from '../../auth/schemas';
import { changeUser, listUsers, sendPasswordReset, setUserActive, userDetail } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const READERS = { auth: { roles: ['educator'] as const } };
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid user id' }) });

const listQuery = z.strictObject({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }).optional(),
  tier: z.enum(TIERS, { error: `Tier must be one of ${TIERS.join(', ')}` }).optional(),
  status: z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }).optional(),
  ...pageQueryFields,
});

const changeBody = z
  .strictObject({
    role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }).optional(),
    subscription_tier: z
      .enum(TIERS, { error: `Tier must be one of ${TIERS.join(', ')}` })
      .optional(),
  })
  .refine((b) => b.role !== undefined || b.subscription_tier !== undefined, {
    message: 'Give a role or a subscription tier to change',
  });

/** Admin-like staff (admin and educator) read users; only admins change them. */
export function userRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/users',
    {
      config: READERS,
      schema: {
        tags: ['admin'],
        summary: 'Users: search by name or e-mail, filter by role, tier and status, paged',
        security,
        querystring: listQuery,
        response: { ...contractResponses('GET /api/admin/users'), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return listUsers(ctx, filter, { page, page_size });
    },
  );

  r.get(
    '/api/admin/users/:id',
    {
      config: READERS,
      schema: {
        tags: ['admin'],
        summary: 'One user with their advisor, student, parent and child links',
        security,
        params: idParam,
        response: {
          ...contractResponses('GET /api/admin/users/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => userDetail(ctx, request.params.id),
  );

  r.patch(
    '/api/admin/users/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: "Change a user's role and/or subscription tier (applies on their next request)",
        security,
        params: idParam,
        body: changeBody,
        response: {
          ...contractResponses('PATCH /api/admin/users/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => changeUser(ctx, request.user!, request.params.id, request.body),
  );

  for (const active of [false, true]) {
    r.post(
      `/api/admin/users/:id/${active ? 'reactivate' : 'deactivate'}`,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: ['admin'],
          summary: active
            ? 'Reactivate an account'
            : 'Deactivate an account: it can no longer sign in and every session ends',
          security,
          params: idParam,
          response: {
            ...contractResponses(
              active
                ? 'POST /api/admin/users/:id/reactivate'
                : 'POST /api/admin/users/:id/deactivate',
            ),
            ...errors(400, 401, 403, 404),
          },
        },
      },
      async (request) => setUserActive(ctx, request.user!, request.params.id, active),
    );
  }

  r.post(
    '/api/admin/users/:id/password-reset',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'E-mail the user a password reset link (the same link as forgot-password)',
        security,
        params: idParam,
        response: {
          ...contractResponses('POST /api/admin/users/:id/password-reset'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => sendPasswordReset(ctx, request.user!, request.params.id),
  );
}
