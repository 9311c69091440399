// Release and rollback times for one remote (issue #17 targets: release ≤ 10 s, rollback ≤ 1 s),
// through the npm commands an operator runs, on a temporary data dir: `npm run release -- APP`
// (a real Rspack build of that app alone, contract check, publish) twice, then
// `npm run rollback -- APP` RUNS times. Writes bench-results/release.json and prints the figures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, root } from './server.mjs';

const APP = process.argv[2] ?? 'mf-public';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'optio-bench-release-'));
const env = { ...process.env, OPTIO_DATA_DIR: dataDir, OPTIO_RELEASED_BY: 'bench' };

/** `npm run SCRIPT -- ARGS`, or with `direct` the API bundle's command alone (as the image runs it). */
function timed(script, args, direct = false) {
  const started = process.hrtime.bigint();
  const [command, commandArgs] = direct
    ? [process.execPath, [join(root, 'api', 'dist', 'release.js'), script, ...args]]
    : ['npm', ['run', '-s', script, '--', ...args]];
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);
  return { seconds, stdout: result.stdout };
}
const versionIn = (stdout) => /^Released \S+ (\S+)/m.exec(stdout)[1];

try {
  // The first command also builds the API bundle if its sources changed: not part of a release.
  timed('release:prune', ['--keep', '10']);
  // Two builds at least a second apart have distinct versions even with the same content.
  const releases = [timed('release', [APP]), timed('release', [APP])];
  const release = releases.map((r) => r.seconds);
  const versions = releases.map((r) => versionIn(r.stdout));
  // Back and forth between the two releases: each run repoints the live one.
  const rollback = [];
  for (let i = 0; i < RUNS; i++) rollback.push(timed('rollback', [APP, versions[i % 2]]).seconds);
  const direct = [];
  for (let i = 0; i < RUNS; i++) {
    direct.push(timed('rollback', [APP, versions[(i + 1) % 2]], true).seconds);
  }
  const figures = {
    app: APP,
    measured_at: new Date().toISOString(),
    release_seconds: { runs: release, median: median(release), target: 10 },
    rollback_seconds: { runs: rollback, median: median(rollback), target: 1 },
    rollback_direct_seconds: { runs: direct, median: median(direct), target: 1 },
    load_average_1m: loadavg()[0],
    cpus: (await import('node:os')).cpus().length,
    note:
      'wall time of the npm command (npm, the API-bundle freshness check, Node start-up and the ' +
      'database open included); rollback_direct: node api/dist/release.js rollback alone',
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'release.json'),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  console.log(
    `release ${APP}: median ${figures.release_seconds.median.toFixed(2)} s (target 10 s); ` +
      `rollback: median ${figures.rollback_seconds.median.toFixed(2)} s through npm, ` +
      `${figures.rollback_direct_seconds.median.toFixed(2)} s direct (target 1 s); ` +
      `load average ${figures.load_average_1m.toFixed(1)} on ${figures.cpus} cores`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
