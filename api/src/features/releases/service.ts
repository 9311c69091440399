import type { Queryable } from '../../db/types';
import { assertCompatible, readContractIn } from './compat';
import { contractHash } from './contract';
import { ReleaseRefused } from './errors';
import { APP_NAME, VERSION, measureDir, moveIntoPlace, releaseDir, removeDir } from './files';
import { appFolder, type PlatformLayout } from './registry';
import {
  findRelease,
  insertRelease,
  listReleases,
  readChannel,
  setRetiredAt,
  writeChannel,
  type ChannelRow,
  type ReleaseRow,
} from './store';

/** Runs inside the switching transaction (the admin API writes its audit row there). */
export type InTransaction = (
  trx: Queryable,
  change: { before: ChannelRow; after: ChannelRow },
) => Promise<void>;

export function assertAppName(app: string): void {
  if (!APP_NAME.test(app)) {
    throw new ReleaseRefused(`Unknown app "${app}": expected shell or mf-<name>.`, 400);
  }
}

/** `1.0.0-b20261128T001500.3f9a0c1d2e`: the package version, the build time, the content hash. */
export function releaseVersion(packageVersion: string, at: Date, contentHash: string): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
  return `${packageVersion}-b${stamp}.${contentHash.slice(0, 10)}`;
}

/** The releases a channel serves: its live one and a canary. */
const servedBy = (channel: ChannelRow): string[] =>
  [channel.live_version, channel.canary_version].filter((v): v is string => v !== null);

/**
 * Writes an app's channel and records what the change retired, in the caller's transaction: each
 * release served before and not after gets `retired_at = at` (prune spares it for a grace period:
 * a page loaded from it may still fetch its chunks), each release served after gets null (served
 * again, say after a rollback).
 */
async function writeChannelRecordingRetired(
  trx: Queryable,
  before: ChannelRow,
  after: ChannelRow,
): Promise<void> {
  await writeChannel(trx, after);
  const servedAfter = servedBy(after);
  const retired = servedBy(before).filter((v) => !servedAfter.includes(v));
  await setRetiredAt(trx, after.app, retired, after.updated_at);
  await setRetiredAt(trx, after.app, servedAfter, null);
}

const emptyChannel = (app: string, at: string): ChannelRow => ({
  app,
  live_version: null,
  canary_version: null,
  canary_percent: null,
  updated_at: at,
});

/**
 * Publishes a finished build (`staging`, written by the release command) as an immutable release
 * and makes it live: checks its contract against what is live, renames the folder into place,
 * then records the release and switches the app's channel in one transaction. A failure before
 * the commit leaves the previous release live (an unrecorded folder is removed by prune).
 */
export async function publishRelease(
  db: Queryable,
  layout: PlatformLayout,
  input: {
    app: string;
    staging: string;
    packageVersion: string;
    gitCommit: string | null;
    createdBy: string;
    at: Date;
  },
): Promise<ReleaseRow> {
  const { app, staging } = input;
  assertAppName(app);
  const contract = await readContractIn(staging, app);
  if (contract.app !== app) {
    throw new ReleaseRefused(`The build's contract is for ${contract.app}, not ${app}.`);
  }
  await assertCompatible(db, layout, app, contract);
  const { sizeBytes, hash } = await measureDir(staging);
  const version = releaseVersion(input.packageVersion, input.at, hash);
  await moveIntoPlace(staging, releaseDir(layout.releasesRoot, app, version));
  const at = input.at.toISOString();
  const row: ReleaseRow = {
    app,
    version,
    git_commit: input.gitCommit,
    contract_hash: contractHash(contract),
    size_bytes: sizeBytes,
    created_at: at,
    created_by: input.createdBy,
    retired_at: null,
  };
  try {
    await db.transaction().execute(async (trx) => {
      const channel = (await readChannel(trx, app)) ?? emptyChannel(app, at);
      await insertRelease(trx, row);
      // A new live release ends a running canary: its audience is back on one version.
      await writeChannelRecordingRetired(trx, channel, {
        ...channel,
        live_version: version,
        canary_version: null,
        canary_percent: null,
        updated_at: at,
      });
    });
  } catch (err) {
    await removeDir(releaseDir(layout.releasesRoot, app, version));
    throw err;
  }
  return row;
}

