import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { checkResourceLink, resourcePdf } from './service';

/** Loose on purpose: a tampered or truncated link answers 404, never a validation error. */
const linkQuery = z.object({
  lang: z.string().max(10).optional(),
  expires: z.string().max(20).optional(),
  sig: z.string().max(128).optional(),
});
const resourceParam = z.object({ resource: z.string().max(60) });

export function resourceRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/resources/:resource',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['leads'],
        summary:
          'A promised resource as a PDF, through the signed link of its confirmation e-mail (30 days); 404 when expired or tampered',
        params: resourceParam,
        querystring: linkQuery,
        response: { 200: z.unknown().describe('application/pdf'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const { resource, lang } = checkResourceLink(ctx, request.params.resource, request.query);
      const { pdf, filename } = await resourcePdf(resource, lang);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
