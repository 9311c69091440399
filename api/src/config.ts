import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { S3Settings } from './lib/uploads/s3';

/** argon2id cost; production defaults are the OWASP parameters. */
export interface HashParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Per-limiter budgets: `points` requests per `duration` seconds. */
export interface LimitBudget {
  points: number;
  duration: number;
}

export interface RateLimitConfig {
  loginIp: LimitBudget;
  /** Failed sign-ins per account and client address: the pair that trips it gets the 429. */
  loginAccount: LimitBudget;
  /** Failed sign-ins per account from every address: beyond it each attempt is slowed down,
   * never refused, so nobody can lock an owner out from elsewhere. */
  loginAccountSlow: LimitBudget;
  /** One-time sign-in link mails sent to an account after a lock-out. */
  signInLinkMail: LimitBudget;
  register: LimitBudget;
  forgotIp: LimitBudget;
  forgotEmail: LimitBudget;
  resendIp: LimitBudget;
  resendEmail: LimitBudget;
  consentIp: LimitBudget;
  parentMailsPerChild: LimitBudget;
  tokenIp: LimitBudget;
  /** Refresh runs on every page load of a signed-out visitor too, and a school may share one IP;
   * refresh tokens are unguessable, so this budget only guards against floods. */
  refreshIp: LimitBudget;
  /** Consultation and promo requests (POST /api/leads), per client IP and per e-mail address. */
  leadIp: LimitBudget;
  leadEmail: LimitBudget;
  /** The public evaluator-link routes (/api/evaluate/*), per client IP: tokens are unguessable,
   * so this only stops floods and token scanning. */
  evaluatorIp: LimitBudget;
  /** The promo pages' visit beacon (POST /api/campaigns/visit), per client IP. */
  visitIp: LimitBudget;
  /** The shell's MF runtime reports (POST /api/platform/events), per client IP. A page sends a
   * batch or two; a school behind one address sends many. */
  platformEventsIp: LimitBudget;
  /** Friend requests sent, per user; notification mails about them, per addressed e-mail. */
  friendRequest: LimitBudget;
  friendRequestMail: LimitBudget;
  /** Direct messages sent, per user. */
  messageSend: LimitBudget;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connection pool size (DATABASE_POOL_MAX, default 10). */
  databasePoolMax: number;
  publicUrl: string;
  jwtSecret: string;
  csrfSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where consultation and promo requests are announced (STAFF_NOTIFY_EMAIL). */
  staffNotifyEmail: string;
  redisUrl: string | undefined;
  staticRoot: string;
  registryFile: string;
  logLevel: string;
  /** Where log lines go; standard output, written asynchronously, when unset (tests inject). */
  logStream?: { write(line: string): void };
  nodeEnv: string;
  /** Which X-Forwarded-For hops to believe (client IP for rate limits): false, a hop count or
   * a list of proxy addresses/CIDRs. Never "every hop" (OPTIO_TRUST_PROXY, see parseTrustProxy). */
  trustProxy: TrustProxy;
  /** Who may read /api/metrics without the token: addresses or CIDRs (METRICS_ALLOW). */
  metricsAllow: string[];
  /** A bearer token that opens /api/metrics from anywhere (METRICS_TOKEN); unset: none. */
  metricsToken: string | undefined;
  /** Seed the demo accounts into a fresh embedded-default database (OPTIO_SEED_DEMO=1 only). */
  seed: boolean;
  hash: HashParams;
  rateLimits: RateLimitConfig;
  /** Injectable clock: every expiry decision goes through it. */
  now: () => Date;
  /** Interval of the unconsented-account sweep; 0 disables the timer. */
  sweepIntervalMs: number;
  /** How often the mail outbox looks for due messages (retries, rows a stopped replica left). */
  mailPollMs: number;
  accessTokenTtlSec: number;
  /** How long a replica trusts its cached copy of a user's access state without being told. */
  authUserCacheTtlMs: number;
  refreshIdleTtlSec: number;
  refreshAbsoluteTtlSec: number;
  refreshGraceSec: number;
  /** Delay added to each sign-in attempt per failure beyond `loginAccountSlow`, up to `maxMs`. */
  loginSlowdown: { stepMs: number; maxMs: number };
  /** Serve the OpenAPI document, swagger-ui and source maps (OPTIO_PUBLIC_DOCS=1; on outside
   * production). */
  publicDocs: boolean;
  /** The AI tutor's provider: an OpenAI-compatible chat-completions API when `url` is set,
   * else the embedded tutor (no network). TUTOR_API_URL, TUTOR_API_KEY, TUTOR_MODEL. */
  tutor: { apiUrl: string | undefined; apiKey: string | undefined; model: string };
  /** The optional external safety provider next to the embedded screen (SAFETY_API_*). */
  safety: SafetyProviderSettings | null;
  /** Object storage for uploads (S3_*); unset: `<dataDir>/uploads/`. */
  s3: S3Settings | undefined;
  /** The Ed25519 seed credentials are signed with (CREDENTIAL_SIGNING_KEY); unset: made once
   * into `<dataDir>/credential-signing-key.json`. */
  credentialSigningKey: string | undefined;
}

