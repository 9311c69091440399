import { statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, OWASP_ARGON2 } from '../src/config';
import { PasswordHasher } from '../src/security/passwords';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('settings and health', () => {
  it('GET /api/settings is public with defaults', async () => {
    const res = await server.client().get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ site_name: 'Optio', logo_url: null });
  });

  it('GET /api/ready checks the database; GET /api/health (liveness) does not', async () => {
    const ok = await server.client().get('/api/ready');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      status: 'ready',
      database: 'ok',
      redis: 'not_configured',
      storage: 'ok',
    });
    const spy = jest.spyOn(server.app.ctx.db, 'ping').mockRejectedValue(new Error('down'));
    const down = await server.client().get('/api/ready');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      redis: 'not_configured',
      storage: 'ok',
      error: 'Service temporarily unavailable. Please try again in a few moments.',
      message: 'Service temporarily unavailable. Please try again in a few moments.',
    });
    const live = await server.client().get('/api/health');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    spy.mockRestore();
  });
});

describe('OpenAPI', () => {
  it('serves the document with every route and a browsable page', async () => {
    const doc = await server
      .client()
      .get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/login',
      '/api/auth/me',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/register',
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/parental-consent',
      '/api/auth/parental-consent/revoke',
      '/api/settings',
      '/api/health',
    ]) {
      expect(doc.body.paths[path]).toBeDefined();
    }
    const login = doc.body.paths['/api/auth/login']!.post as { requestBody: unknown };
    expect(JSON.stringify(login.requestBody)).toContain('email');
    expect(doc.body.paths['/registry.json']).toBeUndefined();

    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    const asset = await fetch(`${server.url}/api/docs/static/swagger-ui-bundle.js`);
    expect(asset.status).toBe(200);
    // Read to the end: an unread 1 MB body keeps the connection busy, and closing the server
    // then waits for it (afterAll timed out in CI).
    expect((await asset.text()).length).toBeGreaterThan(100_000);
  });
});

describe('security basics', () => {
  it('sends security headers and request ids on API responses', async () => {
    const res = await fetch(`${server.url}/api/settings`, {
      headers: { 'x-request-id': 'trace-123' },
    });
    await res.arrayBuffer();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('persists generated secrets with mode 0600 outside production', () => {
    const st = statSync(join(server.dataDir, 'secrets.json'));
    expect(st.mode & 0o777).toBe(0o600);
    const again = loadConfig({ NODE_ENV: 'development' }, { dataDir: server.dataDir });
    expect(again.jwtSecret).toBe(server.config.jwtSecret);
  });

  it('requires secrets in production and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, { dataDir: server.dataDir })).toThrow(
      /JWT_SECRET/,
    );
    const prod = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      CSRF_SECRET: 'c'.repeat(40),
      PUBLIC_URL: 'https://optio.example',
      SMTP_URL: 'smtp://mail.example',
    });
    expect(prod.seed).toBe(false);
    expect(prod.hash).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('uses __Host- cookies (and __Secure- for the /api/auth-scoped refresh cookie) on https', async () => {
    const https = await startServer({ publicUrl: 'https://optio.example' });
    try {
      const c = await https.client().init();
      expect([...c.cookies.keys()]).toContain('__Host-optio_sid');
      const res = await c.post('/api/auth/login', {
        email: 'student@optio.test',
        password: 'Optio-Demo-2026!',
      });
      expect(res.status).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .find((s) => s.startsWith('__Secure-refresh_token='));
      expect(cookie).toMatch(/Path=\/api\/auth; HttpOnly; Secure; SameSite=Lax/);
    } finally {
      await https.close();
    }
  });
});

describe('password hashing', () => {
  it('uses argon2id at the OWASP parameters by default', async () => {
    expect(OWASP_ARGON2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hasher = new PasswordHasher(OWASP_ARGON2);
    const hash = await hasher.hash('Correct-Horse-9!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'Correct-Horse-9!')).toBe(true);
    expect(await hasher.verify(hash, 'Wrong-Horse-9!')).toBe(false);
    expect(await hasher.verify('garbage', 'x')).toBe(false);
  });
});

describe('auth user cache', () => {
  it('serves repeated reads from memory for at most the TTL and honours invalidation', async () => {
    const { AuthUserCache } = await import('../src/security/auth-user-cache');
    let loads = 0;
    const user = { id: 'u1' } as never;
    const cache = new AuthUserCache(async () => {
      loads += 1;
      return user;
    }, 50);
    await cache.get('u1');
    await cache.get('u1');
    expect(loads).toBe(1);
    cache.invalidate('u1');
    await cache.get('u1');
    expect(loads).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    await cache.get('u1');
    expect(loads).toBe(3);
  });
});

describe('request logger', () => {
  it('builds the per-request child logger only when something is logged, with its bindings', async () => {
    const { lazyChildLoggerFactory } = await import('../src/lib/lazy-child-logger');
    const lines: unknown[][] = [];
    const children: unknown[] = [];
    const parent = {
      level: 'warn',
      child(bindings: unknown) {
        children.push(bindings);
        return {
          level: 'warn',
          warn: (...args: unknown[]) => lines.push([bindings, ...args]),
        };
      },
    } as never;
    const log = lazyChildLoggerFactory(parent, { reqId: 'r-1' }, {});
    expect(log.level).toBe('warn');
    expect(children).toHaveLength(0);
    log.warn({ userId: 'u1' }, 'careful');
    log.warn('again');
    expect(children).toEqual([{ reqId: 'r-1' }]);
    expect(lines).toEqual([
      [{ reqId: 'r-1' }, { userId: 'u1' }, 'careful'],
      [{ reqId: 'r-1' }, 'again'],
    ]);
  });
});
