import { randomUUID } from 'node:crypto';
import {
  createRegistrationSchema,
  isUnder13,
  resendVerificationSchema,
  type RegistrationPayload,
  type User,
} from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { duplicateRegistrationMail, verifyEmailMail } from '../../mail/templates';
import { isCommonPassword } from '../../security/common-passwords';
import type { Consent } from './consent';
import type { EmailTokens } from './email-tokens';
import { inBackground, link, normaliseEmail } from './http';
import { errors, messageSchema, registerResponseSchema, tokenBodySchema } from './schemas';
import { requestLanguage, toLanguage, type Language } from '../../lib/language';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less predictable one.';
const RESEND_MESSAGE =
  "If an account with that email still needs verifying, we've sent a new verification link. Please check your inbox.";

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/**
 * Phone and postal address are never stored for a child under 13: until a parent consents we keep
 * only what consent needs (name, e-mail, date of birth, the parent's e-mail), and the consent
 * statement does not cover them either.
 */
function contactFields(body: RegistrationPayload, under13: boolean) {
  const keep = (v: string | undefined) => (under13 ? null : blank(v));
  return {
    phone_number: keep(body.phone_number),
    address_line1: keep(body.address_line1),
    address_line2: keep(body.address_line2),
    city: keep(body.city),
    state: keep(body.state),
    postal_code: keep(body.postal_code),
    country: keep(body.country),
  };
}

export function registerRoutes(app: FastifyInstance, tokens: EmailTokens, consent: Consent): void {
  const ctx = app.ctx;
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function sendVerification(
    userId: string,
    email: string,
    firstName: string,
    lng: Language,
  ): Promise<void> {
    await tokens.invalidateAll(userId, 'verify_email');
    const token = await tokens.create(userId, 'verify_email');
    await ctx.mailer.send(
      verifyEmailMail(email, firstName, link(ctx, '/email-verification', token), lng),
    );
  }

  r.post(
    '/api/auth/register',
    {
      config: { auth: 'public' },
      onRequest: async (request) => ctx.limits.consume('register', request.ip),
      schema: {
        tags: ['auth'],
        summary:
          'Create an account; a verification link is mailed (and a consent request to the parent when under 13)',
        body: createRegistrationSchema(() => ctx.config.now()),
        response: { 201: registerResponseSchema, ...errors(400, 415, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (isCommonPassword(body.password)) {
        throw new HttpError(400, COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
      }
      const now = ctx.config.now();
      const nowIso = now.toISOString();
      const email = normaliseEmail(body.email);
      const role = body.account_type ?? 'student';
      // Parents are adults (the schema checked): the under-13 path is for students only.
      const under13 = role === 'student' && isUnder13(body.date_of_birth, now);
      const message = under13
        ? "Account created! Please check your email to verify your address. We've also emailed your parent or guardian: your account unlocks once they give consent."
        : 'Account created! Please check your email to verify your address before signing in.';
      // Hash before looking the address up, so a duplicate answers in the same time.
      const passwordHash = await ctx.hasher.hash(body.password);
      const existing = await k
        .selectFrom('users')
        .select(['id', 'first_name', 'language'])
        .where('email', '=', email)
        .executeTakeFirst();
      // The language the visitor registered in becomes the account's (changeable on /profile).
      const language = requestLanguage(request);

      const view: User = {
        id: randomUUID(),
        first_name: body.first_name,
        last_name: body.last_name,
        email,
        role,
        subscription_tier: 'free',
        created_at: nowIso,
      };
      if (existing) {
        // Same answer as a new account; the owner is told someone tried to use their address.
        inBackground(ctx, request, () =>
          ctx.mailer.send(
            duplicateRegistrationMail(
              email,
              existing.first_name,
              `${ctx.config.publicUrl}/forgot-password`,
              toLanguage(existing.language),
            ),
          ),
        );
        return reply
          .code(201)
          .send({ user: view, message, email_verification_required: true as const });
      }

      try {
        await k
          .insertInto('users')
          .values({
            id: view.id,
            email,
            password_hash: passwordHash,
            first_name: body.first_name,
            last_name: body.last_name,
            role,
            subscription_tier: 'free',
            date_of_birth: body.date_of_birth,
            ...contactFields(body, under13),
            parent_email: under13 ? normaliseEmail(body.parent_email ?? '') : null,
            email_verified_at: null,
            consent_required: under13 ? 1 : 0,
            consent_granted_at: null,
            is_active: 1,
            terms_accepted_at: nowIso,
            password_changed_at: nowIso,
            created_at: nowIso,
            updated_at: nowIso,
            language,
          })
          .execute();
      } catch (err) {
        // A concurrent registration of the same address: answer as for any duplicate.
        const raced = await k
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst();
        if (!raced) throw err;
        return reply
          .code(201)
          .send({ user: view, message, email_verification_required: true as const });
      }
      request.log.info({ userId: view.id, under13 }, 'user registered');
      inBackground(ctx, request, async () => {
        await sendVerification(view.id, email, body.first_name, language);
        if (under13) await consent.requestConsent(view.id);
      });
      return reply
        .code(201)
        .send({ user: view, message, email_verification_required: true as const });
    },
  );

  r.post(
    '/api/auth/verify-email',
    {
      config: { auth: 'public' },
      onRequest: async (request) => ctx.limits.consume('tokenIp', request.ip),
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the mailed token',
        body: tokenBodySchema,
        response: { 200: messageSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const found = await tokens.consume(request.body.token, 'verify_email');
      if (!found.ok) {
        throw new HttpError(
          400,
          found.reason === 'expired'
            ? 'This verification link has expired. Please request a new one.'
            : 'Invalid or expired verification link. Please request a new one.',
        );
      }
      const nowIso = ctx.config.now().toISOString();
      await k
        .updateTable('users')
        .set({ email_verified_at: nowIso, updated_at: nowIso })
        .where('id', '=', found.row.user_id)
        .where('email_verified_at', 'is', null)
        .execute();
      ctx.authUsers.invalidate(found.row.user_id);
      const user = await ctx.db.findUserById(found.row.user_id);
      const waiting = user?.consent_required && !user.consent_granted_at;
      return {
        message: waiting
          ? 'Email verified! Your account unlocks once your parent or guardian gives consent.'
          : 'Email verified! You can now sign in.',
      };
    },
  );

  r.post(
    '/api/auth/resend-verification',
    {
      config: { auth: 'public' },
      onRequest: async (request) => ctx.limits.consume('resendIp', request.ip),
      schema: {
        tags: ['auth'],
        summary:
          'Send a new verification link (same answer whether or not the address is registered)',
        body: resendVerificationSchema,
        response: { 200: messageSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      await ctx.limits.consume('resendEmail', email);
      inBackground(ctx, request, async () => {
        const user = await k
          .selectFrom('users')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirst();
        if (!user || !user.is_active) return;
        if (!user.email_verified_at)
          await sendVerification(user.id, email, user.first_name, toLanguage(user.language));
        if (user.consent_required && !user.consent_granted_at)
          await consent.requestConsent(user.id);
      });
      return { message: RESEND_MESSAGE };
    },
  );
}
