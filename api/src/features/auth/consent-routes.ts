import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sameMailbox } from '@optio/contracts';
import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import { HttpError } from '../../lib/errors';
import {
  CONSENT_STATEMENT,
  CONSENT_STATEMENT_VERSION,
  INVALID_CONSENT_LINK,
  type Consent,
} from './consent';
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
      : INVALID_CONSENT_LINK,
  );
}

export const CONSENT_PARENT_ACCOUNT = ERROR_MESSAGES['auth.consent_parent_account'];
export const WITHDRAWN_MESSAGE =
  "Consent withdrawn. Your child's account is locked, and its data will be deleted in 30 days.";
export const CONSENT_OWN_MAILBOX = ERROR_MESSAGES['auth.consent_own_mailbox'];

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
      ...limit,
      schema: {
        tags: ['consent'],
        summary:
          'A signed-in parent account consents: records who, when and the statement version, unlocks the account and links the child to the parent',
        security: [{ bearerAuth: [] }],
        body: tokenBodySchema,
        response: { 200: messageSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const parent = request.user!;
      // Consent identifies a parent: a verified parent account (the access check refuses
      // unverified ones), never a student's or a staff account.
      if (parent.role !== 'parent') throw new HttpError(403, CONSENT_PARENT_ACCOUNT);
      const found = await tokens.peek(request.body.token, 'parental_consent');
      if (!found.ok) throw failure(found);
      const child = await ctx.db.findUserById(found.row.user_id);
      if (!child) throw failure({ ok: false, reason: 'invalid' });
      // The child's own mailbox in disguise (kid+mom@…, k.i.d@gmail…) is not a parent. Checked
      // before the link is used, so the real parent can still use it.
      if (sameMailbox(parent.email, child.email)) throw new HttpError(400, CONSENT_OWN_MAILBOX);
      await consent.grant(found.row, parent, clientMeta(request));
      return {
        message: `Thank you! Consent recorded. ${child.first_name}'s account is now unlocked and linked to yours.`,
      };
    },
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
        response: { 200: messageSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const found = await tokens.consume(request.body.token, 'consent_revoke');
      if (!found.ok) throw new HttpError(400, 'Invalid or expired link');
      await consent.withdraw(found.row.user_id, null);
      return { message: WITHDRAWN_MESSAGE };
    },
  );
}
