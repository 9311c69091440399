import { createRegistrationSchema, resendVerificationSchema } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../../lib/language';
import { errors, tokenBodySchema } from '../schemas';
import { register, resendVerification, verifyEmail, type RegisterDeps } from './service';
import { contractResponses } from '../../../lib/response-schemas';
import { firstTouchOf } from '../../leads/campaigns/http';

export function registerRoutes(app: FastifyInstance, deps: RegisterDeps): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
        response: { ...contractResponses('POST /api/auth/register'), ...errors(400, 415, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await register(ctx, deps, {
          body: request.body,
          language: requestLanguage(request),
          log: request.log,
          firstTouch: firstTouchOf(request),
        }),
      ),
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
        response: { ...contractResponses('POST /api/auth/verify-email'), ...errors(400, 429) },
      },
    },
    async (request) => verifyEmail(ctx, deps.tokens, request.body.token),
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
        response: {
          ...contractResponses('POST /api/auth/resend-verification'),
          ...errors(400, 429),
        },
      },
    },
    async (request) => resendVerification(ctx, deps, request.body.email, request.log),
  );
}
