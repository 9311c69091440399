import { hostname } from 'node:os';
import { startServer, type TestServer } from './helpers';

interface Line {
  msg: string;
  level?: number;
  time?: number;
  pid?: number;
  hostname?: string;
  reqId?: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  ip?: string;
}

describe('access log', () => {
  let server: TestServer;
  const lines: Line[] = [];
  beforeAll(async () => {
    server = await startServer({
      logLevel: 'info',
      logStream: { write: (line: string) => lines.push(JSON.parse(line) as Line) },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes exactly one line per request, with status and time, tokens redacted', async () => {
    lines.length = 0;
    const c = server.client();
    await c.get('/api/health');
    await c.get('/api/auth/me');
    await c.get('/api/auth/verify-email?token=secret-token-value&x=1');
    const access = lines.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(3);
    expect(lines.filter((l) => /incoming request|request completed/.test(l.msg))).toEqual([]);
    expect(access[0]).toMatchObject({
      method: 'GET',
      url: '/api/health',
      status: 200,
      ip: '127.0.0.1',
    });
    expect(access[1]).toMatchObject({ url: '/api/auth/me', status: 401 });
    expect(access[2]!.url).toBe('/api/auth/verify-email?token=[redacted]&x=1');
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
    expect(new Set(access.map((l) => l.reqId)).size).toBe(3);
    for (const l of access) expect(typeof l.ms).toBe('number');
    // The same line pino writes for any other info message: level, time and the process bindings.
    for (const l of access) {
      expect(l).toMatchObject({ level: 30, pid: process.pid, hostname: hostname() });
      expect(Math.abs(l.time! - Date.now())).toBeLessThan(60_000);
    }
  });

  it('escapes what the client controls: quotes, backslashes and non-ASCII stay valid JSON', async () => {
    lines.length = 0;
    const id = 'client "id" \\ é';
    await server.client().get('/api/health?q=%22a%5Cb%22', { headers: { 'x-request-id': id } });
    const access = lines.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ reqId: id, url: '/api/health?q=%22a%5Cb%22', status: 200 });
  });

  it('writes none when only warnings are wanted', async () => {
    const quiet: string[] = [];
    const warnOnly = await startServer({
      logLevel: 'warn',
      logStream: { write: (l: string) => quiet.push(l) },
    });
    try {
      await warnOnly.client().get('/api/health');
      expect(quiet).toEqual([]);
    } finally {
      await warnOnly.close();
    }
  });
});
