// Shared by the API benchmarks (run.mjs and portfolio-run.mjs: the built server alone; me.mjs:
// through `npm start`): building and starting the server, child processes, CPU accounting,
// sign-in and the interleaved me-vs-hello-world measurement.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(apiDir, '..');

// Child processes are stopped however the run ends.
export const children = new Set();
process.on('exit', () => {
  for (const c of children) c.kill('SIGTERM');
});

export async function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The bare Fastify hello-world (bench/hello.mjs) in its own process. */
export async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/hello.mjs'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('hello-world did not start')), 30_000);
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      if (/READY \d+/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid };
}

/** CPU time (ms) a process has used, from /proc (Linux); null elsewhere. */
export function cpuMs(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

export async function waitForHealth(base, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not become healthy');
}

/** Builds the API (api/dist/server.js) with its tsup config. */
export function buildApi() {
  console.log('building the API…');
  const build = spawnSync(join(apiDir, 'node_modules', '.bin', 'tsup'), {
    cwd: apiDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
}

/**
 * Starts the built server on 127.0.0.1 over `dataDir` with the demo accounts, as a child stopped
 * however the run ends; resolves once it is healthy. `env` adds to (or overrides) those settings.
 */
export async function startApi({
  dataDir,
  port,
  nodeFlags = [],
  cwd = apiDir,
  stdio = ['ignore', 'ignore', 'inherit'],
  env = {},
  healthTimeoutMs,
}) {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeFlags, join(apiDir, 'dist', 'server.js')], {
    cwd,
    stdio,
    env: {
      ...process.env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      OPTIO_DATA_DIR: dataDir,
      OPTIO_SEED_DEMO: '1',
      ...env,
    },
  });
  children.add(child);
  const base = `http://127.0.0.1:${listenOn}`;
  await waitForHealth(base, healthTimeoutMs);
  return { child, base };
}

const cookiesFrom = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]);

/** Signs in like the web app (CSRF cookie first); returns what a signed-in request sends. */
export async function signIn(base, email, password) {
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const first = cookiesFrom(csrfRes);
  const { csrf_token } = await csrfRes.json();
  const loginBody = JSON.stringify({ email, password });
  const loginRes = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrf_token,
      cookie: first.join('; '),
    },
    body: loginBody,
  });
  if (loginRes.status !== 200)
    throw new Error(`login failed: ${loginRes.status} ${await loginRes.text()}`);
  const login = await loginRes.json();
  const jar = new Map([...first, ...cookiesFrom(loginRes)].map((c) => [c.split('=')[0], c]));
  const cookies = [...jar.values()];
  return {
    loginBody,
    cookies,
    csrf: jar.get('csrf_token').split('=')[1],
    meHeaders: {
      authorization: `Bearer ${login.session.access_token}`,
      cookie: cookies.join('; '),
    },
  };
}

export const figures = (r) => ({
  requests_per_sec: Math.round(r.requests.average),
  latency_p50_ms: r.latency.p50,
  latency_p99_ms: r.latency.p99,
  non_2xx: r.non2xx,
  errors: r.errors,
});

/** Sums measured parts into one figure set (latency percentiles: the worst part). */
function combine(parts) {
  const total = parts.reduce((n, p) => n + p.r.requests.total, 0);
  const seconds = parts.reduce((n, p) => n + p.r.duration, 0);
  const cpu = parts.every((p) => p.cpu !== null) ? parts.reduce((n, p) => n + p.cpu, 0) : null;
  return {
    requests_per_sec: Math.round(total / seconds),
    latency_p50_ms: Math.max(...parts.map((p) => p.r.latency.p50)),
    latency_p99_ms: Math.max(...parts.map((p) => p.r.latency.p99)),
    non_2xx: parts.reduce((n, p) => n + p.r.non2xx, 0),
    errors: parts.reduce((n, p) => n + p.r.errors, 0),
    cpu_us_per_request: cpu === null ? null : Number(((cpu * 1000) / total).toFixed(1)),
  };
}

async function measure(pid, opts) {
  const before = cpuMs(pid);
  const r = await autocannon(opts);
  const after = cpuMs(pid);
  return { r, cpu: before === null || after === null ? null : after - before };
}

/**
 * GET /api/auth/me against the hello-world at `connections`, after a warm-up, in interleaved
 * halves so a change in background load hits both alike. Returns both figure sets and ratios.
 */
export async function compareMeWithHello({ me, hello, connections, duration }) {
  await autocannon({ url: me.url, connections: 10, duration: 2, headers: me.headers });
  await autocannon({ url: hello.url, connections: 10, duration: 2 });
  const halves = { me: [], hello: [] };
  for (let i = 0; i < 2; i += 1) {
    const opts = { connections, duration: duration / 2 };
    halves.me.push(await measure(me.pid, { ...opts, url: me.url, headers: me.headers }));
    halves.hello.push(await measure(hello.pid, { ...opts, url: hello.url }));
  }
  const meFigures = combine(halves.me);
  const helloFigures = combine(halves.hello);
  return {
    me: meFigures,
    hello_world: helloFigures,
    ratio: Number((meFigures.requests_per_sec / helloFigures.requests_per_sec).toFixed(3)),
    cpu_ratio:
      meFigures.cpu_us_per_request && helloFigures.cpu_us_per_request
        ? Number((helloFigures.cpu_us_per_request / meFigures.cpu_us_per_request).toFixed(3))
        : null,
  };
}
