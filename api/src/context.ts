import type { Config } from './config';
import type { Db } from './db/connect';
import type { AuthUser } from './db/types';
import type { Metrics } from './lib/metrics';
import type { UploadStore } from './lib/uploads/storage';
import type { OutboxMailer } from './mail/outbox';
import type { AuthUserCache } from './security/auth-user-cache';
import type { Csrf, CookieNames } from './security/csrf';
import type { Jwt } from './security/jwt';
import type { PasswordHasher } from './security/passwords';
import type { RateLimits } from './security/rate-limits';
import type { SessionDenyList } from './security/session-deny-list';
import type { AuthPolicy } from './security/authorize';

/** Everything a route needs, built once per app instance (no module-level singletons). */
export interface AppContext {
  config: Config;
  db: Db;
  /** The per-request user read (short TTL); invalidate on every write to a user's access state. */
  authUsers: AuthUserCache;
  jwt: Jwt;
  /** Prometheus counters and histograms, read at GET /api/metrics. */
  metrics: Metrics;
  /** Sessions signed out before their access tokens expire (checked on every request). */
  deniedSessions: SessionDenyList;
  csrf: Csrf;
  cookies: CookieNames;
  secureCookies: boolean;
  hasher: PasswordHasher;
  limits: RateLimits;
  /** Every e-mail goes through the outbox table (mail/outbox.ts), sent at once and retried. */
  mailer: OutboxMailer;
  /** Upload storage (local disk, or S3 with S3_BUCKET): one per app, shared by every feature. */
  uploads: UploadStore;
  /** Background work (mail after the response) awaited on shutdown and by tests. */
  background: Set<Promise<unknown>>;
  /** Every route's access policy as declared (undefined = signed-in user required). */
  routePolicies: {
    method: string;
    url: string;
    policy: AuthPolicy | undefined;
    csrfExempt: boolean;
  }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the authorization hook on non-public routes. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthPolicy;
    /**
     * `false` skips the CSRF check. Only honoured on public routes that read no cookie or account
     * (a forged cross-site request can then gain nothing); see registerAuthorization.
     */
    csrf?: false;
  }
}
