// `npm test`: typecheck, lint, the Spanish-completeness check, format check and unit tests, beside
// the API tests (with a throw-away Debian redis-server for the replica tests), the cluster tests (two API
// replicas over PostgreSQL, Redis and S3 behind nginx: scripts/test-cluster.mjs, about 3 minutes),
// then the e2e suite through the real composed system in Debian's Chromium. Stops at the first
// failing stage.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, install, log, pnpm, run } from './lib.mjs';
import { runInTurn, startPnpm } from './lanes.mjs';
import { build } from './build.mjs';

const CHROMIUM = '/usr/bin/chromium';
const REDIS_SERVER = '/usr/bin/redis-server';
const timings = [];

async function stage(name, fn) {
  const started = Date.now();
  log(name);
  await fn();
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Debian packages the tests use: Chromium (e2e) and redis-server (the API's replica tests).
 * One `apt-get update` and one install for whatever is missing (redis-server adds ≈ 17 s). */
async function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!existsSync(REDIS_SERVER)) missing.push('redis-server');
  if (missing.length === 0) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update']);
  await apt(['install', '-y', '--no-install-recommends', ...missing]);
}

function jestCounts(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    // test-results/cluster.json (scripts/test-cluster.mjs) holds { passed, failed } directly.
    if (typeof r.passed === 'number') return { passed: r.passed, failed: r.failed };
    return { passed: r.numPassedTests, failed: r.numFailedTests };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

function playwrightCounts(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

const results = join(ROOT, 'test-results');

// Browser code is checked without Node's types, the API without the DOM's; tests and build-time
// renderers (Node running browser code) get both.
const CHECKS = [
  ...['tsconfig.browser.json', 'tsconfig.node.json', 'tsconfig.test.json'].map((project) => ({
    name: `Typecheck (${project})`,
    args: ['exec', 'tsc', '--noEmit', '-p', project],
  })),
  { name: 'Lint', args: ['exec', 'eslint', '--max-warnings', '0', '.'] },
  {
    name: 'Spanish completeness (check:i18n)',
    args: ['--dir', 'api', 'exec', 'tsx', '../scripts/check-i18n.mts'],
  },
  {
    name: 'Marketing content: Markdown valid, generated modules current',
    args: ['exec', 'node', 'mf-public/build/content.mjs', '--check'],
  },
  {
    name: 'Contracts: every remote against the shell (check:contracts)',
    args: ['--dir', 'api', 'exec', 'tsx', '../scripts/check-contracts.mts'],
  },
  { name: 'Format check', args: ['exec', 'prettier', '--check', '.'] },
  {
    name: 'Unit tests',
    args: [
      'exec',
      'jest',
      '--selectProjects',
      'unit',
      '--json',
      '--outputFile',
      join(results, 'unit.json'),
    ],
  },
];
mkdirSync(results, { recursive: true });
for (const f of ['unit.json', 'api.json', 'cluster.json', 'e2e.json'])
  rmSync(join(results, f), { force: true });

try {
  await stage('Install', install);
  await stage('Chromium (e2e) and redis-server (API tests)', ensureSystemPackages);
  // The API suites run in one jest process (--runInBand: one core); the checks and the unit
  // tests run beside them, in turn, on the second core (scripts/lanes.mjs). The first failure in
  // either lane stops the other.
  await stage('Checks, unit tests and API tests (two lanes)', async () => {
    const api = await startPnpm([
      'exec',
      'jest',
      '--selectProjects',
      'api',
      '--runInBand',
      '--json',
      '--outputFile',
      join(results, 'api.json'),
    ]);
    let apiFailed = false;
    const apiStarted = Date.now();
    const apiLane = api.done.then(({ ok }) => {
      timings.push(`API tests: ${((Date.now() - apiStarted) / 1000).toFixed(1)} s`);
      apiFailed = !ok;
      if (!ok) throw new Error('API tests failed');
    });
    const checksLane = runInTurn(CHECKS, timings, () => apiFailed).catch((err) => {
      api.stop();
      throw err;
    });
    const failure = (await Promise.allSettled([checksLane, apiLane])).find(
      (r) => r.status === 'rejected',
    );
    if (failure) throw failure.reason;
  });
  await stage('Cluster tests (two replicas behind nginx)', () =>
    run(process.execPath, [join(ROOT, 'scripts', 'test-cluster.mjs')]),
  );
  await stage('Build', () => build());
  await stage('e2e tests', () =>
    pnpm(['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']),
  );
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  const counts = [
    jestCounts(join(results, 'unit.json')),
    jestCounts(join(results, 'api.json')),
    jestCounts(join(results, 'cluster.json')),
    playwrightCounts(join(results, 'e2e.json')),
  ];
  const passed = counts.reduce((n, c) => n + c.passed, 0);
  const failed = counts.reduce((n, c) => n + c.failed, 0);
  console.log(`\n${timings.join('\n')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
}
