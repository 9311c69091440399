import { ROLES, TIERS, type Role } from '@optio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { UsersTable } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { resetPasswordMail } from '../../mail/templates';
import { createEmailTokens } from '../auth/email-tokens';
import { inBackground, link } from '../auth/http';
import { errors, messageSchema } from '../auth/schemas';
import { createSessions } from '../auth/sessions';
import { toUserView, userSchema } from '../auth/user-view';
import { writeAudit } from './audit';
import { toLanguage } from '../../lib/language';

/**
 * User management. Admin-like staff read (admin and educator: SPEC §4); only admins change
 * anything. Every change writes an audit_log row with old and new values and drops the user
 * from the auth cache, so the next request (and /api/auth/me) sees it.
 */
const READERS = { auth: { roles: ['educator'] as const } };
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid user id' }) });
const pairParam = (a: string, b: string) =>
  z.strictObject({
    [a]: z.uuid({ error: 'Not a valid user id' }),
    [b]: z.uuid({ error: 'Not a valid user id' }),
  });

const listQuery = z.strictObject({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }).optional(),
  tier: z.enum(TIERS, { error: `Tier must be one of ${TIERS.join(', ')}` }).optional(),
  status: z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is too large')
    .default(1),
  page_size: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
});

export const adminUserSchema = userSchema
  .extend({
    is_active: z.boolean(),
    email_verified: z.boolean(),
  })
  .meta({ id: 'AdminUser' });

const personSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