/**
 * S3_BUCKET turns object storage on; S3_ENDPOINT (a custom S3-compatible server), S3_REGION
 * (default us-east-1), S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY (else the SDK's credential
 * chain), S3_FORCE_PATH_STYLE (default on with an endpoint) and S3_PREFIX refine it.
 */
export function s3FromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET || undefined;
  const named = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((n) => env[n]);
  if (!bucket) {
    if (named.length > 0) {
      throw new ConfigError([`S3_BUCKET is required when ${named.join(', ')} is set`]);
    }
    return undefined;
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/]/i.test(endpoint)) {
    throw new ConfigError(['S3_ENDPOINT must be an http(s):// URL']);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    ]);
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle:
      pathStyle === undefined || pathStyle === '' ? Boolean(endpoint) : pathStyle === '1',
    prefix: env.S3_PREFIX ?? '',
  };
}

export interface SafetyProviderSettings {
  apiUrl: string;
  apiKey: string | undefined;
  model: string;
  mode: 'moderations' | 'chat';
}

/**
 * SAFETY_API_URL (an OpenAI-compatible API), SAFETY_API_KEY, SAFETY_MODEL and SAFETY_API_MODE
 * (`moderations`, the default, or `chat`: a chat model used as a classifier). Null when unset.
 */
export function safetyProviderFromEnv(env: NodeJS.ProcessEnv): SafetyProviderSettings | null {
  const apiUrl = env.SAFETY_API_URL || undefined;
  if (!apiUrl) return null;
  const mode = env.SAFETY_API_MODE || 'moderations';
  if (mode !== 'moderations' && mode !== 'chat') {
    throw new ConfigError(['SAFETY_API_MODE must be moderations or chat']);
  }
  return {
    apiUrl,
    apiKey: env.SAFETY_API_KEY || undefined,
    model: env.SAFETY_MODEL || (mode === 'chat' ? 'gpt-4o-mini' : 'omni-moderation-latest'),
    mode,
  };
}

/** Every URL the server sends data to over HTTP (ISSUE #23: https only in production). */
export const OUTBOUND_HTTP_URLS = ['TUTOR_API_URL', 'SAFETY_API_URL', 'S3_ENDPOINT'] as const;

export type TrustProxy = false | number | string[];

/**
 * A start-up misconfiguration: one line per problem, each naming its variable. The server prints
 * the lines (no stack trace) and exits 1.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

function isProxyAddress(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && isIP(address) === 6;
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v4 ? 32 : 128);
}

/**
 * OPTIO_TRUST_PROXY: unset, empty, `0` or `false` trust nobody; a whole number n trusts the n
 * nearest hops (so `1`, the old "on", now means one reverse proxy in front); a comma list trusts
 * those proxy addresses or CIDRs. "Trust every hop" (`true`, `all`, `*`) is refused: a client
 * could then choose its own address and escape every per-IP limit.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError([`OPTIO_TRUST_PROXY=${value}: at most 10 proxy hops`]);
    return hops;
  }
  return addressList(
    value,
    (bad) =>
      `OPTIO_TRUST_PROXY must be a hop count (e.g. 1) or a comma list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1); "${bad}" is neither, and trusting every hop is not allowed`,
  );
}

/** A comma list of addresses or CIDRs; anything else is refused with the variable's own line. */
function addressList(value: string, refusal: (bad: string) => string): string[] {
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0) throw new ConfigError([refusal(bad.join(','))]);
  return entries;
}

