// Static files: the API's sender (our routing over @fastify/send, `hand`) against @fastify/static
// (precompressed variants, the same cache headers), each in its own process, measured in the same
// run as interleaved halves so background load hits both alike. Also cookie parsing:
// @fastify/cookie's (what the API runs) against the hand-written parser it replaced. Writes
// bench-results/static.json and prints the figures.
// ISSUE #23's rule: keep hand-written code only if it is at least 20 % faster.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(apiDir, '..');
const HALF = Number(process.env.BENCH_DURATION ?? 10) / 2;
const CONNECTIONS = 50;

const root = mkdtempSync(join(tmpdir(), 'optio-static-bench-'));
const chunk = `export const data = ${JSON.stringify('optio '.repeat(8000))};\n`;
const file = join(root, 'main.0123456789.js');
writeFileSync(file, chunk);
writeFileSync(`${file}.br`, brotliCompressSync(chunk));
writeFileSync(`${file}.gz`, gzipSync(chunk));

const children = new Set();
function start(mode) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(apiDir, 'node_modules', '.bin', 'tsx'),
      [join(apiDir, 'bench', 'static-server.ts'), mode, root],
      { cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.add(child);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /READY (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

const run = (url, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: HALF, headers }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );

const cases = {
  brotli_200: { 'accept-encoding': 'gzip, deflate, br' },
  revalidate_304: null, // filled with each server's own ETag
};

try {
  const ports = { hand: await start('hand'), plugin: await start('plugin') };
  const results = {};
  for (const [name, headers] of Object.entries(cases)) {
    const sums = { hand: { req: 0, p99: 0 }, plugin: { req: 0, p99: 0 } };
    for (let half = 0; half < 2; half += 1) {
      const order = half === 0 ? ['hand', 'plugin'] : ['plugin', 'hand'];
      for (const mode of order) {
        const url = `http://127.0.0.1:${ports[mode]}/main.0123456789.js`;
        let h = headers;
        if (!h) {
          const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
          await first.arrayBuffer();
          h = { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag') ?? '' };
        }
        const r = await run(url, h);
        const expected = headers ? r['2xx'] : (r['3xx'] ?? 0);
        if (r.non2xx && headers) throw new Error(`${mode} ${name}: ${r.non2xx} non-2xx`);
        if (
          !headers &&
          expected === 0 &&
          r.requests.total > 0 &&
          r.statusCodeStats?.['304'] === undefined
        )
          throw new Error(`${mode} ${name}: no 304 answers`);
        sums[mode].req += r.requests.average / 2;
        sums[mode].p99 = Math.max(sums[mode].p99, r.latency.p99);
      }
    }
    results[name] = {
      hand: { requests_per_sec: Math.round(sums.hand.req), latency_p99_ms: sums.hand.p99 },
      plugin: { requests_per_sec: Math.round(sums.plugin.req), latency_p99_ms: sums.plugin.p99 },
      hand_over_plugin: Number((sums.hand.req / sums.plugin.req).toFixed(3)),
    };
  }

  // Cookie parsing, per call (its own process, no server running beside it).
  for (const c of children) c.kill();
  const cookieRun = spawnSync(
    join(apiDir, 'node_modules', '.bin', 'tsx'),
    [join(apiDir, 'bench', 'cookie-parse.ts')],
    { cwd: apiDir, encoding: 'utf8' },
  );
  if (cookieRun.status !== 0) throw new Error(`cookie bench failed: ${cookieRun.stderr}`);
  const cookie = JSON.parse(cookieRun.stdout.trim());

  const out = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    load_average_1m: Number(loadavg()[0].toFixed(2)),
    connections: CONNECTIONS,
    seconds_per_side: HALF * 2,
    file_bytes: chunk.length,
    static: results,
    cookie_parse: cookie,
    rule: 'keep hand-written code (sender, cookie parser) only if hand_over_plugin >= 1.2 (speed: req/s or 1/ns)',
  };
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'bench-results', 'static.json'),
    `${JSON.stringify(out, null, 2)}\n`,
  );
  console.log(JSON.stringify(out, null, 2));
} finally {
  for (const c of children) c.kill();
  rmSync(root, { recursive: true, force: true });
}
