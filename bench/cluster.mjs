// `npm run bench:cluster`: GET /api/auth/me through nginx with two API replicas behind it against
// the same nginx with one replica behind it, on the cluster `npm run test:cluster` builds
// (PostgreSQL, Redis, S3, nginx; all on this machine). Interleaved halves, after a warm-up, so a
// change in background load hits both alike. Writes bench-results/cluster.json and prints it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, missingPackages, startCluster } from '../api/cluster-test/cluster.mjs';
import { Client, createAdmin } from '../api/cluster-test/suite.mjs';

const autocannon = createRequire(join(ROOT, 'api', 'package.json'))('autocannon');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

const missing = missingPackages();
if (missing.length > 0) {
  console.error(
    `missing Debian packages: ${missing.join(', ')} (npm run test:cluster installs them)`,
  );
  process.exit(1);
}
const build = spawnSync('pnpm', ['--filter', '@optio/api', 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const work = mkdtempSync(join(tmpdir(), 'optio-bench-cluster-'));
let cluster;
try {
  cluster = await startCluster(work, { oneReplicaProxy: true, log: (m) => console.log(`  ${m}`) });
  await createAdmin(cluster, 'bench@cluster.test');
  const c = new Client();
  const login = await c.login(cluster.proxyUrl, 'bench@cluster.test');
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const headers = { authorization: `Bearer ${c.token}` };
  const targets = {
    one_replica: `${cluster.oneReplicaProxyUrl}/api/auth/me`,
    two_replicas: `${cluster.proxyUrl}/api/auth/me`,
  };
  for (const url of Object.values(targets)) {
    await autocannon({ url, connections: 10, duration: 2, headers });
  }
  const parts = { one_replica: [], two_replicas: [] };
  for (let i = 0; i < 2; i += 1) {
    for (const [name, url] of Object.entries(targets)) {
      parts[name].push(
        await autocannon({ url, connections: CONNECTIONS, duration: DURATION / 2, headers }),
      );
    }
  }
  const figures = (runs) => {
    const total = runs.reduce((n, r) => n + r.requests.total, 0);
    const seconds = runs.reduce((n, r) => n + r.duration, 0);
    return {
      requests_per_sec: Math.round(total / seconds),
      latency_p50_ms: Math.max(...runs.map((r) => r.latency.p50)),
      latency_p99_ms: Math.max(...runs.map((r) => r.latency.p99)),
      non_2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      errors: runs.reduce((n, r) => n + r.errors, 0),
    };
  };
  const one = figures(parts.one_replica);
  const two = figures(parts.two_replicas);
  const result = {
    measured_at: new Date().toISOString(),
    route: 'GET /api/auth/me through nginx (deploy/nginx/optio.conf.template)',
    connections: CONNECTIONS,
    duration_s: DURATION,
    cores: cpus().length,
    load_average_before: loadavg().map((n) => Number(n.toFixed(2))),
    one_replica: one,
    two_replicas: two,
    ratio: Number((two.requests_per_sec / one.requests_per_sec).toFixed(3)),
    target_ratio: 1.5,
    note: 'Everything (nginx, both replicas, PostgreSQL, Redis and the load generator) shares this machine’s cores: a second replica can only add throughput when a core is idle.',
  };
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench-results', 'cluster.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  await cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}
