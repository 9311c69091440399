import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { E2E_DATA_DIR, REPO_ROOT } from './env';

/**
 * Runs the operator's release command (api/dist/release.js, what `npm run release`, `rollback`,
 * `canary`… run) against the server under test's data; `env` adds to the environment (a stand-in
 * build, for instance). Returns what it printed.
 */
export function releaseCommand(args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, [join(REPO_ROOT, 'api', 'dist', 'release.js'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, OPTIO_DATA_DIR: E2E_DATA_DIR, OPTIO_RELEASED_BY: 'e2e', ...env },
  });
}

/** Publishes one app (`npm run release -- <app>`) and returns the version now live. */
export function publishRelease(app: string, env: Record<string, string> = {}): string {
  const printed = releaseCommand(['publish', app], env);
  const version = new RegExp(`^Released ${app} (\\S+)`, 'm').exec(printed)?.[1];
  if (!version) throw new Error(`No release version in: ${printed}`);
  return version;
}
