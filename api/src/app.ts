import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError, type Config, type TrustProxy } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { findDemoAccounts, seedDemo } from './db/seeds/demo';
import { docsRoutes, registerOpenApi } from './docs';
import { authFeature } from './features/auth';
import type { Consent } from './features/auth';
import { healthFeature } from './features/health';
import { learningFeature } from './features/learning';
import { leadsFeature } from './features/leads';
import { recordsFeature, type Records } from './features/records';
import { communityFeature } from './features/community';
import { messagesFeature } from './features/messages';
import { parentsFeature } from './features/parents';
import { familyFeature } from './features/family';
import { advisorsFeature } from './features/advisors';
import { adminFeature } from './features/admin/feature';
import { badgesAdminFeature } from './features/badges-admin';
import { settingsFeature } from './features/settings';
import { tutorFeature } from './features/tutor';
import { safetySurfacesFeature } from './features/safety-surfaces';
import { registerApiHeaders, registerSecurityHeaders } from './lib/static/headers';
import { serveStaticSite } from './lib/static';
import { registerErrorHandling, registerJsonParser, registerValidation } from './lib/validation';
import { registerResponseSchemas } from './lib/response-schemas';
import { IdempotencyStore, registerIdempotency } from './lib/idempotency';
import { logDestination, redactUrl, registerAccessLog } from './lib/access-log';
import { lazyChildLoggerFactory } from './lib/lazy-child-logger';
import { createMailer } from './mail/mailer';
import { createOutboxMailer } from './mail/outbox';
import { createMetrics, registerOutboxDepth, registerRequestMetrics } from './lib/metrics';
import { metricsRoutes } from './features/metrics/routes';
import { shareAuthUserInvalidations } from './security/auth-user-invalidation';
import { AuthUserCache } from './security/auth-user-cache';
import { registerAuthorization } from './security/authorize';
import { cookieNames, Csrf } from './security/csrf';
import { createJwt } from './security/jwt';
import { PasswordHasher } from './security/passwords';
import { RateLimits } from './security/rate-limits';
import { SessionDenyList } from './security/session-deny-list';

const REQ_ID_PREFIX = randomUUID().slice(0, 8);
let requestCounter = 0;

export interface BuiltApp {
  app: FastifyInstance;
  consent: Consent;
  /** Student records; `sweepDeletedAccounts(now)` is exposed for tests. */
  records: Records;
  /** Leads; the retention sweep is exposed for tests (issue #22). */
  leads: { sweepExpiredLeads(now?: Date): Promise<number> };
  /** Resolves when mail and other after-response work has finished (tests await it). */
  settle(): Promise<void>;
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.token',
  '*.refresh_token',
  '*.access_token',
];