const userDetailSchema = z.object({
  user: adminUserSchema,
  advisors: z.array(personSchema).describe("A student's advisors"),
  students: z.array(personSchema).describe("An advisor's students"),
  parents: z.array(personSchema).describe("A child's linked parents"),
  children: z.array(personSchema).describe("A parent's linked children"),
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

type UserRow = UsersTable;
const adminView = (row: UserRow) => ({
  ...toUserView(row),
  is_active: row.is_active === 1,
  email_verified: row.email_verified_at !== null,
});
const person = (row: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email'>) => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
});

export function userRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sessions = createSessions(ctx);
  const tokens = createEmailTokens(ctx);
  const now = () => ctx.config.now().toISOString();

  async function findUser(id: string, field = 'id'): Promise<UserRow> {
    const user = await k.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!user)
      throw new HttpError(
        404,
        'User not found',
        field === 'id' ? undefined : { [field]: 'User not found' },
      );
    return user;
  }

  const notSelf = (request: FastifyRequest, id: string, message: string) => {
    if (request.user!.id === id) throw new HttpError(400, message);
  };

  r.get(
    '/api/admin/users',
    {
      config: READERS,
      schema: {
        tags: ['admin'],
        summary: 'Users: search by name or e-mail, filter by role, tier and status, paged',
        security,
        querystring: listQuery,
        response: {
          200: z.object({
            items: z.array(adminUserSchema),
            page: z.number(),
            page_size: z.number(),
            total: z.number(),
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { search, role, tier, status, page, page_size } = request.query;
      let query = k.selectFrom('users');
      if (search) {
        const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(email)`, 'like', sql`${like} escape '\\'`),
            eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${like} escape '\\'`),
          ]),
        );
      }
      if (role) query = query.where('role', '=', role);
      if (tier) {
        query =
          tier === 'free'
            ? query.where((eb) =>
                eb.or([eb('subscription_tier', '=', 'free'), eb('subscription_tier', 'is', null)]),
              )
            : query.where('subscription_tier', '=', tier);
      }
      if (status) query = query.where('is_active', '=', status === 'active' ? 1 : 0);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('last_name')
          .orderBy('first_name')
          .orderBy('id')
          .limit(page_size)
          .offset((page - 1) * page_size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(adminView), page, page_size, total: Number(count.n) };
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
        response: { 200: userDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await findUser(request.params.id);
      const cols = ['users.id', 'users.first_name', 'users.last_name', 'users.email'] as const;
      const [advisors, students, parents, children] = await Promise.all([
        k
          .selectFrom('advisor_students')
          .innerJoin('users', 'users.id', 'advisor_students.advisor_id')
          .select(cols)
          .where('advisor_students.student_id', '=', user.id)
          .execute(),
        k
          .selectFrom('advisor_students')
          .innerJoin('users', 'users.id', 'advisor_students.student_id')
          .select(cols)
          .where('advisor_students.advisor_id', '=', user.id)
          .execute(),
        k
          .selectFrom('parent_child_links')
          .innerJoin('users', 'users.id', 'parent_child_links.parent_id')
          .select(cols)
          .where('parent_child_links.child_id', '=', user.id)
          .execute(),
        k
          .selectFrom('parent_child_links')
          .innerJoin('users', 'users.id', 'parent_child_links.child_id')
          .select(cols)
          .where('parent_child_links.parent_id', '=', user.id)
          .execute(),
      ]);
      return {
        user: adminView(user),
        advisors: advisors.map(person),
        students: students.map(person),
        parents: parents.map(person),
        children: children.map(person),
      };
    },
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
        response: { 200: adminUserSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await findUser(request.params.id);
      const { role, subscription_tier } = request.body;
      if (role !== undefined && role !== 'admin') {
        notSelf(request, user.id, 'You cannot remove your own admin role');
      }
      const next: Partial<Pick<UserRow, 'role' | 'subscription_tier'>> = {};
      if (role !== undefined && role !== user.role) next.role = role;
      if (subscription_tier !== undefined && subscription_tier !== user.subscription_tier)
        next.subscription_tier = subscription_tier;
      if (Object.keys(next).length === 0) return adminView(user);
      const at = now();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ ...next, updated_at: at })
          .where('id', '=', user.id)
          .execute();
        const old: Record<string, unknown> = {};
        if (next.role) old.role = user.role;
        if (next.subscription_tier) old.subscription_tier = user.subscription_tier;
        await writeAudit(trx, {
          actorId: request.user!.id,
          action: 'user.update',
          targetType: 'user',
          targetId: user.id,
          details: { email: user.email, old, new: next },
          at,
        });
      });
      ctx.authUsers.invalidate(user.id);
      return adminView(await findUser(user.id));
    },
  );

  const setActive = (active: boolean) =>
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
          response: { 200: adminUserSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = await findUser(request.params.id);
        if (!active) notSelf(request, user.id, 'You cannot deactivate your own account');
        const value = active ? 1 : 0;
        if (user.is_active === value) return adminView(user);
        const at = now();
        await k.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ is_active: value, updated_at: at })
            .where('id', '=', user.id)
            .execute();
          await writeAudit(trx, {
            actorId: request.user!.id,
            action: active ? 'user.reactivate' : 'user.deactivate',
            targetType: 'user',
            targetId: user.id,
            details: {
              email: user.email,
              old: { is_active: user.is_active === 1 },
              new: { is_active: active },
            },
            at,
          });
        });
        ctx.authUsers.invalidate(user.id);
        if (!active) await sessions.revokeAllForUser(user.id);
        return adminView(await findUser(user.id));
      },
    );
  setActive(false);
  setActive(true);

  r.post(
    '/api/admin/users/:id/password-reset',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'E-mail the user a password reset link (the same link as forgot-password)',
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await findUser(request.params.id);
      if (!user.is_active) {
        throw new HttpError(400, 'Reactivate the account before sending a password reset');
      }
      const at = now();
      await writeAudit(k, {
        actorId: request.user!.id,
        action: 'user.password_reset',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email },
        at,
      });
      inBackground(ctx, request, async () => {
        const token = await tokens.create(user.id, 'reset_password');
        await ctx.mailer.send(
          resetPasswordMail(
            user.email,
            user.first_name,
            link(ctx, '/reset-password', token),
            toLanguage(user.language),
          ),
        );
      });
      return { message: `A password reset link was sent to ${user.email}.` };
    },
  );

  const requireRole = (user: UserRow, roles: Role[], field: string, message: string) => {
    if (!roles.includes(user.role)) throw new HttpError(400, message, { [field]: message });
  };

  r.put(
    '/api/admin/advisors/:advisorId/students/:studentId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Assign a student to an advisor',
        security,
        params: pairParam('advisorId', 'studentId'),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { advisorId, studentId } = request.params as { advisorId: string; studentId: string };
      const advisor = await findUser(advisorId, 'advisor_id');
      const student = await findUser(studentId, 'student_id');
      requireRole(advisor, ['advisor'], 'advisor_id', 'Only an advisor can be assigned students');
      requireRole(
        student,
        ['student'],
        'student_id',
        'Only a student can be assigned to an advisor',
      );
      const exists = await k
        .selectFrom('advisor_students')
        .select('advisor_id')
        .where('advisor_id', '=', advisor.id)
        .where('student_id', '=', student.id)
        .executeTakeFirst();
      if (!exists) {
        const at = now();
        await k.transaction().execute(async (trx) => {
          await trx
            .insertInto('advisor_students')
            .values({
              advisor_id: advisor.id,
              student_id: student.id,
              assigned_by: request.user!.id,
              created_at: at,
            })
            .execute();
          await writeAudit(trx, {
            actorId: request.user!.id,
            action: 'advisor.assign',
            targetType: 'user',
            targetId: student.id,
            details: { advisor: advisor.email, student: student.email },
            at,
          });
        });
      }
      return {
        message: `${student.first_name} ${student.last_name} is assigned to ${advisor.first_name} ${advisor.last_name}.`,
      };
    },
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
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { advisorId, studentId } = request.params as { advisorId: string; studentId: string };
      const at = now();
      const removed = await k.transaction().execute(async (trx) => {
        const res = await trx
          .deleteFrom('advisor_students')
          .where('advisor_id', '=', advisorId)
          .where('student_id', '=', studentId)
          .executeTakeFirst();
        if (Number(res.numDeletedRows) === 0) return false;
        await writeAudit(trx, {
          actorId: request.user!.id,
          action: 'advisor.unassign',
          targetType: 'user',
          targetId: studentId,
          details: { advisor_id: advisorId, student_id: studentId },
          at,
        });
        return true;
      });
      if (!removed) throw new HttpError(404, 'This student is not assigned to this advisor');
      return { message: 'The assignment has ended.' };
    },
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
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { parentId, childId } = request.params as { parentId: string; childId: string };
      const parent = await findUser(parentId, 'parent_id');
      const child = await findUser(childId, 'child_id');
      requireRole(
        parent,
        ['parent'],
        'parent_id',
        'Only a parent account can be linked to a child',
      );
      requireRole(
        child,
        ['student'],
        'child_id',
        'Only a student account can be linked as a child',
      );
      const exists = await k
        .selectFrom('parent_child_links')
        .select('parent_id')
        .where('parent_id', '=', parent.id)
        .where('child_id', '=', child.id)
        .executeTakeFirst();
      if (!exists) {
        const at = now();
        await k.transaction().execute(async (trx) => {
          await trx
            .insertInto('parent_child_links')
            .values({ parent_id: parent.id, child_id: child.id, created_at: at })
            .execute();
          await writeAudit(trx, {
            actorId: request.user!.id,
            action: 'parent.link',
            targetType: 'user',
            targetId: child.id,
            details: { parent: parent.email, child: child.email },
            at,
          });
        });
      }
      return {
        message: `${parent.first_name} ${parent.last_name} is linked to ${child.first_name} ${child.last_name}.`,
      };
    },
  );
}
