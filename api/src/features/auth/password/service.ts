import type { AppContext } from '../../../context';
import { runInBackground } from '../../../lib/background';
import { HttpError } from '../../../lib/errors';
import { toLanguage } from '../../../lib/language';
import type { Log } from '../../../lib/log';
import { passwordChangedMail, resetPasswordMail } from '../../../mail/templates';
import { isCommonPassword } from '../../../security/common-passwords';
import { link, normaliseEmail } from '../http';
import { COMMON_PASSWORD_MESSAGE } from '../register/service';
import type { Sessions } from '../sessions/refresh-tokens';
import { findUserByEmail, findUserById, markEmailVerified, updateUser } from '../store';
import type { EmailTokens } from '../tokens/service';

export const FORGOT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. Please check your inbox.";
export const RESET_SUCCESS = 'Password reset successful!';

export interface PasswordDeps {
  tokens: EmailTokens;
  sessions: Sessions;
}

/**
 * Mails a reset link; all lookups happen after the answer, so it cannot reveal the address. The
 * link and its mail are written in one transaction; an unknown address writes nothing.
 */
export async function forgotPassword(
  ctx: AppContext,
  tokens: EmailTokens,
  rawEmail: string,
  log: Log,
) {
  const email = normaliseEmail(rawEmail);
  await ctx.limits.consume('forgotEmail', email);
  runInBackground(ctx, log, async () => {
    const user = await findUserByEmail(ctx.db.kysely, email);
    if (!user || !user.is_active) return;
    await ctx.db.kysely.transaction().execute(async (trx) => {
      const token = await tokens.create(user.id, 'reset_password', trx);
      await ctx.mailer.enqueue(
        trx,
        resetPasswordMail(
          email,
          user.first_name,
          link(ctx, '/reset-password', token),
          toLanguage(user.language),
        ),
      );
    });
    await ctx.mailer.deliverDue();
  });
  return { message: FORGOT_MESSAGE };
}

/** Sets the new password, verifies the address (the link proved it) and ends every session. */
export async function resetPassword(
  ctx: AppContext,
  deps: PasswordDeps,
  input: { token: string; newPassword: string; log: Log },
) {
  const { token, newPassword, log } = input;
  if (isCommonPassword(newPassword)) {
    throw new HttpError(400, COMMON_PASSWORD_MESSAGE, { new_password: COMMON_PASSWORD_MESSAGE });
  }
  const found = await deps.tokens.peek(token, 'reset_password');
  if (!found.ok) {
    throw new HttpError(
      400,
      found.reason === 'expired'
        ? 'This reset link has expired. Please request a new password reset.'
        : 'Invalid or expired reset token',
    );
  }
  const hash = await ctx.hasher.hash(newPassword);
  const nowIso = ctx.config.now().toISOString();
  // The new password, the used links and the notice that it changed commit together.
  const userId = await ctx.db.kysely.transaction().execute(async (trx) => {
    const used = await deps.tokens.consume(token, 'reset_password', trx);
    if (!used.ok) throw new HttpError(400, 'Invalid or expired reset token');
    const id = used.row.user_id;
    await updateUser(trx, id, {
      password_hash: hash,
      password_changed_at: nowIso,
      updated_at: nowIso,
    });
    await markEmailVerified(trx, id, nowIso, false);
    await deps.tokens.invalidateAll(id, 'reset_password', trx);
    const user = await findUserById(trx, id);
    if (user) {
      await ctx.mailer.enqueue(
        trx,
        passwordChangedMail(
          user.email,
          user.first_name,
          `${ctx.config.publicUrl}/forgot-password`,
          toLanguage(user.language),
        ),
      );
    }
    return id;
  });
  ctx.authUsers.invalidate(userId);
  await deps.sessions.revokeAllForUser(userId);
  ctx.mailer.deliverSoon();
  log.info({ userId }, 'password reset');
  return { message: RESET_SUCCESS };
}
