import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const TIMEOUT_MS = 2000;

/** Liveness plus a database round trip; 503 when the database does not answer. */
export function healthFeature(app: FastifyInstance): void {
  const { db } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Service and database health',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({
            status: z.literal('error'),
            database: z.literal('unavailable'),
            error: z.string(),
            message: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          db.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err, reqId: request.id }, 'health check failed');
        const message = 'Service temporarily unavailable. Please try again in a few moments.';
        return reply.code(503).send({
          status: 'error' as const,
          database: 'unavailable' as const,
          error: message,
          message,
        });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
