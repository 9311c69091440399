import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEMO_PASSWORD, startServer } from './helpers';

// The real entry point (api/dist/server.js) receiving a real SIGTERM.
const ROOT = join(__dirname, '..', '..');
jest.setTimeout(120_000);

interface Running {
  child: ChildProcess;
  base: string;
  port: number;
  dataDir: string;
  exited: Promise<{ code: number | null; at: number }>;
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** `logFile`: standard output goes there with request logs on (as `npm start > optio.log`). */
async function startProcess(logFile?: string): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'optio-shutdown-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      OPTIO_DATA_DIR: dataDir,
      OPTIO_SEED_DEMO: '1',
      LOG_LEVEL: logFile ? 'info' : 'warn',
    },
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { child, base, port, dataDir, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

interface CsrfPair {
  cookie: string;
  csrf_token: string;
}

async function csrfPair(run: Running): Promise<CsrfPair> {
  const csrf = await fetch(`${run.base}/api/auth/csrf`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrf_token } = (await csrf.json()) as { csrf_token: string };
  return { cookie, csrf_token };
}

/** A login whose body is only half sent: in flight until `finish()`. */
async function halfSentLogin(run: Running, settleMs = 500, pair?: CsrfPair) {
  const { cookie, csrf_token } = pair ?? (await csrfPair(run));
  const body = JSON.stringify({ email: 'student@optio.test', password: DEMO_PASSWORD });
  let req: ClientRequest;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(
      {
        host: '127.0.0.1',
        port: run.port,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-csrf-token': csrf_token,
          cookie,
        },
      },
      (res: IncomingMessage) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
  });
  req!.write(body.slice(0, 20));
  req!.flushHeaders();
  // Long enough for the server to have parsed the headers: the request is under way.
  await new Promise((r) => setTimeout(r, settleMs));
  return { response, finish: () => req.end(body.slice(20)) };
}

async function refused(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/api/health`);
    return false;
  } catch (err) {
    return /ECONNREFUSED/.test(String((err as { cause?: unknown }).cause ?? err));
  }
}

beforeAll(() => {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'api'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  if (built.status !== 0) throw new Error('building the API failed');
});

describe('SIGTERM', () => {
  it('stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const run = await startProcess();
    try {
      const login = await halfSentLogin(run);
      const later = await csrfPair(run);
      const signalled = Date.now();
      run.child.kill('SIGTERM');
      // The first second drains: a read is told to go elsewhere (a proxy resends it), a write
      // that arrives is still served, because a proxy cannot resend it.
      await new Promise((r) => setTimeout(r, 200));
      const read = await fetch(`${run.base}/api/health`);
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('1');
      expect(await read.json()).toMatchObject({ code: 'server.restarting' });
      const write = await halfSentLogin(run, 0, later);
      write.finish();
      expect((await write.response).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1_500 - (Date.now() - signalled)));
      expect(await refused(run.base)).toBe(true);

      login.finish();
      const answer = await login.response;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ user: { email: 'student@optio.test' } });

      const exit = await run.exited;
      expect(exit.code).toBe(0);
      expect(exit.at - signalled).toBeLessThan(10_000);
      // The last connection closed cleanly: SQLite folded its write-ahead log back in.
      expect(existsSync(join(run.dataDir, 'optio.db-wal'))).toBe(false);
    } finally {
      run.child.kill('SIGKILL');
      rmSync(run.dataDir, { recursive: true, force: true });
    }
  });

  it('writes the access line of every request it answered, up to the last, before it exits', async () => {
    const logFile = join(mkdtempSync(join(tmpdir(), 'optio-shutdown-log-')), 'out.log');
    const run = await startProcess(logFile);
    try {
      // Ten clients ask without pause until the listener closes; SIGTERM comes mid-stream.
      const answered: number[] = [];
      const client = async () => {
        for (;;) {
          try {
            const res = await fetch(`${run.base}/api/health`);
            await res.arrayBuffer();
            answered.push(res.status);
          } catch {
            return;
          }
        }
      };
      const clients = Array.from({ length: 10 }, client);
      while (answered.length < 300) await new Promise((r) => setTimeout(r, 10));
      run.child.kill('SIGTERM');
      await Promise.all(clients);
      expect((await run.exited).code).toBe(0);

      const lines = readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { msg: string; url?: string; status?: number });
      const logged = (status: number) =>
        lines.filter((l) => l.msg === 'request' && l.url === '/api/health' && l.status === status)
          .length;
      const got = (status: number) => answered.filter((s) => s === status).length;
      // Before the signal the checks were answered 200; while draining, 503.
      expect(got(503)).toBeGreaterThan(0);
      expect(logged(200)).toBeGreaterThanOrEqual(got(200));
      expect(logged(503)).toBeGreaterThanOrEqual(got(503));
      expect(lines.some((l) => l.msg === 'shutting down')).toBe(true);
      // Written in the very turn the process exits.
      expect(lines.at(-1)).toMatchObject({ msg: 'Optio API stopped' });
    } finally {
      run.child.kill('SIGKILL');
      rmSync(run.dataDir, { recursive: true, force: true });
      rmSync(dirname(logFile), { recursive: true, force: true });
    }
  });

  it('gives a request that never finishes at most 10 s, then exits 1', async () => {
    const run = await startProcess();
    try {
      const stuck = await halfSentLogin(run);
      stuck.response.catch(() => undefined);
      const signalled = Date.now();
      run.child.kill('SIGTERM');
      const exit = await run.exited;
      expect(exit.code).toBe(1);
      expect(exit.at - signalled).toBeGreaterThanOrEqual(9_500);
      expect(exit.at - signalled).toBeLessThan(13_000);
    } finally {
      run.child.kill('SIGKILL');
      rmSync(run.dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/ready', () => {
  it('answers 503 naming upload storage when it cannot be written, 200 again once it can', async () => {
    const server = await startServer();
    try {
      const uploads = join(server.dataDir, 'uploads');
      expect((await server.client().get('/api/ready')).status).toBe(200);
      rmSync(uploads, { recursive: true, force: true });
      writeFileSync(uploads, 'not a directory');
      const down = await server.client().get('/api/ready');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        status: 'unavailable',
        database: 'ok',
        storage: 'unavailable',
      });
      expect((await server.client().get('/api/health')).status).toBe(200);
      rmSync(uploads);
      expect((await server.client().get('/api/ready')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
