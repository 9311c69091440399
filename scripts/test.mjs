// `npm test`: typecheck, lint, the Spanish-completeness check, format check, unit tests, API
// tests (with a throw-away Debian redis-server for the replica tests), the cluster tests (two API
// replicas over PostgreSQL, Redis and S3 behind nginx: scripts/test-cluster.mjs, about 3 minutes),
// then the e2e suite through the real composed system in Debian's Chromium. Stops at the first
// failing stage.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, install, log, pnpm, run } from './lib.mjs';
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
mkdirSync(results, { recursive: true });
for (const f of ['unit.json', 'api.json', 'cluster.json', 'e2e.json'])
  rmSync(join(results, f), { force: true });

try {
  await stage('Install', install);
  await stage('Chromium (e2e) and redis-server (API tests)', ensureSystemPackages);
  // Browser code is checked without Node's types, the API without the DOM's; tests and build-time
  // renderers (Node running browser code) get both.
  await stage('Typecheck', async () => {
    for (const project of ['tsconfig.browser.json', 'tsconfig.node.json', 'tsconfig.test.json'])
      await pnpm(['exec', 'tsc', '--noEmit', '-p', project]);
  });
  await stage('Lint', () => pnpm(['exec', 'eslint', '--max-warnings', '0', '.']));
  await stage('Spanish completeness (check:i18n)', () =>
    pnpm(['--dir', 'api', 'exec', 'tsx', '../scripts/check-i18n.mts']),
  );
  await stage('Contracts: every remote against the shell (check:contracts)', () =>
    pnpm(['--dir', 'api', 'exec', 'tsx', '../scripts/check-contracts.mts']),
  );
  await stage('Format check', () => pnpm(['exec', 'prettier', '--check', '.']));
  await stage('Unit tests', () =>
    pnpm([
      'exec',
      'jest',
      '--selectProjects',
      'unit',
      '--json',
      '--outputFile',
      join(results, 'unit.json'),
    ]),
  );
  await stage('API tests', () =>
    pnpm([
      'exec',
      'jest',
      '--selectProjects',
      'api',
      '--runInBand',
      '--json',
      '--outputFile',
      join(results, 'api.json'),
    ]),
  );
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