/**
 * Fastify fails closed on a bare hop count (it cannot check the nearest peer), so a count is
 * given as the usual rule: the `hops` nearest addresses (the socket peer first) are proxies and
 * the next one is the client. That holds only when every request comes through those proxies;
 * an address list (OPTIO_TRUST_PROXY=10.0.0.5) also checks who the nearest peer is.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof trust !== 'number' || trust === 0) return trust || false;
  return (_addr, hop) => hop < trust;
}

/** Builds the whole service for a config: database (migrated, maybe seeded), security, routes. */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: config.logStream ?? logDestination(config.logLevel),
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        req: (req) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(String(req.url)),
          remoteAddress: req.ip,
        }),
      },
    },
    requestIdHeader: 'x-request-id',
    // Unique across replicas (random prefix) and cheap per request (a counter).
    genReqId: () => `${REQ_ID_PREFIX}-${(requestCounter += 1).toString(36)}`,
    logController: new LogController({
      requestIdLogLabel: 'reqId',
      // Replaced by one access-log line per request (registerAccessLog).
      disableRequestLogging: true,
    }),
    // request.log is built on first use instead of for every request.
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  const db = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
  });
  const applied = await migrateToLatest(db.kysely as never);
  const hasher = new PasswordHasher(config.hash);
  const fresh = applied.includes('001_initial');
  if (config.nodeEnv === 'production') {
    const demo = await findDemoAccounts(db);
    if (demo.length > 0) {
      await db.close();
      throw new ConfigError([
        `Demo accounts (${demo.join(', ')}) are in the database, and their password is published: delete them before starting with NODE_ENV=production`,
      ]);
    }
  } else if (fresh && db.engine === 'sqlite' && config.seed) {
    await seedDemo(db, (p) => hasher.hash(p), config.now());
    app.log.info('seeded demo accounts (OPTIO_SEED_DEMO=1, password Optio-Demo-2026!)');
  }

  const secure = config.publicUrl.startsWith('https://');
  const names = cookieNames(secure);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  const ctx: AppContext = {
    config,
    db,
    authUsers: new AuthUserCache((id) => db.findAuthUser(id), config.authUserCacheTtlMs),
    metrics: createMetrics(() => db.poolStats()),
    jwt: createJwt(config.jwtSecret, config.accessTokenTtlSec, config.now),
    deniedSessions: new SessionDenyList(config.accessTokenTtlSec, config.now, redis, (err) =>
      app.log.error(
        { err },
        'sign-out not shared through Redis: other replicas accept its access tokens until they expire',
      ),
    ),
    csrf: new Csrf(config.csrfSecret, names, secure),
    cookies: names,
    secureCookies: secure,
    hasher,
    limits: new RateLimits(config.rateLimits, redis),
    mailer: createOutboxMailer({
      db: db.kysely,
      transport: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: app.log,
      }),
      now: config.now,
      log: app.log,
      pollMs: config.mailPollMs,
    }),
    background: new Set(),
    routePolicies: [],
  };
  app.decorate('ctx', ctx);
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

  // Response schemas come from @optio/contracts; the API tests hold every answer to them exactly.
  registerResponseSchemas(app, config.nodeEnv === 'test');
  registerValidation(app);
  registerJsonParser(app);
  registerErrorHandling(app);
  // Before every hook that reads cookies (CSRF, idempotency): its onRequest hook parses them.
  await app.register(fastifyCookie);
  registerApiHeaders(app, secure);
  registerAuthorization(app);
  const idempotency = new IdempotencyStore(db.kysely);
  registerIdempotency(app, idempotency);
  // The OpenAPI document maps the whole attack surface: not public in production unless asked.
  if (config.publicDocs) await registerOpenApi(app);

  const { consent } = authFeature(app);
  settingsFeature(app);
  healthFeature(app, { redis });
  metricsRoutes(app);
  parentsFeature(app);
  await familyFeature(app, consent);
  advisorsFeature(app);
  adminFeature(app);
  await badgesAdminFeature(app);
  await learningFeature(app);
  const records = await recordsFeature(app);
  const leads = leadsFeature(app);
  tutorFeature(app);
  safetySurfacesFeature(app);
  communityFeature(app);
  messagesFeature(app);
  // Pages and files (the apps, the registry, the docs UI) get helmet's full set with the registry
  // CSP, and gzip/brotli; both live in their own scope so the small JSON API answers do not pay
  // for them on every request.
  await app.register(async (pages) => {
    await pages.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await registerSecurityHeaders(pages, config.registryFile, secure);
    if (config.publicDocs) docsRoutes(pages);
    serveStaticSite(pages);
  });

  const settle = async () => {
    while (ctx.background.size > 0) await Promise.allSettled([...ctx.background]);
  };
  // Every sweep run counts in /api/metrics (optio_sweep_runs_total), failed or not.
  const counted = <T>(sweep: string, run: Promise<T>): Promise<T> =>
    run.then(
      (value) => {
        ctx.metrics.sweepRuns.inc({ sweep, outcome: 'ok' });
        return value;
      },
      (err: unknown) => {
        ctx.metrics.sweepRuns.inc({ sweep, outcome: 'failed' });
        throw err;
      },
    );
  const sweep =
    config.sweepIntervalMs > 0
      ? setInterval(() => {
          counted('unconsented_accounts', consent.sweepUnconsented()).then(
            (n) => n > 0 && app.log.info({ deleted: n }, 'deleted unconsented under-13 accounts'),
            (err: unknown) => app.log.error({ err }, 'consent sweep failed'),
          );
          counted('deleted_accounts', records.sweepDeletedAccounts()).then(
            (n) =>
              n > 0 && app.log.info({ deleted: n }, 'deleted accounts after their grace period'),
            (err: unknown) => app.log.error({ err }, 'account deletion sweep failed'),
          );
          counted('expired_leads', leads.sweepExpiredLeads()).then(
            (n) => n > 0 && app.log.info({ deleted: n }, 'deleted leads past their retention'),
            (err: unknown) => app.log.error({ err }, 'lead retention sweep failed'),
          );
          counted('idempotency_keys', idempotency.sweepExpired(config.now())).catch(
            (err: unknown) => app.log.error({ err }, 'idempotency key sweep failed'),
          );
        }, config.sweepIntervalMs)
      : undefined;
  sweep?.unref();

  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
    await settle();
    await ctx.mailer.stop();
    ctx.deniedSessions.close();
    sharedInvalidations?.close();
    if (redis) redis.disconnect();
    await db.close();
  });
  return { app, consent, records, leads, settle };
}