async function knownRelease(db: Queryable, app: string, version: string): Promise<ReleaseRow> {
  if (!VERSION.test(version)) throw new ReleaseRefused(`"${version}" is not a version.`, 400);
  const row = await findRelease(db, app, version);
  if (!row) throw new ReleaseRefused(`${app} has no release ${version}.`, 404);
  return row;
}

/** The release to roll back to: the named one, or the newest one older than the live one. */
async function rollbackTarget(
  db: Queryable,
  app: string,
  live: string | null,
  version: string | undefined,
): Promise<ReleaseRow> {
  if (version) return knownRelease(db, app, version);
  const history = await listReleases(db, app);
  const index = history.findIndex((r) => r.version === live);
  const previous = index === -1 ? undefined : history[index + 1];
  if (!previous) throw new ReleaseRefused(`${app} has no release before the live one.`, 404);
  return previous;
}

/** Repoints an app's live release (no build, no copy); ends a running canary. */
export async function rollback(
  db: Queryable,
  layout: PlatformLayout,
  app: string,
  version: string | undefined,
  at: Date,
  inTransaction?: InTransaction,
): Promise<{ from: string | null; to: string }> {
  assertAppName(app);
  const channel = (await readChannel(db, app)) ?? emptyChannel(app, at.toISOString());
  const target = await rollbackTarget(db, app, channel.live_version, version);
  if (target.version === channel.live_version) {
    throw new ReleaseRefused(`${app} ${target.version} is already live.`);
  }
  const contract = await readContractIn(appFolder(layout, app, target.version), app);
  await assertCompatible(db, layout, app, contract);
  await switchChannel(db, app, at, inTransaction, (current) => ({
    ...current,
    live_version: target.version,
    canary_version: null,
    canary_percent: null,
  }));
  return { from: channel.live_version, to: target.version };
}

/** Serves `version` to `percent` % of visitors (a stable share: see bucket.ts). */
export async function startCanary(
  db: Queryable,
  layout: PlatformLayout,
  app: string,
  version: string,
  percent: number,
  at: Date,
): Promise<void> {
  assertAppName(app);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseRefused('The canary share must be a whole percentage from 1 to 99.', 400);
  }
  await knownRelease(db, app, version);
  const channel = await readChannel(db, app);
  if (channel?.live_version === version) {
    throw new ReleaseRefused(`${app} ${version} is already live.`);
  }
  const contract = await readContractIn(appFolder(layout, app, version), app);
  await assertCompatible(db, layout, app, contract);
  await switchChannel(db, app, at, undefined, (current) => ({
    ...current,
    canary_version: version,
    canary_percent: percent,
  }));
}

/** Makes the canary live for everyone (promote) or drops it (abort). */
export async function endCanary(
  db: Queryable,
  app: string,
  outcome: 'promote' | 'abort',
  at: Date,
  inTransaction?: InTransaction,
): Promise<{ version: string }> {
  assertAppName(app);
  let version = '';
  await switchChannel(db, app, at, inTransaction, (current) => {
    if (!current.canary_version) throw new ReleaseRefused(`${app} has no canary running.`);
    version = current.canary_version;
    return {
      ...current,
      live_version: outcome === 'promote' ? current.canary_version : current.live_version,
      canary_version: null,
      canary_percent: null,
    };
  });
  return { version };
}

/**
 * Reads and rewrites one channel row in one transaction (with the releases it retires or serves
 * again): concurrent switches serialize.
 */
async function switchChannel(
  db: Queryable,
  app: string,
  at: Date,
  inTransaction: InTransaction | undefined,
  change: (current: ChannelRow) => ChannelRow,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = (await readChannel(trx, app)) ?? emptyChannel(app, at.toISOString());
    const after = { ...change(before), updated_at: at.toISOString() };
    await writeChannelRecordingRetired(trx, before, after);
    await inTransaction?.(trx, { before, after });
  });
}
