// API benchmark: GET /api/auth/me on the built server (embedded default, request logs off) against
// a bare Fastify hello-world in a separate process, both with autocannon at 50 connections; plus
// logins/second. Writes bench-results/api.json at the repository root and prints the figures.
// (bench:me measures the same route through `npm start`, logs on.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  buildApi,
  children,
  compareMeWithHello,
  figures,
  repoRoot,
  signIn,
  startApi,
  startHello,
} from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

async function main() {
  buildApi();
  const dataDir = mkdtempSync(join(tmpdir(), 'optio-bench-'));
  const { child: apiChild, base } = await startApi({
    dataDir,
    env: {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Lets the login measurement run past the per-IP/per-account limits; refused in production.
      OPTIO_RATE_LIMIT_SCALE: '100000',
    },
  });
  const session = await signIn(base, 'student@optio.test', 'Optio-Demo-2026!');
  const hello = await startHello();

  console.log(
    `GET /api/auth/me vs hello-world: ${CONNECTIONS} connections, ${DURATION} s each (two interleaved halves)`,
  );
  const compared = await compareMeWithHello({
    me: { url: `${base}/api/auth/me`, headers: session.meHeaders, pid: apiChild.pid },
    hello,
    connections: CONNECTIONS,
    duration: DURATION,
  });

  console.log('POST /api/auth/login (argon2id, OWASP parameters): 8 connections, 5 s');
  const logins = await autocannon({
    url: `${base}/api/auth/login`,
    method: 'POST',
    connections: 8,
    duration: 5,
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': session.csrf,
      cookie: session.cookies.join('; '),
    },
    body: session.loginBody,
  });
  for (const c of children) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    connections: CONNECTIONS,
    duration_sec: DURATION,
    load_average_1m: loadavg()[0],
    ...compared,
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
