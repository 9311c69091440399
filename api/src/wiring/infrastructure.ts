import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { registerAccessLog } from '../lib/access-log';
import { registerOutboxDepth, registerRequestMetrics } from '../lib/metrics';
import { shareAuthUserInvalidations } from '../security/auth-user-invalidation';

/**
 * What runs beside the routes: the access log, request metrics and the outbox depth, and (with
 * Redis) the deny list and the auth-cache invalidations shared with the other replicas.
 * Resolves with what must be closed on shutdown.
 */
export async function registerInfrastructure(
  app: FastifyInstance,
  redis: Redis | undefined,
): Promise<{ close(): void }> {
  const { ctx } = app;
  registerAccessLog(app);
  registerRequestMetrics(app, ctx.metrics);
  registerOutboxDepth(ctx.metrics, () => ctx.mailer.pending());
  await ctx.deniedSessions.start();
  const sharedInvalidations = redis
    ? await shareAuthUserInvalidations(ctx.authUsers, redis, (err) =>
        app.log.error(
          { err },
          'user access change not shared through Redis: other replicas see it within the cache TTL',
        ),
      )
    : undefined;
  return {
    close() {
      ctx.deniedSessions.close();
      sharedInvalidations?.close();
    },
  };
}
