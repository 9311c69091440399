import { leadSchema } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language';
import { errors } from '../auth/schemas';
import { consumeLeadBudget, submitLead } from './service';
import { contractResponses } from '../../lib/response-schemas';
import { firstTouchOf } from './campaigns/http';
import { campaignRoutes } from './campaigns/routes';
import { leadInboxRoutes } from './inbox/routes';
import { sweepExpiredLeads } from './inbox/service';
import { resourceRoutes } from './resources/routes';

/**
 * `POST /api/leads` (the consultation and promo forms), marketing's inbox and campaign report,
 * the visit beacon and the promised resources. Returns the retention sweep (run on a timer).
 */
/** What the leads feature hands to the app: its retention sweep (also called by tests). */
export interface Leads {
  sweepExpiredLeads(now?: Date): Promise<number>;
}

export function leadsRoutes(app: FastifyInstance): Leads {
  const ctx = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/leads',
    {
      config: { auth: 'public' },
      // Before the body is read: a flood costs nothing beyond the counter.
      onRequest: async (request) => consumeLeadBudget(ctx, 'leadIp', request.ip),
      schema: {
        tags: ['leads'],
        summary:
          'Store a consultation or promo request; the visitor gets a confirmation and staff a notice by mail',
        body: leadSchema,
        response: { ...contractResponses('POST /api/leads'), ...errors(400, 403, 415, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await submitLead(ctx, request.log, {
          body: request.body,
          ip: request.ip,
          language: requestLanguage(request),
          firstTouch: firstTouchOf(request),
        }),
      ),
  );
  leadInboxRoutes(app);
  campaignRoutes(app);
  resourceRoutes(app);
  return {
    sweepExpiredLeads: (now) => sweepExpiredLeads(ctx.db.kysely, now ?? ctx.config.now()),
  };
}
