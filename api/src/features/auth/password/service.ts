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
import { findUserByEmail, markEmailVerified, updateUser } from '../store';
import type { EmailTokens } from '../tokens/service';

export const FORGOT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. Please check your inbox.";
export const RESET_SUCCESS = 'Password reset successful!';

export interface PasswordDeps {
  tokens: EmailTokens;
  sessions: Sessions;
}

/** Mails a reset link; all lookups happen after the answer, so it cannot reveal the address. */
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
    const token = await tokens.create(user.id, 'reset_password');
    await ctx.mailer.send(
      resetPasswordMail(
        email,
        user.first_name,
        link(ctx, '/reset-password', token),
        toLanguage(user.language),
      ),
    );
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
  const used = await deps.tokens.consume(token, 'reset_password');
  if (!used.ok) throw new HttpError(400, 'Invalid or expired reset token');
  const userId = used.row.user_id;
  const db = ctx.db.kysely;
  const nowIso = ctx.config.now().toISOString();
  await updateUser(db, userId, {
    password_hash: hash,
    password_changed_at: nowIso,
    updated_at: nowIso,
  });
  await markEmailVerified(db, userId, nowIso, false);
  await deps.tokens.invalidateAll(userId, 'reset_password');
  ctx.authUsers.invalidate(userId);
  await deps.sessions.revokeAllForUser(userId);
  const user = await ctx.db.findUserById(userId);
  if (user) {
    runInBackground(ctx, log, () =>
      ctx.mailer.send(
        passwordChangedMail(
          user.email,
          user.first_name,
          `${ctx.config.publicUrl}/forgot-password`,
          toLanguage(user.language),
        ),
      ),
    );
  }
  log.info({ userId }, 'password reset');
  return { message: RESET_SUCCESS };
}
