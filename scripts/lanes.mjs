// Two lanes for `npm test` on a 2-core machine: the API suites run in one jest process
// (--runInBand, one core), so the checks and the unit tests, one core each in turn, run beside
// them instead of before them.
import { spawn } from 'node:child_process';
import { ROOT, ensurePnpm, toolEnv } from './lib.mjs';

/** `pnpm args` as a command line (npx when pnpm could not be installed globally). */
async function pnpmCommand(args) {
  return (await ensurePnpm()) === 'pnpm' ? ['pnpm', args] : ['npx', ['--yes', 'pnpm@12', ...args]];
}

/**
 * Starts `pnpm args`. `quiet`: its output is kept and printed in one block when it ends (so two
 * lanes never interleave line by line). Returns the running job: `done` resolves with
 * `{ ok, output }` and `stop()` ends it early.
 */
export async function startPnpm(args, { quiet = false } = {}) {
  const [command, commandArgs] = await pnpmCommand(args);
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    env: toolEnv(),
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const chunks = [];
  if (quiet)
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => chunks.push(c));
  const done = new Promise((resolve) => {
    child.on('error', (err) => resolve({ ok: false, output: String(err) }));
    child.on('close', (code) =>
      resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }),
    );
  });
  return { done, stop: () => child.kill('SIGTERM') };
}

/**
 * Runs `jobs` ({ name, args }) one after another, each output printed when it ends; stops at
 * the first failure (throws) or when `cancelled()` says so. Records `name: N s` in `timings`.
 */
export async function runInTurn(jobs, timings, cancelled) {
  for (const { name, args } of jobs) {
    if (cancelled()) return;
    const started = Date.now();
    const { ok, output } = await (await startPnpm(args, { quiet: true })).done;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    timings.push(`${name}: ${seconds} s`);
    console.log(`\n▶ ${name} (${ok ? 'passed' : 'FAILED'} in ${seconds} s)\n${output.trimEnd()}`);
    if (!ok) throw new Error(`${name} failed`);
  }
}
