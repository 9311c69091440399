import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField, MESSAGES, newPasswordField } from '@optio/contracts';
import { HttpError } from '../../lib/errors';
import { isCommonPassword } from '../../security/common-passwords';
import { hashToken, randomToken } from '../../security/tokens';
import { inBackground, link, normaliseEmail } from '../auth/http';
import { errors, messageSchema } from '../auth/schemas';
import { linkedChild } from './access';
import { observerInvitationMail } from './mails';
import { familyDb, OBSERVER_INVITATION_TTL_MS } from './tables';
import { toLanguage } from '../../lib/language';

const security = [{ bearerAuth: [] }];
const PARENT = { roles: ['parent'] as const };
const uuid = z.uuid({ error: 'Not a valid id' });
const tokenField = z
  .string({ error: 'Token is required' })
  .trim()
  .min(1, 'Token is required')
  .max(200, 'Invalid token');
export const INVITATION_EXPIRED = 'This invitation has expired: ask the parent to send a new one';
const INVITATION_INVALID = 'This invitation is not valid (it may have been used or withdrawn)';

/**
 * Observers, parent side: invite relatives and mentors by e-mail (valid 7 days), list and revoke
 * them, read the log of everything they read. Invitee side: preview, accept with an existing
 * observer account, or create one from the invitation (the token proves the address).
 */
