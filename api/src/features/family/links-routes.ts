import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '@optio/contracts';
import type { AuthUser } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { writeAudit } from '../admin/audit';
import { inBackground, normaliseEmail } from '../auth/http';
import { errors, messageSchema } from '../auth/schemas';
import { linkInvitationMail } from './mails';
import { familyDb, type LinkInitiator } from './tables';
import { toLanguage } from '../../lib/language';

const security = [{ bearerAuth: [] }];
const FAMILY_ROLES = { roles: ['parent', 'student'] as const };
/** An inviter may have this many invitations waiting at once (keeps invitations from being spam). */
export const MAX_PENDING_LINKS = 10;
export const INVITE_SENT =
  'If that address belongs to an Optio account that can be linked, we sent them your request.';

const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });
const personSchema = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });
const linksSchema = z.object({
  linked: z.array(personSchema.extend({ since: z.string() })),
  sent: z.array(z.object({ id: z.string(), email: z.string(), created_at: z.string() })),
  received: z.array(z.object({ id: z.string(), from: personSchema, created_at: z.string() })),
});

/**
 * Every decision on a parent–child link (approve, decline, cancel) is on record: it decides who
 * sees a child's data. Written in the decision's transaction.
 */
function auditLinkDecision(
  trx: object,
  actorId: string,
  decision: 'approve' | 'decline' | 'cancel',
  requestId: string,
  parentId: string | null,
  childId: string | null,
  at: string,
): Promise<void> {
  return writeAudit(trx, {
    actorId,
    action: `parent_link.${decision}`,
    targetType: 'family_link_request',
    targetId: requestId,
    details: { parent_id: parentId, child_id: childId },
    at,
  });
}

/** Which side of a link the caller is on (admin has no family of their own here). */
function sideOf(user: AuthUser): LinkInitiator {
  if (user.role === 'parent') return 'parent';
  if (user.role === 'student') return 'child';
  throw new HttpError(403, 'Only parents and students have family links');
}

/**
 * Linking a parent and a child: either side invites the other by e-mail; the link becomes
 * active (a parent_child_links row) only when the invited side approves. Invitations are matched
 * by e-mail when the invitee signs in, so the answer to an invitation never says whether the
 * address has an account.
 */