/**
 * METRICS_ALLOW: the addresses or CIDRs that may read /api/metrics (a Prometheus server on the
 * private network); loopback only when unset, `none` for nobody (then only METRICS_TOKEN opens it).
 */
export function parseMetricsAllow(raw: string | undefined): string[] {
  const value = (raw ?? '').trim();
  if (value === '') return ['127.0.0.1', '::1'];
  if (value.toLowerCase() === 'none') return [];
  return addressList(
    value,
    (bad) =>
      `METRICS_ALLOW must be a comma list of addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1) or none; "${bad}" is not`,
  );
}

export const OWASP_ARGON2: HashParams = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginIp: { points: 30, duration: 15 * 60 },
  loginAccount: { points: 10, duration: 15 * 60 },
  loginAccountSlow: { points: 50, duration: 60 * 60 },
  signInLinkMail: { points: 1, duration: 15 * 60 },
  register: { points: 10, duration: 60 * 60 },
  forgotIp: { points: 10, duration: 60 * 60 },
  forgotEmail: { points: 3, duration: 60 * 60 },
  resendIp: { points: 10, duration: 60 * 60 },
  resendEmail: { points: 3, duration: 60 * 60 },
  consentIp: { points: 20, duration: 60 * 60 },
  parentMailsPerChild: { points: 3, duration: 24 * 60 * 60 },
  tokenIp: { points: 60, duration: 15 * 60 },
  refreshIp: { points: 1200, duration: 15 * 60 },
  leadIp: { points: 5, duration: 60 * 60 },
  leadEmail: { points: 3, duration: 24 * 60 * 60 },
  evaluatorIp: { points: 300, duration: 15 * 60 },
  visitIp: { points: 120, duration: 60 * 60 },
  platformEventsIp: { points: 300, duration: 15 * 60 },
  friendRequest: { points: 20, duration: 60 * 60 },
  friendRequestMail: { points: 3, duration: 24 * 60 * 60 },
  messageSend: { points: 30, duration: 60 },
};

/**
 * The repository root: the folder that contains api/. Found by walking up from the running
 * script (api/dist/server.js or api/src/server.ts), then from the working directory.
 */
export function repoRoot(): string {
  const starts = [process.argv[1] ? dirname(resolve(process.argv[1])) : undefined, process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (let i = 0; dir && i < 8; i += 1) {
      if (existsSync(join(dir, 'api', 'package.json'))) return dir;
      dir = dirname(dir);
    }
  }
  return process.cwd();
}

function loadOrCreateSecrets(dataDir: string): { jwt: string; csrf: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { jwt?: string; csrf?: string };
    if (parsed.jwt && parsed.csrf) return { jwt: parsed.jwt, csrf: parsed.csrf };
  }
  const secrets = {
    jwt: randomBytes(48).toString('base64url'),
    csrf: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

function scaleLimits(scale: number): RateLimitConfig {
  const out = {} as RateLimitConfig;
  for (const [key, budget] of Object.entries(DEFAULT_RATE_LIMITS) as [
    keyof RateLimitConfig,
    LimitBudget,
  ][]) {
    out[key] = {
      points: Math.max(1, Math.round(budget.points * scale)),
      duration: budget.duration,
    };
  }
  return out;
}

/**
 * What a production start refuses, one line each naming the variable. Demo accounts already in
 * the database are checked after connecting (assertNoDemoAccounts).
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET || !env.CSRF_SECRET) {
    problems.push('JWT_SECRET and CSRF_SECRET are required when NODE_ENV=production');
  }
  if (!env.PUBLIC_URL || !/^https:\/\/[^/]/.test(env.PUBLIC_URL)) {
    problems.push(
      'PUBLIC_URL must be the https:// address users reach when NODE_ENV=production (every mailed link starts with it)',
    );
  }
  if (!env.SMTP_URL) {
    problems.push(
      'SMTP_URL is required when NODE_ENV=production (otherwise consent and reset mails stay as files on the server)',
    );
  }
  if (env.OPTIO_SEED_DEMO === '1') {
    problems.push(
      'OPTIO_SEED_DEMO=1 is not allowed when NODE_ENV=production (demo accounts have a published password)',
    );
  }
  if (env.OPTIO_RATE_LIMIT_SCALE !== undefined && Number(env.OPTIO_RATE_LIMIT_SCALE) !== 1) {
    problems.push('OPTIO_RATE_LIMIT_SCALE is not allowed when NODE_ENV=production');
  }
  // Children's words (tutor, safety provider) and uploads leave the server at these URLs: never in
  // clear text on the wire in production.
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length < 32) {
    problems.push('METRICS_TOKEN must be at least 32 characters when NODE_ENV=production');
  }
  for (const name of OUTBOUND_HTTP_URLS) {
    const url = env[name];
    if (url && !/^https:\/\//i.test(url)) {
      problems.push(`${name} must be an https:// URL when NODE_ENV=production`);
    }
  }
  return problems;
}

/** OPTIO_SWEEP_INTERVAL_S: seconds between the background sweeps (default an hour; 0: none). */
function sweepInterval(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 60 * 60 * 1000;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new ConfigError([
      `OPTIO_SWEEP_INTERVAL_S must be a whole number of seconds, not "${raw}"`,
    ]);
  }
  return seconds * 1000;
}

