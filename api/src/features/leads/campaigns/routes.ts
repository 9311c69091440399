import {
  campaignReportQuerySchema,
  campaignVisitSchema,
  privacyChoiceSchema,
} from '@optio/contracts/leads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractResponses } from '../../../lib/response-schemas';
import { errors } from '../../auth/schemas';
import {
  firstTouchOf,
  privacySignals,
  refusesCampaignCookie,
  setFirstTouchCookie,
  setPrivacyCookie,
} from './http';
import { campaignReport, privacyChoiceResult, recordVisit } from './service';

export function campaignRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A GET, so the prerendered pages' first load can send it with a plain fetch (no CSRF token
  // exists yet): it only counts, and a forged visit costs no more than a real one.
  r.get(
    '/api/campaigns/visit',
    {
      config: { auth: 'public' },
      onRequest: async (request) => ctx.limits.consume('visitIp', request.ip),
      schema: {
        tags: ['marketing'],
        summary:
          'The promo pages’ first-party beacon: counts a visit per page and campaign (no personal data) and keeps the first touch in a cookie, unless the visitor refused (then neither)',
        querystring: campaignVisitSchema,
        response: { ...contractResponses('GET /api/campaigns/visit'), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { counted, touch } = await recordVisit(
        ctx,
        request.query,
        firstTouchOf(request),
        refusesCampaignCookie(request),
      );
      if (touch) setFirstTouchCookie(reply, touch, ctx.secureCookies);
      return { counted };
    },
  );

  // Public: a visitor without an account makes the choice (the footer's "Privacy choices"). A PUT,
  // so the CSRF check applies: another site cannot flip a visitor's choice.
  r.put(
    '/api/privacy-choice',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['marketing'],
        summary:
          'Keep the visitor’s privacy choice in the optio_privacy cookie; "essential" also deletes the first-touch campaign cookie',
        body: privacyChoiceSchema,
        response: { ...contractResponses('PUT /api/privacy-choice'), ...errors(400, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      setPrivacyCookie(reply, request.body.choice, ctx.secureCookies);
      return privacyChoiceResult(request.body.choice, privacySignals(request));
    },
  );

  r.get(
    '/api/marketing/campaigns',
    {
      config: { auth: { roles: ['marketing'] as const } },
      schema: {
        tags: ['marketing'],
        summary: 'Visits, leads and sign-ups per promo page and campaign for a date range',
        security: [{ bearerAuth: [] }],
        querystring: campaignReportQuerySchema,
        response: {
          ...contractResponses('GET /api/marketing/campaigns'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => campaignReport(ctx, request.query),
  );
}
