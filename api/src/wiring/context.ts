import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/connect';
import { createMetrics } from '../lib/metrics';
import { runCountedSweep } from '../lib/sweeps';
import { UploadStore } from '../lib/uploads/storage';
import { createMailer } from '../mail/mailer';
import { createOutboxMailer } from '../mail/outbox';
import { AuthUserCache } from '../security/auth-user-cache';
import { cookieNames, Csrf } from '../security/csrf';
import { createJwt } from '../security/jwt';
import type { PasswordHasher } from '../security/passwords';
import { RateLimits } from '../security/rate-limits';
import { SessionDenyList } from '../security/session-deny-list';

/** The per-app services object (app.ctx): caches, tokens, cookies, limits, the mail outbox. */
export function createContext(opts: {
  config: Config;
  db: Db;
  hasher: PasswordHasher;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}): AppContext {
  const { config, db, hasher, redis, log } = opts;
  const secure = config.publicUrl.startsWith('https://');
  const names = cookieNames(secure);
  const metrics = createMetrics(() => db.poolStats());
  const background = new Set<Promise<unknown>>();
  return {
    config,
    db,
    authUsers: new AuthUserCache((id) => db.findAuthUser(id), config.authUserCacheTtlMs),
    metrics,
    jwt: createJwt(config.jwtSecret, config.accessTokenTtlSec, config.now),
    deniedSessions: new SessionDenyList(config.accessTokenTtlSec, config.now, redis, (err) =>
      log.error(
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
        log,
      }),
      now: config.now,
      log,
      pollMs: config.mailPollMs,
      // The periodic run (retries, rows a stopped replica left, the 7-day clean-up) is a sweep.
      exclusive: async (run) => {
        await runCountedSweep(db, metrics, 'mail_outbox', run);
      },
      track: (run) => {
        background.add(run);
        void run.finally(() => background.delete(run));
      },
    }),
    uploads: new UploadStore(config, log),
    background,
    routePolicies: [],
  };
}