/** Reads the environment into a Config; `overrides` lets tests inject clocks, limits and costs. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError([`Invalid PORT: ${env.PORT}`]);
  if (production) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const dataDir = resolve(overrides.dataDir ?? env.OPTIO_DATA_DIR ?? './data');
  const staticRoot = resolve(env.OPTIO_STATIC_ROOT ?? repoRoot());
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(['DATABASE_URL must be a postgres:// URL']);
  }

  let jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET;
  let csrfSecret = overrides.csrfSecret ?? env.CSRF_SECRET;
  if (!jwtSecret || !csrfSecret) {
    const persisted = loadOrCreateSecrets(dataDir);
    jwtSecret ??= persisted.jwt;
    csrfSecret ??= persisted.csrf;
  }
  if (jwtSecret.length < 32 || csrfSecret.length < 32) {
    throw new ConfigError(['JWT_SECRET and CSRF_SECRET must be at least 32 characters']);
  }
  const scale = Number(env.OPTIO_RATE_LIMIT_SCALE ?? 1);
  const tutorApiUrl = env.TUTOR_API_URL || undefined;

  const base: Config = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    databasePoolMax: Math.max(1, Number(env.DATABASE_POOL_MAX ?? 10) || 10),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret,
    csrfSecret,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Optio <no-reply@optio.test>',
    staffNotifyEmail: env.STAFF_NOTIFY_EMAIL || 'team@optio.test',
    redisUrl: env.REDIS_URL || undefined,
    staticRoot,
    registryFile: resolve(env.OPTIO_REGISTRY_FILE ?? join(staticRoot, 'registry.json')),
    logLevel: env.LOG_LEVEL ?? 'info',
    nodeEnv,
    trustProxy: parseTrustProxy(env.OPTIO_TRUST_PROXY),
    metricsAllow: parseMetricsAllow(env.METRICS_ALLOW),
    metricsToken: env.METRICS_TOKEN || undefined,
    seed: env.OPTIO_SEED_DEMO === '1',
    hash: OWASP_ARGON2,
    rateLimits: Number.isFinite(scale) && scale > 0 ? scaleLimits(scale) : DEFAULT_RATE_LIMITS,
    now: () => new Date(),
    sweepIntervalMs: sweepInterval(env.OPTIO_SWEEP_INTERVAL_S),
    mailPollMs: 30_000,
    accessTokenTtlSec: 15 * 60,
    authUserCacheTtlMs: 1000,
    refreshIdleTtlSec: 14 * 24 * 60 * 60,
    refreshAbsoluteTtlSec: 30 * 24 * 60 * 60,
    refreshGraceSec: 10,
    loginSlowdown: { stepMs: 250, maxMs: 5000 },
    publicDocs: !production || env.OPTIO_PUBLIC_DOCS === '1',
    tutor: {
      apiUrl: tutorApiUrl,
      apiKey: env.TUTOR_API_KEY || undefined,
      model: env.TUTOR_MODEL || 'gpt-4o-mini',
    },
    safety: safetyProviderFromEnv(env),
    s3: s3FromEnv(env),
    credentialSigningKey: env.CREDENTIAL_SIGNING_KEY || undefined,
  };
  return { ...base, ...overrides, dataDir, jwtSecret, csrfSecret };
}
