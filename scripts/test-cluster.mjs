// `npm run test:cluster`: two API replicas over PostgreSQL, Redis and S3-compatible storage behind
// nginx, and the cross-replica suite (api/cluster-test/suite.mjs) against them. Installs what is
// missing from Debian's packages (postgresql, redis-server, nginx), builds the API once, starts
// everything on loopback ports with throw-away data, prints `N passed, M failed` and stops
// everything it started, also on failure or Ctrl-C.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, log, pnpm, run } from './lib.mjs';
import { missingPackages, startCluster, tail } from '../api/cluster-test/cluster.mjs';
import { scenarios } from '../api/cluster-test/suite.mjs';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const keep = process.env.CLUSTER_KEEP === '1';
let cluster;
let work;
let passed = 0;
let failed = 0;

async function cleanUp() {
  if (cluster) await cluster.stop();
  cluster = undefined;
  if (work && !keep) rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the cluster`);
    cleanUp().finally(() => process.exit(130));
  });
}

try {
  const missing = missingPackages();
  if (missing.length > 0) {
    log(`Debian packages: ${missing.join(', ')}`);
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
    await apt(['update']);
    await apt(['install', '-y', '--no-install-recommends', ...missing]);
  }
  if (spawnSync('id', ['postgres']).status !== 0) {
    throw new Error('the postgres user (made by the postgresql package) is missing');
  }
  log('Build the API (api/dist)');
  await pnpm(['--filter', '@optio/api', 'build']);
  log('Start the cluster');
  work = mkdtempSync(join(tmpdir(), 'optio-cluster-'));
  cluster = await startCluster(work, { log: (m) => console.log(`  ${m}`) });
  console.log(
    `  up after ${seconds()} s (logs: ${cluster.logs}${keep ? '' : ', removed at the end'})`,
  );

  log('Cross-replica suite');
  const checks = scenarios(cluster);
  for (const { name, fn } of checks) {
    const t = Date.now();
    try {
      // Every check starts with both replicas up, whatever the previous one left behind.
      for (const replica of Object.values(cluster.replicas)) await replica.ensure();
      await fn();
      passed += 1;
      console.log(`  ✓ ${name} (${Date.now() - t} ms)`);
    } catch (err) {
      failed += 1;
      console.log(
        `  ✗ ${name} (${Date.now() - t} ms)\n    ${String(err.message).replaceAll('\n', '\n    ')}`,
      );
    }
  }
  const { state } = checks[0] ?? {};
  if (state?.roleMs !== undefined)
    console.log(`\n  role change seen on B after ${state.roleMs} ms`);
  if (state?.sweep)
    console.log(`  sweep while the lock was held elsewhere: ${JSON.stringify(state.sweep)}`);
  if (state?.sigterm) console.log(`  SIGTERM under load: ${JSON.stringify(state.sigterm)}`);
  if (state?.kill9) console.log(`  kill -9 during writes: ${JSON.stringify(state.kill9)}`);
  if (failed > 0) {
    for (const r of Object.values(cluster.replicas)) {
      if (r.child?.logFile) console.log(`\n--- ${r.child.logFile}\n${tail(r.child.logFile, 15)}`);
    }
  }
} catch (err) {
  failed += 1;
  console.error(`\n✖ ${err.message}`);
} finally {
  await cleanUp();
  console.log(`\ntest:cluster took ${seconds()} s`);
  console.log(`${passed} passed, ${failed} failed`);
  // For npm test's summary (scripts/test.mjs).
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'test-results', 'cluster.json'),
    JSON.stringify({ passed, failed, seconds: Number(seconds()) }),
  );
  process.exitCode = failed > 0 ? 1 : 0;
}
