import { METRICS_REFUSED } from '../src/features/metrics/routes';
import { startServer, type TestServer } from './helpers';

const TOKEN = 'metrics-token-0123456789-abcdefghijkl';

/** The value of one sample line of the exposition text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('gives a loopback scraper (the default) request counts and latency by route template', async () => {
    const c = server.client();
    await c.get('/api/health');
    await c.get('/api/health');
    await c.get('/api/quests/00000000-0000-4000-8000-000000000000');
    const res = await c.get('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(
      sample(res.text, 'optio_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(
        res.text,
        'optio_http_request_duration_seconds_count{method="GET",route="/api/health"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    // Ids never become series of their own.
    expect(res.text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(res.text).toContain('optio_process_cpu_seconds_total');
    expect(sample(res.text, 'optio_mail_outbox_pending')).toBe(0);
  });

  it('counts each status of a route apart, by template, and requests that matched no route as unmatched', async () => {
    const c = server.client();
    const series = (route: string, status: number) =>
      `optio_http_requests_total{method="GET",route="${route}",status="${status}"}`;
    const before = (await c.get('/api/metrics')).text;
    await c.get('/api/auth/me');
    await c.get('/api/auth/me');
    await c.get('/api/no-such-route-here');
    await c.get('/api/quests/00000000-0000-4000-8000-000000000001');
    const after = (await c.get('/api/metrics')).text;
    const grew = (name: string) => (sample(after, name) ?? 0) - (sample(before, name) ?? 0);
    expect(grew(series('/api/auth/me', 401))).toBe(2);
    expect(grew(series('/api/auth/me', 200))).toBe(0);
    expect(grew(series('unmatched', 404))).toBe(1);
    expect(grew(series('/api/quests/:id', 401))).toBe(1);
    expect(after).not.toContain('no-such-route-here');
  });
});

describe('GET /api/metrics access', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, { METRICS_ALLOW: 'none', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  it('refuses an address outside METRICS_ALLOW, and a wrong token, with a clear 403', async () => {
    const c = server.client();
    const plain = await c.get('/api/metrics');
    expect(plain.status).toBe(403);
    expect(plain.body).toMatchObject({ error: METRICS_REFUSED });
    const wrong = await c.get('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(403);
  });

  it('opens to the METRICS_TOKEN bearer token from anywhere', async () => {
    const res = await server.client().get('/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('optio_http_requests_total');
  });
});

describe('GET /api/metrics behind an untrusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('does not take a relayed request from loopback for a local scraper', async () => {
    const res = await server
      .client()
      .get('/api/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(403);
  });
});

describe('sweep runs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ sweepIntervalMs: 50 });
  });
  afterAll(() => server.close());

  it('counts each background sweep run', async () => {
    const series = 'optio_sweep_runs_total{sweep="unconsented_accounts",outcome="ok"}';
    const deadline = Date.now() + 5000;
    let runs: number | undefined;
    while (Date.now() < deadline) {
      runs = sample((await server.client().get('/api/metrics')).text, series);
      if (runs !== undefined && runs >= 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(runs).toBeGreaterThanOrEqual(2);
  });
});

describe('the mail outbox run', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ mailPollMs: 50 });
  });
  afterAll(() => server.close());

  const runs = async (outcome: string) =>
    sample(
      (await server.client().get('/api/metrics')).text,
      `optio_sweep_runs_total{sweep="mail_outbox",outcome="${outcome}"}`,
    ) ?? 0;
  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && !(await check())) await new Promise((r) => setTimeout(r, 50));
  };

  it('is counted like every sweep, its failures included', async () => {
    await until(async () => (await runs('ok')) >= 1);
    expect(await runs('ok')).toBeGreaterThanOrEqual(1);
    const db = server.app.ctx.db.kysely;
    // A real failure of the run's first query: its table is gone for a moment.
    await db.schema.alterTable('mail_outbox').renameTo('mail_outbox_away').execute();
    // The scrape reads the outbox depth too, so it is read once the table is back.
    try {
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await db.schema.alterTable('mail_outbox_away').renameTo('mail_outbox').execute();
    }
    expect(await runs('failed')).toBeGreaterThanOrEqual(1);
  });
});
