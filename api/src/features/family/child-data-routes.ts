import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import { HttpError } from '../../lib/errors';
import { writeAudit } from '../admin';
import type { Consent } from '../auth';
import { errors, messageSchema } from '../auth/schemas';
import type { UploadStore } from '../learning/evidence';
import { deleteAccountNow, deletionDueAt } from '../records/deletion';
import { exportUserData } from '../records/export';
import { ok } from '../records/http';
import { recordsDb } from '../records/tables';
import { childNotFound } from './access';
import { familyDb, type FamilyDb } from './tables';

const security = [{ bearerAuth: [] }];
const PARENT = { roles: ['parent'] as const };
const childParam = z.strictObject({ childId: z.uuid({ error: 'Not a valid id' }) });
export const CONSENTING_PARENT_ONLY = ERROR_MESSAGES['family.consenting_parent_only'];
export const CONFIRM_CHILD_NAME = ERROR_MESSAGES['family.confirm_child_name'];

const consentViewSchema = z.object({
  child: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    date_of_birth: z.string().nullable(),
    created_at: z.string(),
  }),
  consented_at: z.string(),
  statement_version: z.string(),
  withdrawn_at: z.string().nullable(),
  deletion_scheduled_for: z.string().nullable(),
});

/**
 * The child a parent gave consent for (COPPA): linked to them, and the parent named on the
 * child's latest consent. Other linked parents get 403, everyone else the usual 404.
 */
async function consentedChild(k: FamilyDb, parentId: string, childId: string) {
  const child = await k
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.child_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.date_of_birth',
      'users.created_at',
    ])
    .where('parent_child_links.parent_id', '=', parentId)
    .where('parent_child_links.child_id', '=', childId)
    .executeTakeFirst();
  if (!child) throw childNotFound();
  const consent = await k
    .selectFrom('parental_consents')
    .select(['parent_id', 'consented_at', 'statement_version', 'revoked_at'])
    .where('child_id', '=', childId)
    .orderBy('consented_at', 'desc')
    .executeTakeFirst();
  if (!consent || consent.parent_id !== parentId) throw new HttpError(403, CONSENTING_PARENT_ONLY);
  return { child, consent };
}

/**
 * What the consent statement promises the parent who gave it: review the child's data, download
 * it (JSON), withdraw consent (the account locks at once, data deleted after 30 days) and delete
 * the data at once. Only for children whose consent this parent gave.
 */
export function childDataRoutes(app: FastifyInstance, store: UploadStore, consent: Consent): void {
  const ctx = app.ctx;
  const k = familyDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/parent/children/:childId/consent',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: 'The consent you gave for a child and what is stored about them',
        security,
        params: childParam,
        response: { 200: consentViewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { child, consent: row } = await consentedChild(
        k,
        request.user!.id,
        request.params.childId,
      );
      const profile = await recordsDb(ctx.db.kysely)
        .selectFrom('student_profiles')
        .select('deletion_requested_at')
        .where('user_id', '=', child.id)
        .executeTakeFirst();
      return {
        child,
        consented_at: row.consented_at,
        statement_version: row.statement_version,
        withdrawn_at: row.revoked_at,
        deletion_scheduled_for: profile?.deletion_requested_at
          ? deletionDueAt(profile.deletion_requested_at)
          : null,
      };
    },
  );

  r.get(
    '/api/parent/children/:childId/export',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: 'Download everything stored about your child as JSON (an attachment)',
        security,
        params: childParam,
        response: { ...ok('The JSON export (see api/README.md)'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { child } = await consentedChild(k, request.user!.id, request.params.childId);
      const now = ctx.config.now();
      const data = await exportUserData(recordsDb(ctx.db.kysely), child.id, now);
      await writeAudit(k, {
        actorId: request.user!.id,
        action: 'child_data.export',
        targetType: 'user',
        targetId: child.id,
        details: {},
        at: now.toISOString(),
      });
      const name = child.first_name.replace(/[^A-Za-z0-9-]/g, '') || 'child';
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="optio-${name}-${now.toISOString().slice(0, 10)}.json"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  r.post(
    '/api/parent/children/:childId/consent/withdraw',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary:
          "Withdraw your consent: your child's account is locked at once and its data deleted after 30 days",
        security,
        params: childParam,
        body: z.strictObject({}),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { consent: row } = await consentedChild(k, request.user!.id, request.params.childId);
      if (!row.revoked_at) await consent.withdraw(request.params.childId, request.user!.id);
      return {
        message:
          "Consent withdrawn. Your child's account is locked, and its data will be deleted in 30 days.",
      };
    },
  );

  r.post(
    '/api/parent/children/:childId/delete',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: "Delete your child's account and all of its data now (type their first name)",
        security,
        params: childParam,
        body: z.strictObject({
          confirm: z.string({ error: CONFIRM_CHILD_NAME }).trim().max(100, CONFIRM_CHILD_NAME),
        }),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const parentId = request.user!.id;
      const { child } = await consentedChild(k, parentId, request.params.childId);
      if (request.body.confirm.toLowerCase() !== child.first_name.trim().toLowerCase()) {
        throw new HttpError(400, CONFIRM_CHILD_NAME, { confirm: CONFIRM_CHILD_NAME });
      }
      const at = ctx.config.now().toISOString();
      // The audit row names the child by id only: it outlives the account.
      await writeAudit(k, {
        actorId: parentId,
        action: 'child_data.delete',
        targetType: 'user',
        targetId: child.id,
        details: { by: 'consenting_parent' },
        at,
      });
      await deleteAccountNow(ctx.db.kysely, store, child.id);
      ctx.authUsers.invalidate(child.id);
      return { message: "Your child's account and data are deleted." };
    },
  );
}
