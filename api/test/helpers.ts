import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuiltApp } from '../src/app';
import { DEFAULT_RATE_LIMITS, loadConfig, type Config, type RateLimitConfig } from '../src/config';
import {
  extractLink,
  mailsTo,
  newestMailTo,
  tokenFromLink,
  type StoredMail,
} from '../src/mail/mailbox';

export { DEMO_PASSWORD } from '../src/db/seeds/demo';

/** Cheap argon2id for tests that are not about hashing (production keeps the OWASP defaults). */
export const TEST_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export const GENEROUS_LIMITS: RateLimitConfig = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, points: 10_000 }]),
) as unknown as RateLimitConfig;

export interface TestServer extends BuiltApp {
  url: string;
  dataDir: string;
  config: Config;
  /** Moves the injectable clock forward. */
  advance(ms: number): void;
  client(): Client;
  close(): Promise<void>;
}

export async function startServer(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'optio-api-test-'));
  let offset = 0;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://optio.example',
      // Most suites sign in as the demo accounts: they ask for them, as `npm start` does.
      OPTIO_SEED_DEMO: '1',
      OPTIO_STATIC_ROOT: join(dataDir, 'static'),
      ...env,
    },
    {
      dataDir,
      logLevel: 'silent',
      hash: TEST_HASH,
      rateLimits: GENEROUS_LIMITS,
      sweepIntervalMs: 0,
      now: () => new Date(Date.now() + offset),
      ...overrides,
    },
  );
  const built = await buildApp(config);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    ...built,
    url,
    dataDir,
    config,
    advance: (ms) => {
      offset += ms;
    },
    client: () => new Client(url),
    close: async () => {
      await built.app.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Res<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ReqOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Send this exact body (string) instead of JSON-encoding. */
  raw?: string;
  /** Skip the automatic X-CSRF-Token header. */
  noCsrf?: boolean;
}

/** A browser-like client: keeps cookies and echoes the csrf_token cookie as X-CSRF-Token. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  private store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    opts: ReqOptions = {},
  ): Promise<Res<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const csrf = this.cookies.get('csrf_token');
    if (method !== 'GET' && csrf && !opts.noCsrf && !headers['x-csrf-token'])
      headers['x-csrf-token'] = csrf;
    let payload: string | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    this.store(res.headers);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = Record<string, unknown>>(path: string, opts?: ReqOptions) {
    return this.request<T>('GET', path, undefined, opts);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown, opts?: ReqOptions) {
    return this.request<T>('POST', path, body, opts);
  }

  /** Fetches a CSRF cookie the way the frontend does on start-up. */
  async init(): Promise<this> {
    await this.get('/api/auth/csrf');
    return this;
  }

  async login(email: string, password: string): Promise<LoginBody> {
    const res = await this.post<LoginBody>('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.body;
  }
}

export interface UserBody {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  subscription_tier: string | null;
  created_at: string;
}

export interface LoginBody {
  user: UserBody;
  session: { access_token: string; refresh_token: string; expires_in: number };
  app_access_token: string;
  app_refresh_token: string;
}

export async function waitForMail(
  server: TestServer,
  address: string,
  predicate: (m: StoredMail) => boolean = () => true,
): Promise<StoredMail> {
  for (let i = 0; i < 100; i += 1) {
    await server.settle();
    const found = mailsTo(server.dataDir, address).filter(predicate).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${address}`);
}

export function linkToken(mail: StoredMail, path: string): string {
  const link = extractLink(mail, path);
  if (!link) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  const token = tokenFromLink(link);
  if (!token) throw new Error('link without token');
  return token;
}

export { mailsTo, newestMailTo };

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now()}.${(counter += 1)}@example.com`;

export const STRONG_PASSWORD = 'Tr1cky-Lantern-Moss!';

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Rosa',
    last_name: 'Lindqvist',
    email: uniqueEmail('rosa'),
    date_of_birth: '2000-05-17',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    acceptedLegalTerms: true,
    ...overrides,
  };
}

/** Registers, verifies by the mailed link, and returns the e-mail. */
export async function registerVerified(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const c = await server.client().init();
  const payload = registration(overrides);
  const res = await c.post('/api/auth/register', payload);
  if (res.status !== 201) throw new Error(`register failed ${res.status} ${res.text}`);
  const email = String(payload.email);
  const mail = await waitForMail(server, email, (m) => m.subject.includes('Verify'));
  const v = await c.post('/api/auth/verify-email', {
    token: linkToken(mail, '/email-verification'),
  });
  if (v.status !== 200) throw new Error(`verify failed ${v.status} ${v.text}`);
  return email;
}

/** Counts rows of every table (to prove bad input changed nothing). */
export async function snapshot(server: TestServer): Promise<Record<string, number>> {
  const k = server.app.ctx.db.kysely;
  const tables = [
    'users',
    'refresh_tokens',
    'email_tokens',
    'parental_consents',
    'site_settings',
  ] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const row = await k
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(row.n);
  }
  const users = await k
    .selectFrom('users')
    .select(['id', 'password_hash', 'updated_at'])
    .orderBy('id')
    .execute();
  out.users_digest = users.map((u) => `${u.id}${u.password_hash}${u.updated_at}`).join('').length;
  return out;
}
