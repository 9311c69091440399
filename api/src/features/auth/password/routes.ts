import { forgotPasswordSchema, resetPasswordSchema } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../schemas';
import { forgotPassword, resetPassword, type PasswordDeps } from './service';
import { contractResponses } from '../../../lib/response-schemas';

export { FORGOT_MESSAGE, RESET_SUCCESS } from './service';

export function passwordRoutes(app: FastifyInstance, deps: PasswordDeps): void {
  const ctx = app.ctx;
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
        response: { ...contractResponses('POST /api/auth/forgot-password'), ...errors(400, 429) },
      },
    },
    async (request) => forgotPassword(ctx, deps.tokens, request.body.email, request.log),
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
        response: { ...contractResponses('POST /api/auth/reset-password'), ...errors(400, 429) },
      },
    },
    async (request) =>
      resetPassword(ctx, deps, {
        token: request.body.token,
        newPassword: request.body.new_password,
        log: request.log,
      }),
  );
}
