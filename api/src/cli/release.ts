// `npm run release -- <app>`, `release:prune -- --keep N [--grace-hours H]`,
// `rollback -- <app> [version]`, `canary -- <app> <version> <percent>`, `promote -- <app>`,
// `abort -- <app>` (see docs/operations.md "Releasing one app"). Every step refuses with one
// clear message and leaves what is live untouched.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../config';
import { ReleaseRefused } from '../features/releases/errors';
import { lockApp, makeStagingDir, releasesRoot, removeDir } from '../features/releases/files';
import type { PlatformLayout } from '../features/releases/registry';
import {
  assertAppName,
  endCanary,
  publishRelease,
  rollback,
  startCanary,
} from '../features/releases/service';
import { DEFAULT_GRACE_HOURS, pruneReleases } from '../features/releases/prune';
import { AppBuildFailed, buildAppInto } from './app-build';
import { openForCli, runCli, UsageError } from './database';

const REPO = repoRoot();

const USAGE = `Usage:
  npm run release -- <app>
  npm run release:prune -- --keep <N> [--grace-hours <H>]
  npm run rollback -- <app> [version]
  npm run canary -- <app> <version> <percent>
  npm run promote -- <app>
  npm run abort -- <app>`;

/** The app build, refused with the release's wording when it fails. */
async function buildRelease(app: string, out: string): Promise<void> {
  try {
    await buildAppInto(app, out);
  } catch (err) {
    if (err instanceof AppBuildFailed) throw new ReleaseRefused(`Refused: ${err.message}.`);
    throw err;
  }
}

function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: REPO, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function packageVersion(app: string): string {
  const pkg = JSON.parse(readFileSync(join(REPO, app, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

/**
 * `--keep N [--grace-hours H]`, in either order. A value that is not digits becomes NaN, which
 * pruneReleases refuses with the flag's own message.
 */
function pruneOptions(args: string[]): { keep: number; graceHours: number } {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i]!, args[i + 1]];
    if (!['--keep', '--grace-hours'].includes(flag) || value === undefined || values.has(flag)) {
      throw new UsageError(USAGE);
    }
    values.set(flag, value);
  }
  const whole = (value: string | undefined) => (/^\d+$/.test(value ?? '') ? Number(value) : NaN);
  if (!values.has('--keep')) throw new UsageError(USAGE);
  const grace = values.get('--grace-hours');
  return {
    keep: whole(values.get('--keep')),
    graceHours: grace === undefined ? DEFAULT_GRACE_HOURS : whole(grace),
  };
}

/** `10 minutes ago`, `3 hours ago`. */
function ago(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  return `${Math.floor(minutes / 60)} hours ago`;
}

const releasedBy = () => process.env.OPTIO_RELEASED_BY || userInfo().username;

runCli(async () => {
  const [command, ...args] = process.argv.slice(2);
  const { config, db } = await openForCli();
  const layout: PlatformLayout = {
    registryFile: config.registryFile,
    staticRoot: config.staticRoot,
    releasesRoot: releasesRoot(config.dataDir),
  };
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(2)} s`;
  const k = db.kysely;
  try {
    if (command === 'publish' && args.length === 1) {
      const app = args[0]!;
      assertAppName(app);
      const unlock = await lockApp(layout.releasesRoot, app);
      const staging = await makeStagingDir(layout.releasesRoot, app);
      try {
        console.error(`Building ${app} …`);
        await buildRelease(app, staging);
        const row = await publishRelease(k, layout, {
          app,
          staging,
          packageVersion: packageVersion(app),
          gitCommit: gitCommit(),
          createdBy: releasedBy(),
          at: config.now(),
        });
        console.log(`Released ${app} ${row.version} (${row.size_bytes} bytes) in ${took()}.`);
      } finally {
        await removeDir(staging);
        await unlock();
      }
    } else if (command === 'rollback' && (args.length === 1 || args.length === 2)) {
      const { from, to } = await rollback(k, layout, args[0]!, args[1], config.now());
      console.log(`Rolled ${args[0]} back from ${from ?? 'its build'} to ${to} in ${took()}.`);
    } else if (command === 'canary' && args.length === 3) {
      const [app, version, percent] = args as [string, string, string];
      await startCanary(k, layout, app, version, Number(percent), config.now());
      console.log(`${app} ${version} now serves ${percent} % of visitors.`);
    } else if ((command === 'promote' || command === 'abort') && args.length === 1) {
      const { version } = await endCanary(k, args[0]!, command, config.now());
      console.log(
        command === 'promote'
          ? `${args[0]} ${version} is live for everyone.`
          : `${args[0]} canary ${version} ended; everyone is on the live release.`,
      );
    } else if (command === 'prune') {
      const { keep, graceHours } = pruneOptions(args);
      const now = config.now();
      const { removed, keptInGrace } = await pruneReleases(k, layout, keep, { now, graceHours });
      for (const { id, retiredAt } of keptInGrace) {
        const since = ago(now.getTime() - Date.parse(retiredAt));
        console.log(`Kept ${id} (retired ${since}; grace ${graceHours} h).`);
      }
      console.log(removed.length ? `Removed ${removed.join(', ')}.` : 'Nothing to prune.');
    } else {
      throw new UsageError(USAGE);
    }
  } catch (err) {
    if (err instanceof ReleaseRefused) throw new UsageError(err.message);
    throw err;
  } finally {
    await db.close();
  }
});
