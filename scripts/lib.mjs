// Helpers shared by the start, test, build and dev scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = [
  'shell',
  'mf-auth',
  'mf-student',
  'mf-parent',
  'mf-advisor',
  'mf-admin',
  'mf-public',
  'mf-demo',
];

/**
 * Node flags the API server runs with (npm start, the Docker image's CMD, bench:portfolio). V8
 * lets its young generation grow to two 16 MB semi-spaces during start-up and keeps them
 * committed for good: capped at 2 MB each, the idle server holds ≈ 28 MB less and a large
 * evaluator-portfolio export stays under its 200 MB budget (docs/api/evaluator.md). 8 MB was
 * tried for GET /api/auth/me's sake: no difference its benchmark could show (docs/api/performance.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

/**
 * Environment the API server runs with, beside SERVER_NODE_FLAGS. glibc's malloc gives threads
 * that allocate (libuv's pool, libvips' workers making thumbnails) arenas of their own, which
 * keep freed memory: capped at 2, the portfolio export's peak fell by 13 to 23 MB.
 * A value already in the environment wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };

/** Native addons (better-sqlite3) build against the machine's Node headers when present. */
export function toolEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h'))
    env.npm_config_nodedir = '/usr';
  return env;
}

export function log(message) {
  console.log(`\n▶ ${message}`);
}

/** Runs a command, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: toolEnv(), ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** pnpm is the workspace's package manager; a fresh machine has only Node and npm. */
export async function ensurePnpm() {
  if (has('pnpm')) return 'pnpm';
  log('Installing pnpm (npm i -g pnpm)');
  try {
    await run('npm', ['i', '-g', 'pnpm']);
    if (has('pnpm')) return 'pnpm';
  } catch {
    // No permission for a global install: fall through to npx.
  }
  return 'npx';
}

export async function pnpm(args, options) {
  const manager = await ensurePnpm();
  return manager === 'pnpm'
    ? run('pnpm', args, options)
    : run('npx', ['--yes', 'pnpm@12', ...args], options);
}

export async function install() {
  log('Installing dependencies (pnpm install)');
  await pnpm(['install', '--frozen-lockfile']);
}
