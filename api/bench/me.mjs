// `npm run bench:me`: GET /api/auth/me through the platform started exactly as `npm start` starts
// it (node scripts/start.mjs: install, build if stale, demo accounts, request logs on at the
// default level), against a bare Fastify hello-world measured in the same run. The platform's
// output goes to a file, as with `npm start > optio.log`. Writes bench-results/me.json.
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  children,
  compareMeWithHello,
  freePort,
  repoRoot,
  signIn,
  startHello,
  waitForHealth,
} from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const TARGET = 0.5;

/** The API process npm start spawned (its child), for CPU accounting. */
function childPid(pid) {
  try {
    const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    return Number(list.at(-1)) || null;
  } catch {
    return null;
  }
}

const accessLines = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"msg":"request"')).length;

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'optio-bench-me-'));
  const logFile = join(work, 'npm-start.log');
  const out = openSync(logFile, 'a');
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), OPTIO_DATA_DIR: join(work, 'data') };
  delete env.LOG_LEVEL;
  delete env.NODE_ENV;
  console.log(`starting the platform as npm start does (output in ${logFile})…`);
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', out, out],
  });
  children.add(start);
  const base = `http://127.0.0.1:${port}`;
  // A first start installs and builds: allow for it.
  await waitForHealth(base, 15 * 60_000);
  const serverPid = childPid(start.pid);
  const session = await signIn(base, 'student@optio.test', 'Optio-Demo-2026!');
  const hello = await startHello();

  console.log(
    `GET /api/auth/me (npm start, logs on) vs hello-world: ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  const linesBefore = accessLines(logFile);
  const compared = await compareMeWithHello({
    me: { url: `${base}/api/auth/me`, headers: session.meHeaders, pid: serverPid },
    hello,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  start.kill('SIGTERM');
  await new Promise((resolve) => start.once('exit', resolve));
  const logged = accessLines(logFile) - linesBefore;
  const logBytes = statSync(logFile).size;
  for (const c of children) c.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    started_as: 'node scripts/start.mjs (npm start), LOG_LEVEL default (info), output to a file',
    connections: CONNECTIONS,
    duration_sec: DURATION,
    load_average_1m: loadavg()[0],
    ...compared,
    // Warm-up and measured requests to /api/auth/me and the sign-in, one line each.
    access_log_lines: logged,
    log_bytes: logBytes,
    target_ratio_min: TARGET,
    meets_target: compared.ratio >= TARGET && compared.me.non_2xx === 0,
  };
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench-results', 'me.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\nnpm start: /api/auth/me ${result.me.requests_per_sec} req/s (p99 ${result.me.latency_p99_ms} ms, ${result.me.cpu_us_per_request} µs CPU a request) vs hello-world ${result.hello_world.requests_per_sec} req/s (${result.hello_world.cpu_us_per_request} µs) → ratio ${result.ratio} (CPU ratio ${result.cpu_ratio}; target ≥ ${TARGET}); ${logged} access-log lines written`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
