import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { readiness } from './service';
import { contractResponses } from '../../lib/response-schemas';

const checkSchema = z.enum(['ok', 'unavailable', 'not_configured']);
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: checkSchema,
  redis: checkSchema,
  storage: checkSchema,
  error: z.string().optional(),
  message: z.string().optional(),
});

/**
 * Liveness (`/api/health`: the process answers; restart it if not) apart from readiness
 * (`/api/ready`: the database, Redis when configured and upload storage are reachable, and the
 * server is not shutting down; send it traffic only then).
 */
export function healthRoutes(app: FastifyInstance, deps: { redis: Redis | undefined }): void {
  const { db } = app.ctx;
  const uploads = app.ctx.uploads;
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (dependencies are /api/ready)',
        response: { ...contractResponses('GET /api/health') },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  r.get(
    '/api/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, Redis (when configured) and upload storage reachable',
        response: { ...contractResponses('GET /api/ready'), 503: readySchema },
      },
    },
    async (_request, reply) => {
      const result = await readiness({ db, redis: deps.redis, uploads, log: app.log }, draining);
      return result.ready ? result.body : reply.code(503).send(result.body);
    },
  );
}
