import { randomUUID } from 'node:crypto';
import { isUnder13, type RegistrationPayload, type User } from '@optio/contracts';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { runInBackground } from '../../../lib/background';
import { HttpError } from '../../../lib/errors';
import { toLanguage, type Language } from '../../../lib/language';
import type { Log } from '../../../lib/log';
import { duplicateRegistrationMail, verifyEmailMail } from '../../../mail/templates';
import { isCommonPassword } from '../../../security/common-passwords';
import type { Consent } from '../consent/lifecycle';
import { link, normaliseEmail } from '../http';
import { findUserByEmail, insertUser, markEmailVerified } from '../store';
import { recordSignupCampaign, type FirstTouch } from '../../leads/campaigns/service';
import type { EmailTokens } from '../tokens/service';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less predictable one.';
export const RESEND_MESSAGE =
  "If an account with that email still needs verifying, we've sent a new verification link. Please check your inbox.";

export interface RegisterDeps {
  tokens: EmailTokens;
  consent: Consent;
}

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

/** The verification link and its mail, in the caller's transaction (older links stop working). */
async function enqueueVerification(
  ctx: AppContext,
  trx: Queryable,
  tokens: EmailTokens,
  user: { id: string; email: string; firstName: string },
  lng: Language,
): Promise<void> {
  await tokens.invalidateAll(user.id, 'verify_email', trx);
  const token = await tokens.create(user.id, 'verify_email', trx);
  await ctx.mailer.enqueue(
    trx,
    verifyEmailMail(user.email, user.firstName, link(ctx, '/email-verification', token), lng),
  );
}

/**
 * Creates an account with its verification mail (and the consent request to the parent when
 * under 13) in one transaction; they are sent after the answer. A registered address gets the same answer, and its owner a
 * notice that someone tried to use it.
 */
export async function register(
  ctx: AppContext,
  deps: RegisterDeps,
  input: {
    body: RegistrationPayload;
    language: Language;
    log: Log;
    /** The campaign the visitor first arrived with (issue #22), kept with the sign-up. */
    firstTouch?: FirstTouch | null;
  },
) {
  const { body, language, log } = input;
  if (isCommonPassword(body.password)) {
    throw new HttpError(400, COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  }
  const db = ctx.db.kysely;
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
  const existing = await findUserByEmail(db, email);

  const view = {
    id: randomUUID(),
    first_name: body.first_name,
    last_name: body.last_name,
    email,
    role,
    subscription_tier: 'free' as const,
    created_at: nowIso,
  } satisfies User;
  const answer = { user: view, message, email_verification_required: true as const };
  if (existing) {
    // Same answer as a new account; the owner is told someone tried to use their address.
    runInBackground(ctx, log, () =>
      ctx.mailer.send(
        duplicateRegistrationMail(
          email,
          existing.first_name,
          `${ctx.config.publicUrl}/forgot-password`,
          toLanguage(existing.language),
        ),
      ),
    );
    return answer;
  }

  try {
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, {
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
        // The language the visitor registered in becomes the account's (changeable on /profile).
        language,
      });
      if (input.firstTouch) await recordSignupCampaign(trx, view.id, input.firstTouch, nowIso);
      const who = { id: view.id, email, firstName: body.first_name };
      await enqueueVerification(ctx, trx, deps.tokens, who, language);
      if (under13) await deps.consent.requestConsent(view.id, trx);
    });
  } catch (err) {
    // A concurrent registration of the same address: answer as for any duplicate.
    if (!(await findUserByEmail(db, email))) throw err;
    return answer;
  }
  log.info({ userId: view.id, under13 }, 'user registered');
  ctx.mailer.deliverSoon();
  return answer;
}

export async function verifyEmail(ctx: AppContext, tokens: EmailTokens, token: string) {
  const found = await tokens.consume(token, 'verify_email');
  if (!found.ok) {
    throw new HttpError(
      400,
      found.reason === 'expired'
        ? 'This verification link has expired. Please request a new one.'
        : 'Invalid or expired verification link. Please request a new one.',
    );
  }
  await markEmailVerified(ctx.db.kysely, found.row.user_id, ctx.config.now().toISOString(), true);
  ctx.authUsers.invalidate(found.row.user_id);
  const user = await ctx.db.findUserById(found.row.user_id);
  const waiting = user?.consent_required && !user.consent_granted_at;
  return {
    message: waiting
      ? 'Email verified! Your account unlocks once your parent or guardian gives consent.'
      : 'Email verified! You can now sign in.',
  };
}

/** Same answer whether or not the address is registered: all lookups run after it. */
export async function resendVerification(
  ctx: AppContext,
  deps: RegisterDeps,
  rawEmail: string,
  log: Log,
) {
  const email = normaliseEmail(rawEmail);
  await ctx.limits.consume('resendEmail', email);
  runInBackground(ctx, log, async () => {
    const user = await findUserByEmail(ctx.db.kysely, email);
    if (!user || !user.is_active) return;
    if (!user.email_verified_at) {
      const who = { id: user.id, email, firstName: user.first_name };
      await ctx.db.kysely
        .transaction()
        .execute((trx) =>
          enqueueVerification(ctx, trx, deps.tokens, who, toLanguage(user.language)),
        );
      ctx.mailer.deliverSoon();
    }
    if (user.consent_required && !user.consent_granted_at)
      await deps.consent.requestConsent(user.id);
  });
  return { message: RESEND_MESSAGE };
}
