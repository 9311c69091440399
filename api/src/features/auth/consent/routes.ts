import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientMeta } from '../http';
import { errors, tokenBodySchema, tokenQuerySchema } from '../schemas';
import { consentStatement, giveConsent, withdrawWithLink, type ConsentDeps } from './service';
import { contractResponses } from '../../../lib/response-schemas';

export function consentRoutes(app: FastifyInstance, deps: ConsentDeps): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = {
    onRequest: async (request: { ip: string }) => ctx.limits.consume('consentIp', request.ip),
  };

  r.get(
    '/api/auth/parental-consent',
    {
      config: { auth: 'public' },
      ...limit,
      schema: {
        tags: ['consent'],
        summary: 'What the parent is asked to consent to (no state change)',
        querystring: tokenQuerySchema,
        response: { ...contractResponses('GET /api/auth/parental-consent'), ...errors(400, 429) },
      },
    },
    async (request) => consentStatement(ctx, deps, request.query.token),
  );

  r.post(
    '/api/auth/parental-consent',
    {
      ...limit,
      schema: {
        tags: ['consent'],
        summary:
          'A signed-in parent account consents: records who, when and the statement version, unlocks the account and links the child to the parent',
        security: [{ bearerAuth: [] }],
        body: tokenBodySchema,
        response: {
          ...contractResponses('POST /api/auth/parental-consent'),
          ...errors(400, 401, 403, 429),
        },
      },
    },
    async (request) =>
      giveConsent(ctx, deps, request.user!, request.body.token, clientMeta(request)),
  );

  r.post(
    '/api/auth/parental-consent/revoke',
    {
      config: { auth: 'public' },
      ...limit,
      schema: {
        tags: ['consent'],
        summary:
          'Withdraw parental consent with the mailed link: the account is locked at once and deleted after 30 days',
        body: tokenBodySchema,
        response: {
          ...contractResponses('POST /api/auth/parental-consent/revoke'),
          ...errors(400, 429),
        },
      },
    },
    async (request) => withdrawWithLink(deps, request.body.token),
  );
}
