import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';

const TIMEOUT_MS = 2000;
const UNAVAILABLE = 'Service temporarily unavailable. Please try again in a few moments.';

type CheckState = 'ok' | 'unavailable' | 'not_configured';

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out`)), TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

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
 * server is not shutting down; send it traffic only then). A database outage makes a replica
 * unready, not dead, so an orchestrator stops routing to it instead of restarting it.
 */
export function healthFeature(app: FastifyInstance, deps: { redis: Redis | undefined }): void {
  const { db, config } = app.ctx;
  const uploads = join(config.dataDir, 'uploads');
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
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const check = async (name: string, work: () => Promise<unknown>): Promise<CheckState> => {
    try {
      await within(work(), name);
      return 'ok';
    } catch (err) {
      app.log.error({ err, check: name }, 'readiness check failed');
      return 'unavailable';
    }
  };

  r.get(
    '/api/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, Redis (when configured) and upload storage reachable',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const [database, redis, storage] = await Promise.all([
        check('database', () => db.ping()),
        deps.redis ? check('redis', () => deps.redis!.ping()) : ('not_configured' as const),
        check('storage', async () => {
          await mkdir(uploads, { recursive: true });
          await access(uploads, constants.R_OK | constants.W_OK);
        }),
      ]);
      const checks = { database, redis, storage };
      if (!draining && !Object.values(checks).includes('unavailable')) {
        return { status: 'ready' as const, ...checks };
      }
      const message = draining ? 'The server is shutting down.' : UNAVAILABLE;
      return reply
        .code(503)
        .send({ status: 'unavailable' as const, ...checks, error: message, message });
    },
  );
}
