// API benchmark: GET /api/auth/me on the built server (embedded default) against a bare Fastify
// hello-world in a separate process, both with autocannon at 50 connections; plus logins/second.
// Writes bench-results/api.json at the repository root and prints the figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(apiDir, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

function startChild(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    if (args[0] === 'bench/hello.mjs') helloChildPid = child.pid;
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start`)), 30_000);
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// Child processes are stopped however the run ends.
const children = new Set();
process.on('exit', () => {
  for (const c of children) c.kill('SIGTERM');
});

const run = (opts) => autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
/** CPU time (ms) a process has used, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

let helloChildPid;
const helloPid = () => helloChildPid;

async function measure(pid, opts) {
  const before = cpuMs(pid);
  const r = await run({ ...opts, duration: DURATION / 2 });
  const after = cpuMs(pid);
  return { r, cpu: before === null || after === null ? null : after - before };
}

/** Sums two halves into one figure set (latency percentiles: the worse half). */
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

const figures = (r) => ({
  requests_per_sec: Math.round(r.requests.average),
  latency_p50_ms: r.latency.p50,
  latency_p99_ms: r.latency.p99,
  non_2xx: r.non2xx,
  errors: r.errors,
});

async function waitForHealth(base) {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not become healthy');
}

function cookiesFrom(res) {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]);
}

async function main() {
  console.log('building the API…');
  const build = spawnSync(join(apiDir, 'node_modules', '.bin', 'tsup'), {
    cwd: apiDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');

  const dataDir = mkdtempSync(join(tmpdir(), 'optio-bench-'));
  const port = await freePort();
  const apiChild = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OPTIO_DATA_DIR: dataDir,
      OPTIO_SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Lets the login measurement run past the per-IP/per-account limits; refused in production.
      OPTIO_RATE_LIMIT_SCALE: '100000',
    },
  });
  children.add(apiChild);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);

  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  let cookies = cookiesFrom(csrfRes);
  const { csrf_token } = await csrfRes.json();
  const loginBody = JSON.stringify({ email: 'student@optio.test', password: 'Optio-Demo-2026!' });
  const loginRes = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrf_token,
      cookie: cookies.join('; '),
    },
    body: loginBody,
  });
  if (loginRes.status !== 200)
    throw new Error(`login failed: ${loginRes.status} ${await loginRes.text()}`);
  const login = await loginRes.json();
  const loginCookies = cookiesFrom(loginRes);
  const jar = new Map([...cookies, ...loginCookies].map((c) => [c.split('=')[0], c]));
  cookies = [...jar.values()];
  const csrf = jar.get('csrf_token').split('=')[1];
  const meHeaders = {
    authorization: `Bearer ${login.session.access_token}`,
    cookie: cookies.join('; '),
  };

  const helloPort = await freePort();
  await startChild(['bench/hello.mjs'], { PORT: String(helloPort) });
  const helloUrl = `http://127.0.0.1:${helloPort}/`;

  console.log('warming up…');
  await autocannon({
    url: `${base}/api/auth/me`,
    connections: 10,
    duration: 2,
    headers: meHeaders,
  });
  await autocannon({ url: helloUrl, connections: 10, duration: 2 });

  // Interleaved halves, so a change in background load hits both measurements alike.
  console.log(
    `GET /api/auth/me vs hello-world: ${CONNECTIONS} connections, ${DURATION} s each (two interleaved halves)`,
  );
  const halves = { me: [], hello: [] };
  for (let i = 0; i < 2; i += 1) {
    halves.me.push(await measure(apiChild.pid, { url: `${base}/api/auth/me`, headers: meHeaders }));
    halves.hello.push(await measure(helloPid(), { url: helloUrl }));
  }
  const me = combine(halves.me);
  const ref = combine(halves.hello);

  console.log('POST /api/auth/login (argon2id, OWASP parameters): 8 connections, 5 s');
  const logins = await autocannon({
    url: `${base}/api/auth/login`,
    method: 'POST',
    connections: 8,
    duration: 5,
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrf,
      cookie: cookies.join('; '),
    },
    body: loginBody,
  });
  for (const c of children) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    connections: CONNECTIONS,
    duration_sec: DURATION,
    load_average_1m: loadavg()[0],
    me,
    hello_world: ref,
    ratio: Number((me.requests_per_sec / ref.requests_per_sec).toFixed(3)),
    cpu_ratio:
      me.cpu_us_per_request && ref.cpu_us_per_request
        ? Number((ref.cpu_us_per_request / me.cpu_us_per_request).toFixed(3))
        : null,
    targets: { ratio_min: 0.5, me_p99_max_ms: 20 },
    logins: { connections: 8, ...figures(logins) },
  };
  result.meets_targets =
    result.ratio >= 0.5 && result.me.latency_p99_ms < 20 && result.me.non_2xx === 0;
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'bench-results', 'api.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\n/api/auth/me ${result.me.requests_per_sec} req/s (p99 ${result.me.latency_p99_ms} ms) vs hello-world ${result.hello_world.requests_per_sec} req/s → ratio ${result.ratio}; logins ${result.logins.requests_per_sec}/s`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
