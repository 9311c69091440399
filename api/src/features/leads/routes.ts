import { leadSchema } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language';
import { errors } from '../auth/schemas';
import { consumeLeadBudget, submitLead } from './service';
import { contractResponses } from '../../lib/response-schemas';

/** `POST /api/leads`: the consultation and promo request forms of the public pages. */
export function leadsRoutes(app: FastifyInstance): void {
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
        }),
      ),
  );
}
