import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '@optio/contracts';
import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import type { AuthUser } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { writeAudit } from '../admin';
import { inBackground, normaliseEmail } from '../auth/http';
import { errors, messageSchema } from '../auth/schemas';
import { childrenInMyCare, consentingParentId, studentByEmail, under13Now } from './guardian';
import { guardianApprovalMail, linkInvitationMail } from './mails';
import { familyDb, type LinkInitiator } from './tables';
import { toLanguage } from '../../lib/language';

const security = [{ bearerAuth: [] }];
const FAMILY_ROLES = { roles: ['parent', 'student'] as const };
/** An inviter may have this many invitations waiting at once (keeps invitations from being spam). */
export const MAX_PENDING_LINKS = 10;
export const INVITE_SENT =
  'If that address belongs to an Optio account that can be linked, we sent them your request.';

export const GUARDIAN_APPROVES = ERROR_MESSAGES['family.guardian_approves'];

const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });
const personSchema = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });
const linksSchema = z.object({
  linked: z.array(personSchema.extend({ since: z.string() })),
  sent: z.array(z.object({ id: z.string(), email: z.string(), created_at: z.string() })),
  received: z.array(z.object({ id: z.string(), from: personSchema, created_at: z.string() })),
  /** False for a student under 13: the parent who gave consent decides their links. */
  manages_own_links: z.boolean(),
  /** For the parent who consented for a child under 13: parents asking to link to that child. */
  to_approve: z.array(
    z.object({ id: z.string(), from: personSchema, child: personSchema, created_at: z.string() }),
  ),
});

/**
 * Every decision on a parent–child link (approve, decline, cancel) is on record: it decides who
 * sees a child's data. Written in the decision's transaction.
 */
function auditLinkDecision(
  trx: object,
  actorId: string,
  decision: 'request' | 'approve' | 'decline' | 'cancel',
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

  /** Pending parent requests to the children under 13 this parent consented for. */
  async function toApprove(parentId: string, at: Date) {
    const children = await childrenInMyCare(k, parentId, at);
    if (children.length === 0) return [];
    const rows = await k
      .selectFrom('family_link_requests')
      .innerJoin('users', 'users.id', 'family_link_requests.parent_id')
      .select([
        'family_link_requests.id',
        'family_link_requests.created_at',
        'family_link_requests.invited_email',
        'users.id as from_id',
        'users.first_name',
        'users.last_name',
      ])
      .where(
        'family_link_requests.invited_email',
        'in',
        children.map((c) => normaliseEmail(c.email)),
      )
      .where('family_link_requests.initiated_by', '=', 'parent')
      .where('family_link_requests.status', '=', 'pending')
      .where('family_link_requests.parent_id', '!=', parentId)
      .orderBy('family_link_requests.created_at', 'desc')
      .execute();
    return rows.map((x) => {
      const child = children.find((c) => normaliseEmail(c.email) === x.invited_email)!;
      return {
        id: x.id,
        created_at: x.created_at,
        from: { id: x.from_id, first_name: x.first_name, last_name: x.last_name },
        child: { id: child.id, first_name: child.first_name, last_name: child.last_name },
      };
    });
  }

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
      const nowDate = app.ctx.config.now();
      const childCannotDecide =
        side === 'child' &&
        under13Now((await app.ctx.db.findUserById(user.id))?.date_of_birth ?? null, nowDate);
      return {
        linked,
        sent,
        manages_own_links: !childCannotDecide,
        to_approve: side === 'parent' ? await toApprove(user.id, nowDate) : [],
        // A child under 13 does not decide on parent links: the consenting parent does.
        received: (childCannotDecide ? [] : received).map((x) => ({
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
      if (
        side === 'child' &&
        under13Now(
          (await app.ctx.db.findUserById(user.id))?.date_of_birth ?? null,
          app.ctx.config.now(),
        )
      ) {
        throw new HttpError(403, GUARDIAN_APPROVES);
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
      const requestId = randomUUID();
      const at = now();
      await k.transaction().execute(async (trx) => {
        await trx
          .insertInto('family_link_requests')
          .values({
            id: requestId,
            initiated_by: side,
            parent_id: side === 'parent' ? user.id : null,
            child_id: side === 'child' ? user.id : null,
            invited_email: email,
            status: 'pending',
            created_at: at,
            decided_at: null,
          })
          .execute();
        await auditLinkDecision(
          trx,
          user.id,
          'request',
          requestId,
          side === 'parent' ? user.id : null,
          side === 'child' ? user.id : null,
          at,
        );
      });
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
        if (side === 'parent') {
          const child = await studentByEmail(k, email);
          if (child && under13Now(child.date_of_birth, ctx.config.now())) {
            // The child does not decide: the parent who consented is asked instead.
            const guardianId = await consentingParentId(k, child.id);
            const guardian = guardianId ? await ctx.db.findUserById(guardianId) : undefined;
            if (!guardian) return;
            await ctx.mailer.send(
              guardianApprovalMail(
                guardian.email,
                `${user.first_name} ${user.last_name}`,
                child.first_name,
                `${ctx.config.publicUrl}/parent/dashboard`,
                toLanguage(guardian.language),
              ),
            );
            return;
          }
        }
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

  /**
   * A pending request the caller may decide, with the link it would make: one addressed to the
   * caller by e-mail from the other side, except that for a child under 13 the parent who gave
   * consent decides instead of the child.
   */
  const decidable = async (user: AuthUser, id: string, side: LinkInitiator) => {
    const req = await k
      .selectFrom('family_link_requests')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!req) throw new HttpError(404, 'Link request not found');
    const at = app.ctx.config.now();
    const addressedToMe =
      req.initiated_by !== side && req.invited_email === normaliseEmail(user.email);
    // Another parent's request to a child: only that child's consenting parent may decide it.
    if (!addressedToMe && (req.initiated_by !== 'parent' || req.parent_id === user.id)) {
      throw new HttpError(404, 'Link request not found');
    }
    if (side === 'child') {
      if (!addressedToMe) throw new HttpError(404, 'Link request not found');
      const me = await app.ctx.db.findUserById(user.id);
      if (under13Now(me?.date_of_birth ?? null, at)) throw new HttpError(403, GUARDIAN_APPROVES);
      return { req, parentId: req.parent_id!, childId: user.id };
    }
    const childId = addressedToMe ? req.child_id : (await studentByEmail(k, req.invited_email))?.id;
    if (!childId) throw new HttpError(404, 'Link request not found');
    const child = await app.ctx.db.findUserById(childId);
    const guarded = under13Now(child?.date_of_birth ?? null, at);
    if (guarded) {
      if ((await consentingParentId(k, childId)) !== user.id) {
        if (!addressedToMe) throw new HttpError(404, 'Link request not found');
        throw new HttpError(403, GUARDIAN_APPROVES);
      }
      return { req, parentId: addressedToMe ? user.id : req.parent_id!, childId };
    }
    if (!addressedToMe) throw new HttpError(404, 'Link request not found');
    return { req, parentId: user.id, childId };
  };

  r.post(
    '/api/family/links/:id/approve',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary:
          'Approve a link request addressed to you (or, as the consenting parent, one to your child under 13): the link becomes active',
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.user!;
      const side = sideOf(user);
      const { req, parentId, childId } = await decidable(user, request.params.id, side);
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
        summary:
          'Decline a link request addressed to you (or, as the consenting parent, one to your child under 13)',
        security,
        params: idParam,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.user!;
      const side = sideOf(user);
      const { req, parentId, childId } = await decidable(user, request.params.id, side);
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
}
