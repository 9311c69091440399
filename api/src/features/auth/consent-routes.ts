import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { CONSENT_STATEMENT, CONSENT_STATEMENT_VERSION, type Consent } from './consent';
import type { EmailTokens, TokenLookup } from './email-tokens';
import { clientMeta } from './http';
import {
  consentInfoSchema,
  errors,
  messageSchema,
  tokenBodySchema,
  tokenQuerySchema,
} from './schemas';

function failure(found: Exclude<TokenLookup, { ok: true }>): HttpError {
  return new HttpError(
    400,
    found.reason === 'expired'
      ? 'This consent link has expired. Ask your child to register again or request a new link.'
      : 'Invalid or expired consent link',
  );
}

export function consentRoutes(app: FastifyInstance, tokens: EmailTokens, consent: Consent): void {
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
        response: { 200: consentInfoSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const found = await tokens.peek(request.query.token, 'parental_consent');
      if (!found.ok) throw failure(found);
      const child = await ctx.db.findUserById(found.row.user_id);
      if (!child) throw failure({ ok: false, reason: 'invalid' });
      return {
        child_first_name: child.first_name,
        statement: CONSENT_STATEMENT,
        statement_version: CONSENT_STATEMENT_VERSION,
      };
    },
  );

  r.post(
    '/api/auth/parental-consent',
    {
      config: { auth: 'public' },
      ...limit,
      schema: {
        tags: ['consent'],
        summary:
          'Record parental consent (time, IP, user agent, statement version) and unlock the account',
        body: tokenBodySchema,
        response: { 200: messageSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const found = await tokens.consume(request.body.token, 'parental_consent');
      if (!found.ok) throw failure(found);
      await consent.grant(found.row.user_id, clientMeta(request));
      return { message: "Thank you! Consent recorded. Your child's account is now unlocked." };
    },
  );

  r.post(
    '/api/auth/parental-consent/revoke',
    {
      config: { auth: 'public' },
      ...limit,
      schema: {
        tags: ['consent'],
        summary: 'Withdraw parental consent; the account is locked again',
        body: tokenBodySchema,
        response: { 200: messageSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const found = await tokens.consume(request.body.token, 'consent_revoke');
      if (!found.ok) throw new HttpError(400, 'Invalid or expired link');
      await consent.revoke(found.row.user_id);
      return { message: "Consent withdrawn. Your child's account is locked." };
    },
  );
}
