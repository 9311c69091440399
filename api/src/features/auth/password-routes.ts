import { forgotPasswordSchema, resetPasswordSchema } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { passwordChangedMail, resetPasswordMail } from '../../mail/templates';
import { isCommonPassword } from '../../security/common-passwords';
import type { EmailTokens } from './email-tokens';
import { inBackground, link, normaliseEmail } from './http';
import { COMMON_PASSWORD_MESSAGE } from './register-routes';
import { errors, messageSchema } from './schemas';
import type { Sessions } from './sessions';
import { toLanguage } from '../../lib/language';

export const FORGOT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. Please check your inbox.";
export const RESET_SUCCESS = 'Password reset successful!';

export function passwordRoutes(
  app: FastifyInstance,
  tokens: EmailTokens,
  sessions: Sessions,
): void {
  const ctx = app.ctx;
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/forgot-password',
    {
      config: { auth: 'public' },
      onRequest: async (request) => ctx.limits.consume('forgotIp', request.ip),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (identical answer whether or not the address exists)',
        body: forgotPasswordSchema,
        response: { 200: messageSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      await ctx.limits.consume('forgotEmail', email);
      // All lookups happen after the answer, so status, body and time cannot reveal the address.
      inBackground(ctx, request, async () => {
        const user = await k
          .selectFrom('users')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirst();
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
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { auth: 'public' },
      onRequest: async (request) => ctx.limits.consume('tokenIp', request.ip),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; ends every session',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const { token, new_password } = request.body;
      if (isCommonPassword(new_password)) {
        throw new HttpError(400, COMMON_PASSWORD_MESSAGE, {
          new_password: COMMON_PASSWORD_MESSAGE,
        });
      }
      const found = await tokens.peek(token, 'reset_password');
      if (!found.ok) {
        throw new HttpError(
          400,
          found.reason === 'expired'
            ? 'This reset link has expired. Please request a new password reset.'
            : 'Invalid or expired reset token',
        );
      }
      const hash = await ctx.hasher.hash(new_password);
      const used = await tokens.consume(token, 'reset_password');
      if (!used.ok) throw new HttpError(400, 'Invalid or expired reset token');
      const userId = used.row.user_id;
      const nowIso = ctx.config.now().toISOString();
      await k
        .updateTable('users')
        .set({ password_hash: hash, password_changed_at: nowIso, updated_at: nowIso })
        .where('id', '=', userId)
        .execute();
      // The link proved the address is theirs.
      await k
        .updateTable('users')
        .set({ email_verified_at: nowIso })
        .where('id', '=', userId)
        .where('email_verified_at', 'is', null)
        .execute();
      await tokens.invalidateAll(userId, 'reset_password');
      ctx.authUsers.invalidate(userId);
      await sessions.revokeAllForUser(userId);
      const user = await ctx.db.findUserById(userId);
      if (user) {
        inBackground(ctx, request, () =>
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
      request.log.info({ userId }, 'password reset');
      return { message: RESET_SUCCESS };
    },
  );
}