export function linkRoutes(app: FastifyInstance): void {
  const k = familyDb(app.ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.config.now().toISOString();

  r.get(
    '/api/family/links',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary: "The caller's active family links, invitations sent and invitations received",
        security,
        response: { 200: linksSchema, ...errors(401, 403) },
      },
    },
    async (request) => {
      const user = request.user!;
      const side = sideOf(user);
      const mine = side === 'parent' ? 'parent_id' : 'child_id';
      const theirs = side === 'parent' ? 'child_id' : 'parent_id';
      const [linked, sent, received] = await Promise.all([
        k
          .selectFrom('parent_child_links')
          .innerJoin('users', 'users.id', `parent_child_links.${theirs}`)
          .select([
            'users.id',
            'users.first_name',
            'users.last_name',
            'parent_child_links.created_at as since',
          ])
          .where(`parent_child_links.${mine}`, '=', user.id)
          .orderBy('users.first_name')
          .execute(),
        k
          .selectFrom('family_link_requests')
          .select(['id', 'invited_email as email', 'created_at'])
          .where(mine, '=', user.id)
          .where('initiated_by', '=', side)
          .where('status', '=', 'pending')
          .orderBy('created_at', 'desc')
          .execute(),
        k
          .selectFrom('family_link_requests')
          .innerJoin('users', 'users.id', `family_link_requests.${theirs}`)
          .select([
            'family_link_requests.id',
            'family_link_requests.created_at',
            'users.id as from_id',
            'users.first_name',
            'users.last_name',
          ])
          .where('family_link_requests.invited_email', '=', normaliseEmail(user.email))
          .where('family_link_requests.initiated_by', '!=', side)
          .where('family_link_requests.status', '=', 'pending')
          .orderBy('family_link_requests.created_at', 'desc')
          .execute(),
      ]);
      return {
        linked,
        sent,
        received: received.map((x) => ({
          id: x.id,
          created_at: x.created_at,
          from: { id: x.from_id, first_name: x.first_name, last_name: x.last_name },
        })),
      };
    },
  );

  r.post(
    '/api/family/links',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary:
          'Invite a child (as a parent) or a parent (as a student) by e-mail; the same answer whether or not the address has an account',
        security,
        body: z.strictObject({ email: emailField }),
        response: { 200: messageSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const user = request.user!;
      const side = sideOf(user);
      const email = normaliseEmail(request.body.email);
      if (email === normaliseEmail(user.email)) {
        throw new HttpError(400, 'Use the e-mail address of the other person', {
          email: 'Use the e-mail address of the other person',
        });
      }
      const mine = side === 'parent' ? 'parent_id' : 'child_id';
      const pending = await k
        .selectFrom('family_link_requests')
        .select(['id', 'invited_email'])
        .where(mine, '=', user.id)
        .where('initiated_by', '=', side)
        .where('status', '=', 'pending')
        .execute();
      // Asking twice is not an error and sends nothing new.
      if (pending.some((p) => p.invited_email === email)) return { message: INVITE_SENT };
      if (pending.length >= MAX_PENDING_LINKS) {
        throw new HttpError(
          409,
          `You have ${MAX_PENDING_LINKS} invitations waiting: cancel one before sending another`,
        );
      }
      await k
        .insertInto('family_link_requests')
        .values({
          id: randomUUID(),
          initiated_by: side,
          parent_id: side === 'parent' ? user.id : null,
          child_id: side === 'child' ? user.id : null,
          invited_email: email,
          status: 'pending',
          created_at: now(),
          decided_at: null,
        })
        .execute();
      // Mail only an account of the right kind, after the answer (same answer, same timing).
      const ctx = app.ctx;
      inBackground(ctx, request, async () => {
        const invitee = await k
          .selectFrom('users')
          .select(['email', 'role', 'language'])
          .where('email', '=', email)
          .executeTakeFirst();
        const wanted = side === 'parent' ? 'student' : 'parent';
        if (!invitee || invitee.role !== wanted) return;
        const page = side === 'parent' ? '/family' : '/parent/dashboard';
        await ctx.mailer.send(
          linkInvitationMail(
            invitee.email,
            `${user.first_name} ${user.last_name}`,
            side,
            `${ctx.config.publicUrl}${page}`,
            toLanguage(invitee.language),
          ),
        );
      });
      return { message: INVITE_SENT };
    },
  );

  /** A pending request addressed to the caller (by e-mail, from the other side). */
  const receivedOr404 = async (user: AuthUser, id: string, side: LinkInitiator) => {
    const req = await k
      .selectFrom('family_link_requests')
      .selectAll()
      .where('id', '=', id)
      .where('invited_email', '=', normaliseEmail(user.email))
      .where('initiated_by', '!=', side)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!req) throw new HttpError(404, 'Link request not found');
    return req;
  };

  r.post(
    '/api/family/links/:id/approve',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary: 'Approve a link request addressed to you: the link becomes active',
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.user!;
      const side = sideOf(user);
      const req = await receivedOr404(user, request.params.id, side);
      const parentId = side === 'parent' ? user.id : req.parent_id!;
      const childId = side === 'child' ? user.id : req.child_id!;
      const at = now();
      await k.transaction().execute(async (trx) => {
        const upd = await trx
          .updateTable('family_link_requests')
          .set({ status: 'approved', decided_at: at, parent_id: parentId, child_id: childId })
          .where('id', '=', req.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(upd.numUpdatedRows) !== 1) throw new HttpError(404, 'Link request not found');
        const existing = await trx
          .selectFrom('parent_child_links')
          .select('parent_id')
          .where('parent_id', '=', parentId)
          .where('child_id', '=', childId)
          .executeTakeFirst();
        if (!existing) {
          await trx
            .insertInto('parent_child_links')
            .values({ parent_id: parentId, child_id: childId, created_at: at })
            .execute();
        }
        await auditLinkDecision(trx, user.id, 'approve', req.id, parentId, childId, at);
      });
      return { message: 'Linked' };
    },
  );

  r.post(
    '/api/family/links/:id/decline',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary: 'Decline a link request addressed to you',
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.user!;
      const side = sideOf(user);
      const req = await receivedOr404(user, request.params.id, side);
      const parentId = side === 'parent' ? user.id : req.parent_id;
      const childId = side === 'child' ? user.id : req.child_id;
      const at = now();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('family_link_requests')
          .set({ status: 'declined', decided_at: at })
          .where('id', '=', req.id)
          .execute();
        await auditLinkDecision(trx, user.id, 'decline', req.id, parentId, childId, at);
      });
      return { message: 'Declined' };
    },
  );

  r.delete(
    '/api/family/links/:id',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary: 'Cancel an invitation you sent that is still waiting',
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.user!;
      const side = sideOf(user);
      const at = now();
      await k.transaction().execute(async (trx) => {
        const upd = await trx
          .updateTable('family_link_requests')
          .set({ status: 'cancelled', decided_at: at })
          .where('id', '=', request.params.id)
          .where(side === 'parent' ? 'parent_id' : 'child_id', '=', user.id)
          .where('initiated_by', '=', side)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(upd.numUpdatedRows) !== 1) throw new HttpError(404, 'Link request not found');
        const req = await trx
          .selectFrom('family_link_requests')
          .select(['parent_id', 'child_id'])
          .where('id', '=', request.params.id)
          .executeTakeFirstOrThrow();
        await auditLinkDecision(
          trx,
          user.id,
          'cancel',
          request.params.id,
          req.parent_id,
          req.child_id,
          at,
        );
      });
      return { message: 'Cancelled' };
    },
  );

  r.delete(
    '/api/admin/parent-links/:parentId/:childId',
    {
      config: { auth: { roles: ['admin'] } },
      schema: {
        tags: ['family', 'admin'],
        summary: 'Remove an active parent–child link (recorded in the audit log)',
        security,
        params: z.strictObject({
          parentId: z.uuid({ error: 'Not a valid id' }),
          childId: z.uuid({ error: 'Not a valid id' }),
        }),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { parentId, childId } = request.params;
      const at = now();
      await k.transaction().execute(async (trx) => {
        const del = await trx
          .deleteFrom('parent_child_links')
          .where('parent_id', '=', parentId)
          .where('child_id', '=', childId)
          .executeTakeFirst();
        if (Number(del.numDeletedRows) !== 1) throw new HttpError(404, 'Link not found');
        await trx
          .insertInto('audit_log')
          .values({
            id: randomUUID(),
            actor_id: request.user!.id,
            action: 'parent_link.remove',
            target_type: 'parent_child_link',
            target_id: `${parentId}:${childId}`,
            details: JSON.stringify({ parent_id: parentId, child_id: childId }),
            created_at: at,
          })
          .execute();
      });
      return { message: 'Link removed' };
    },
  );
}
