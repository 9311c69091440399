import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { registerAccessLog } from '../lib/access-log';
import { registerOutboxDepth, registerRequestMetrics } from '../lib/metrics';
import { shareAuthUserInvalidations } from '../security/auth-user-invalidation';
import { RedisSubscriber } from '../security/redis-subscriber';

/**
 * What runs beside the routes: the S3 connection check, the access log, request metrics and the outbox depth, and (with
 * Redis) the deny list and the auth-cache invalidations shared with the other replicas.
 * Resolves with what must be closed on shutdown.
 */
export async function registerInfrastructure(
  app: FastifyInstance,
  redis: Redis | undefined,
): Promise<{ close(): void }> {
  const { ctx } = app;
  // Object storage: the first call loads and connects the S3 client; do it now, not inside the
  // first readiness check or upload, and say at start when the bucket cannot be reached.
  if (ctx.uploads.kind === 's3')
    ctx.uploads
      .check()
      .catch((err: unknown) =>
        app.log.error({ err }, 'upload storage (S3) not reachable at start'),
      );
  registerAccessLog(app);
  registerRequestMetrics(app, ctx.metrics);
  registerOutboxDepth(ctx.metrics, () => ctx.mailer.pending());
  // One subscriber connection serves every channel: sign-outs and user access changes.
  const subscriber = redis
    ? new RedisSubscriber(redis, (err) =>
        app.log.error(
          { err },
          'Redis subscription failed: sign-outs and access changes made on other replicas arrive late',
        ),
      )
    : undefined;
  await ctx.deniedSessions.start(subscriber);
  if (redis && subscriber)
    await shareAuthUserInvalidations(ctx.authUsers, redis, subscriber, (err) =>
      app.log.error(
        { err },
        'user access change not shared through Redis: other replicas see it within the cache TTL',
      ),
    );
  return { close: () => subscriber?.close() };
}
