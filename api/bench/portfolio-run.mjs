// Evaluator-portfolio PDF benchmark, measured on the server as users run it. Three processes:
// 1. the seeder (bench/portfolio.ts, bundled like the server: tsx cannot load @optio/contracts'
//    re-exports as ES modules) writes a large school year into a data dir and exits;
// 2. the built server (`node dist/server.js` with the Node flags `npm start` gives it, demo
//    accounts, logs at their default level written to a file) serves that data dir;
// 3. this process reads its resident memory from /proc while downloading the PDF over HTTP
//    through the public evaluator-link route, as a client would.
// Figures go to bench-results/portfolio.json and are printed.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'tsup';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/lib.mjs';
import { apiDir, buildApi, children, repoRoot, startApi } from './lib.mjs';

const TOKEN = 'bench-evaluator-token-0123456789abcdefghijklmnop';
const BUDGET_MB = 200;
const MB = (kb) => Math.round(kb / 1000);

/** VmRSS and VmHWM (the peak the kernel recorded) of a process, in kB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

async function seed(dataDir) {
  const outDir = join(apiDir, 'node_modules', '.cache', 'bench-portfolio');
  await build({
    entry: { portfolio: join(apiDir, 'bench', 'portfolio.ts') },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    outDir,
    clean: true,
    splitting: false,
    silent: true,
    config: false,
    noExternal: [/^@optio\//],
    shims: true,
  });
  execFileSync(process.execPath, [join(outDir, 'portfolio.js'), dataDir, TOKEN], {
    stdio: 'inherit',
    cwd: apiDir,
  });
}

/** The built server with the Node flags `npm start` gives it, its logs written to `logFile`. */
function startServer(dataDir, logFile) {
  const out = openSync(logFile, 'w');
  return startApi({
    dataDir,
    port: Number(process.env.BENCH_PORT) || undefined,
    nodeFlags: SERVER_NODE_FLAGS,
    env: SERVER_ENV,
    cwd: repoRoot,
    stdio: ['ignore', out, out],
    healthTimeoutMs: 60_000,
  });
}

/** Downloads the PDF while sampling the server's memory every 10 ms. */
async function download(base, pid) {
  let peak = memory(pid).rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory(pid).rss);
  }, 10);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/evaluate/${TOKEN}/portfolio.pdf`);
  if (res.status !== 200) throw new Error(`PDF answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let firstByteMs = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - t0;
    bytes += value.length;
  }
  const totalMs = performance.now() - t0;
  clearInterval(sampler);
  const end = memory(pid);
  return { bytes, firstByteMs, totalMs, peak: Math.max(peak, end.rss), hwm: end.hwm };
}

async function main() {
  buildApi();
  // BENCH_DATA_DIR keeps the seeded year for another run (seeded once, when still empty).
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'optio-bench-portfolio-'));
  const logFile = join(tmpdir(), `optio-bench-portfolio-${process.pid}.log`);
  try {
    const s0 = performance.now();
    if (!kept || !existsSync(join(dataDir, 'uploads'))) {
      console.log('seeding the year in its own process…');
      await seed(dataDir);
    }
    const seedMs = Math.round(performance.now() - s0);

    const { child, base } = await startServer(dataDir, logFile);
    // Start-up work (migrations check, demo accounts, first request) settles before "idle".
    await new Promise((r) => setTimeout(r, 3000));
    const idle = memory(child.pid);
    console.log(`server idle at ${MB(idle.rss)} MB; downloading the PDF…`);
    const run = await download(base, child.pid);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));

    const result = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, load_average_1m: loadavg()[0] },
      tasks: Number(process.env.BENCH_TASKS ?? 1000),
      images: Number(process.env.BENCH_IMAGES ?? 200),
      server: `${Object.entries(SERVER_ENV)
        .map(([k, v]) => `${k}=${v} `)
        .join(
          '',
        )}node ${[...SERVER_NODE_FLAGS, 'api/dist/server.js'].join(' ')} (as npm start: demo accounts, logs at info to a file)`,
      pdf_bytes: run.bytes,
      first_byte_ms: Math.round(run.firstByteMs),
      total_ms: Math.round(run.totalMs),
      rss_mb_idle: MB(idle.rss),
      rss_mb_peak_before_request: MB(idle.hwm),
      rss_mb_peak_while_streaming: MB(run.peak),
      rss_mb_added_by_export: MB(run.peak - idle.rss),
      // The server's peak over its whole life (start-up included), as the kernel counted it.
      max_rss_mb_server: MB(run.hwm),
      budget_mb: BUDGET_MB,
      seed_ms: seedMs,
    };
    result.meets_budget = result.max_rss_mb_server < BUDGET_MB;
    mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
    writeFileSync(
      join(repoRoot, 'bench-results', 'portfolio.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log(JSON.stringify(result, null, 2));
  } finally {
    for (const c of children) c.kill('SIGTERM');
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
  // Kept when the run failed: the server's log says why.
  rmSync(logFile, { force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