export function observerInviteRoutes(app: FastifyInstance): void {
  const k = familyDb(app.ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.config.now();

  r.post(
    '/api/parent/observers/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['observers'],
        summary: 'Invite an observer (a relative or mentor) for a linked child by e-mail',
        security,
        params: z.strictObject({ childId: uuid }),
        body: z.strictObject({ email: emailField }),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const parent = request.user!;
      const child = await linkedChild(k, parent.id, request.params.childId);
      const email = normaliseEmail(request.body.email);
      if (email === normaliseEmail(parent.email)) {
        const m = 'Invite someone else: you already follow this child as a parent';
        throw new HttpError(400, m, { email: m });
      }
      const at = now();
      const waiting = await k
        .selectFrom('observer_invitations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('student_id', '=', child.id)
        .where('accepted_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('expires_at', '>', at.toISOString())
        .executeTakeFirstOrThrow();
      if (Number(waiting.n) >= 20) {
        throw new HttpError(
          409,
          'There are 20 invitations waiting: withdraw one before sending another',
        );
      }
      const token = randomToken();
      await k
        .insertInto('observer_invitations')
        .values({
          id: randomUUID(),
          parent_id: parent.id,
          student_id: child.id,
          email,
          token_hash: hashToken(token),
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + OBSERVER_INVITATION_TTL_MS).toISOString(),
          accepted_at: null,
          accepted_by: null,
          cancelled_at: null,
        })
        .execute();
      const ctx = app.ctx;
      inBackground(ctx, request, () =>
        ctx.mailer.send(
          observerInvitationMail(
            email,
            `${parent.first_name} ${parent.last_name}`,
            child.first_name,
            link(ctx, '/observer-invite', token),
            toLanguage(parent.language),
          ),
        ),
      );
      return { message: `Invitation sent to ${email}` };
    },
  );

  r.get(
    '/api/parent/observers/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['observers'],
        summary:
          "A linked child's observers, waiting invitations, the log of observers' reads and their encouragement",
        security,
        params: z.strictObject({ childId: uuid }),
        response: {
          200: z.object({
            observers: z.array(
              z.object({
                id: z.string(),
                first_name: z.string(),
                last_name: z.string(),
                email: z.string(),
                since: z.string(),
              }),
            ),
            invitations: z.array(
              z.object({
                id: z.string(),
                email: z.string(),
                created_at: z.string(),
                expires_at: z.string(),
                expired: z.boolean(),
              }),
            ),
            reads: z.array(
              z.object({
                observer_id: z.string(),
                first_name: z.string(),
                last_name: z.string(),
                what: z.string(),
                at: z.string(),
              }),
            ),
            encouragements: z.array(
              z.object({
                id: z.string(),
                first_name: z.string(),
                last_name: z.string(),
                message: z.string(),
                created_at: z.string(),
              }),
            ),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const child = await linkedChild(k, request.user!.id, request.params.childId);
      const at = now().toISOString();
      const [observers, invitations, reads, encouragements] = await Promise.all([
        k
          .selectFrom('observer_links')
          .innerJoin('users', 'users.id', 'observer_links.observer_id')
          .select([
            'users.id',
            'users.first_name',
            'users.last_name',
            'users.email',
            'observer_links.created_at as since',
          ])
          .where('observer_links.student_id', '=', child.id)
          .orderBy('users.first_name')
          .execute(),
        k
          .selectFrom('observer_invitations')
          .select(['id', 'email', 'created_at', 'expires_at'])
          .where('student_id', '=', child.id)
          .where('accepted_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .orderBy('created_at', 'desc')
          .limit(50)
          .execute(),
        k
          .selectFrom('observer_reads')
          .innerJoin('users', 'users.id', 'observer_reads.observer_id')
          .select([
            'observer_reads.observer_id',
            'users.first_name',
            'users.last_name',
            'observer_reads.what',
            'observer_reads.created_at as at',
          ])
          .where('observer_reads.student_id', '=', child.id)
          .orderBy('observer_reads.created_at', 'desc')
          .limit(100)
          .execute(),
        k
          .selectFrom('observer_encouragements')
          .innerJoin('users', 'users.id', 'observer_encouragements.observer_id')
          .select([
            'observer_encouragements.id',
            'users.first_name',
            'users.last_name',
            'observer_encouragements.message',
            'observer_encouragements.created_at',
          ])
          .where('observer_encouragements.student_id', '=', child.id)
          // A held one shows in the child's safety report instead (unless possible abuse).
          .where('observer_encouragements.status', '=', 'sent')
          .orderBy('observer_encouragements.created_at', 'desc')
          .limit(50)
          .execute(),
      ]);
      return {
        observers,
        invitations: invitations.map((i) => ({ ...i, expired: i.expires_at <= at })),
        reads,
        encouragements,
      };
    },
  );

  r.delete(
    '/api/parent/observers/:childId/:observerId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['observers'],
        summary: "Revoke an observer's access to a linked child",
        security,
        params: z.strictObject({ childId: uuid, observerId: uuid }),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const child = await linkedChild(k, request.user!.id, request.params.childId);
      const del = await k
        .deleteFrom('observer_links')
        .where('student_id', '=', child.id)
        .where('observer_id', '=', request.params.observerId)
        .executeTakeFirst();
      if (Number(del.numDeletedRows) !== 1) throw new HttpError(404, 'Observer not found');
      return { message: 'Observer removed' };
    },
  );

  r.delete(
    '/api/parent/observer-invitations/:id',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['observers'],
        summary: 'Withdraw an observer invitation that was not accepted yet',
        security,
        params: z.strictObject({ id: uuid }),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const inv = await k
        .selectFrom('observer_invitations')
        .innerJoin(
          'parent_child_links',
          'parent_child_links.child_id',
          'observer_invitations.student_id',
        )
        .select('observer_invitations.id')
        .where('observer_invitations.id', '=', request.params.id)
        .where('parent_child_links.parent_id', '=', request.user!.id)
        .where('observer_invitations.accepted_at', 'is', null)
        .where('observer_invitations.cancelled_at', 'is', null)
        .executeTakeFirst();
      if (!inv) throw new HttpError(404, 'Invitation not found');
      await k
        .updateTable('observer_invitations')
        .set({ cancelled_at: now().toISOString() })
        .where('id', '=', inv.id)
        .execute();
      return { message: 'Invitation withdrawn' };
    },
  );

  /** A usable invitation for a token: 400 when unknown, used or withdrawn, 400 "expired" after 7 days. */
  const usable = async (token: string) => {
    const inv = await k
      .selectFrom('observer_invitations')
      .innerJoin('users as child', 'child.id', 'observer_invitations.student_id')
      .innerJoin('users as parent', 'parent.id', 'observer_invitations.parent_id')
      .select([
        'observer_invitations.id',
        'observer_invitations.email',
        'observer_invitations.student_id',
        'observer_invitations.expires_at',
        'observer_invitations.accepted_at',
        'observer_invitations.cancelled_at',
        'child.first_name as child_first_name',
        'parent.first_name as parent_first_name',
        'parent.last_name as parent_last_name',
      ])
      .where('observer_invitations.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!inv || inv.accepted_at || inv.cancelled_at) {
      throw new HttpError(400, INVITATION_INVALID, { token: INVITATION_INVALID });
    }
    if (inv.expires_at <= now().toISOString()) {
      throw new HttpError(400, INVITATION_EXPIRED, { token: INVITATION_EXPIRED });
    }
    return inv;
  };

  /** Links the observer and marks the invitation used, once (a second use finds it accepted). */
  const accept = async (
    trx: Parameters<Parameters<ReturnType<typeof k.transaction>['execute']>[0]>[0],
    inv: { id: string; student_id: string },
    observerId: string,
    at: string,
  ) => {
    const upd = await trx
      .updateTable('observer_invitations')
      .set({ accepted_at: at, accepted_by: observerId })
      .where('id', '=', inv.id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (Number(upd.numUpdatedRows) !== 1) throw new HttpError(400, INVITATION_INVALID);
    const existing = await trx
      .selectFrom('observer_links')
      .select('observer_id')
      .where('observer_id', '=', observerId)
      .where('student_id', '=', inv.student_id)
      .executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto('observer_links')
        .values({ observer_id: observerId, student_id: inv.student_id, created_at: at })
        .execute();
    }
  };

  r.get(
    '/api/observer-invitations/preview',
    {
      config: { auth: 'public' },
      onRequest: async (request) => app.ctx.limits.consume('tokenIp', request.ip),
      schema: {
        tags: ['observers'],
        summary: 'What an observer invitation is for (no state change)',
        querystring: z.strictObject({ token: tokenField }),
        response: {
          200: z.object({
            email: z.string(),
            child_first_name: z.string(),
            parent_name: z.string(),
            expires_at: z.string(),
            has_account: z.boolean(),
          }),
          ...errors(400),
        },
      },
    },
    async (request) => {
      const inv = await usable(request.query.token);
      // Only the holder of the mailed token learns whether their own address has an account.
      const user = await k
        .selectFrom('users')
        .select('id')
        .where('email', '=', inv.email)
        .executeTakeFirst();
      return {
        email: inv.email,
        child_first_name: inv.child_first_name,
        parent_name: `${inv.parent_first_name} ${inv.parent_last_name}`,
        expires_at: inv.expires_at,
        has_account: Boolean(user),
      };
    },
  );

  r.post(
    '/api/observer-invitations/accept',
    {
      config: { auth: { roles: ['observer'] } },
      schema: {
        tags: ['observers'],
        summary: 'Accept an observer invitation with the signed-in observer account it was sent to',
        security,
        body: z.strictObject({ token: tokenField }),
        response: {
          200: z.object({ message: z.string(), student_id: z.string() }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const inv = await usable(request.body.token);
      const user = request.user!;
      if (normaliseEmail(user.email) !== inv.email) {
        throw new HttpError(403, 'This invitation was sent to another e-mail address');
      }
      await k.transaction().execute((trx) => accept(trx, inv, user.id, now().toISOString()));
      return {
        message: `You now follow ${inv.child_first_name}'s learning`,
        student_id: inv.student_id,
      };
    },
  );

  r.post(
    '/api/observer-invitations/register',
    {
      config: { auth: 'public' },
      onRequest: async (request) => app.ctx.limits.consume('register', request.ip),
      schema: {
        tags: ['observers'],
        summary:
          'Create an observer account from an invitation (the address is the invited one, already verified by the mailed link) and accept it',
        body: z
          .strictObject({
            token: tokenField,
            first_name: z
              .string({ error: MESSAGES.firstNameRequired })
              .trim()
              .min(1, MESSAGES.firstNameRequired)
              .max(100, 'First name must be at most 100 characters'),
            last_name: z
              .string({ error: MESSAGES.lastNameRequired })
              .trim()
              .min(1, MESSAGES.lastNameRequired)
              .max(100, 'Last name must be at most 100 characters'),
            password: newPasswordField,
            confirmPassword: z
              .string({ error: MESSAGES.confirmRequired })
              .min(1, MESSAGES.confirmRequired),
            acceptedLegalTerms: z.literal(true, { error: MESSAGES.termsRequired }),
          })
          .refine((b) => b.password === b.confirmPassword, {
            path: ['confirmPassword'],
            message: MESSAGES.passwordsDoNotMatch,
          }),
        response: {
          201: z.object({ message: z.string(), email: z.string() }),
          ...errors(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const inv = await usable(body.token);
      if (isCommonPassword(body.password)) {
        const m = 'This password is too common. Please choose a less predictable one.';
        throw new HttpError(400, m, { password: m });
      }
      const exists = await k
        .selectFrom('users')
        .select('id')
        .where('email', '=', inv.email)
        .executeTakeFirst();
      if (exists) {
        throw new HttpError(
          409,
          'You already have an account: sign in with it, then open the invitation link again',
        );
      }
      const hash = await app.ctx.hasher.hash(body.password);
      const at = now().toISOString();
      const id = randomUUID();
      await k.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id,
            email: inv.email,
            password_hash: hash,
            first_name: body.first_name,
            last_name: body.last_name,
            role: 'observer',
            subscription_tier: 'free',
            date_of_birth: null,
            phone_number: null,
            address_line1: null,
            address_line2: null,
            city: null,
            state: null,
            postal_code: null,
            country: null,
            parent_email: null,
            // The invitation link reached this address: that is the verification.
            email_verified_at: at,
            consent_required: 0,
            consent_granted_at: null,
            is_active: 1,
            terms_accepted_at: at,
            password_changed_at: at,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await accept(trx, inv, id, at);
      });
      return reply.code(201).send({
        message: 'Your observer account is ready: sign in to see the feed',
        email: inv.email,
      });
    },
  );
}
