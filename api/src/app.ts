import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Consent } from './features/auth';
import type { Evaluator } from './features/evaluator';
import type { Leads } from './features/leads';
import type { Records } from './features/records';
import { PasswordHasher } from './security/passwords';
import { registerDrain, type Drain } from './lib/drain';
import { lazyModule } from './lib/lazy-module';
import { createContext } from './wiring/context';
import { openPreparedDatabase } from './wiring/database';
import { registerFeatures, registerPages } from './wiring/features';
import { registerInfrastructure } from './wiring/infrastructure';
import { registerApiPlugins } from './wiring/plugins';
import { createServer } from './wiring/server';
import { startSweeps } from './wiring/sweeps';

export interface BuiltApp {
  app: FastifyInstance;
  consent: Consent;
  /** Student records; `sweepDeletedAccounts(now)` is exposed for tests. */
  records: Records;
  /** The evaluator portfolio; `sweepEvaluationReminders(now)` is exposed for tests. */
  evaluator: Evaluator;
  /** Leads; the retention sweep `sweepExpiredLeads(now)` is exposed for tests. */
  leads: Leads;
  /** Resolves when mail and other after-response work has finished (tests await it). */
  settle(): Promise<void>;
  /** Shutdown's first step: answer resendable requests 503 while the proxy moves away. */
  drain: Drain;
}

// Loaded only with REDIS_URL (a single replica shares nothing and never needs the client).
const ioredis = lazyModule<typeof import('ioredis')>('ioredis');

/** Builds the whole service for a config: database (migrated, maybe seeded), security, routes. */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const app = createServer(config);
  // First of the onRequest hooks: while draining, nothing else runs for a resendable request.
  const drain = registerDrain(app);
  const hasher = new PasswordHasher(config.hash);
  const db = await openPreparedDatabase(config, app.log, hasher);
  const redis = config.redisUrl
    ? new (ioredis().Redis)(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  const ctx = createContext({ config, db, hasher, redis, log: app.log });
  app.decorate('ctx', ctx);
  const infrastructure = await registerInfrastructure(app, redis);
  const idempotency = await registerApiPlugins(app);
  const { consent, records, evaluator, leads } = await registerFeatures(app, redis);
  await registerPages(app);

  const settle = async () => {
    while (ctx.background.size > 0) await Promise.allSettled([...ctx.background]);
  };
  const stopSweeps = startSweeps(app, config.sweepIntervalMs, [
    {
      name: 'unconsented_accounts',
      run: () => consent.sweepUnconsented(),
      done: { message: 'deleted unconsented under-13 accounts', count: 'deleted' },
      failed: 'consent sweep failed',
    },
    {
      name: 'deleted_accounts',
      run: () => records.sweepDeletedAccounts(),
      done: { message: 'deleted accounts after their grace period', count: 'deleted' },
      failed: 'account deletion sweep failed',
    },
    {
      name: 'evaluation_reminders',
      run: () => evaluator.sweepEvaluationReminders(),
      done: { message: 'sent evaluation reminders', count: 'remindersSent' },
      failed: 'evaluation reminder sweep failed',
    },
    {
      name: 'expired_leads',
      run: () => leads.sweepExpiredLeads(),
      done: { message: 'deleted leads past their retention', count: 'deleted' },
      failed: 'lead retention sweep failed',
    },
    {
      name: 'idempotency_keys',
      run: () => idempotency.sweepExpired(config.now()),
      done: { message: 'deleted expired idempotency keys', count: 'deleted' },
      failed: 'idempotency key sweep failed',
    },
  ]);

  app.addHook('onClose', async () => {
    stopSweeps();
    await settle();
    await ctx.mailer.close();
    infrastructure.close();
    if (redis) redis.disconnect();
    await db.close();
  });
  return { app, consent, records, evaluator, leads, settle, drain };
}
