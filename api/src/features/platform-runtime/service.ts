import type {
  ContainmentEvent,
  PlatformHealth,
  PlatformRemoteHealth,
  SharedObservation,
} from '@optio/contracts/platform-runtime';
import type { AppContext } from '../../context';
import {
  addErrorCounts,
  addSharedObservations,
  listErrorCounts,
  listSharedObservations,
} from './store';
import { type Probe, probeRemote, readRegistry, shellSharedVersions } from './probe';

/** Adds up rows that name the same counter, so a batch costs one upsert per counter. */
export function mergeCounts<T extends { count: number }>(
  rows: readonly T[],
  key: (row: T) => string,
): T[] {
  const merged = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const seen = merged.get(k);
    merged.set(k, seen ? { ...seen, count: seen.count + row.count } : { ...row });
  }
  return [...merged.values()];
}

const sharedKey = (r: SharedObservation) =>
  [r.remote, r.remote_version, r.package, r.version].join('\n');
const errorKey = (r: ContainmentEvent) => [r.remote, r.remote_version, r.code].join('\n');

/** Counts one batch from a browser in one transaction; answers how many rows it carried. */
export async function recordPlatformEvents(
  ctx: Pick<AppContext, 'db' | 'config'>,
  batch: { shared: SharedObservation[]; errors: ContainmentEvent[] },
): Promise<{ accepted: number }> {
  const at = ctx.config.now().toISOString();
  const shared = mergeCounts(batch.shared, sharedKey);
  const errors = mergeCounts(batch.errors, errorKey);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await addSharedObservations(trx, shared, at);
    await addErrorCounts(trx, errors, at);
  });
  return { accepted: batch.shared.length + batch.errors.length };
}

type Observation = Awaited<ReturnType<typeof listSharedObservations>>[number];
type ErrorCount = Awaited<ReturnType<typeof listErrorCounts>>[number];

/**
 * The shell's versions: from its served manifest, else from what the shell itself reported
 * receiving (the newest report per package), for a shell built without a manifest.
 */
export function providedVersions(
  manifestShared: Record<string, string> | null,
  observations: readonly Observation[],
): Record<string, string> {
  if (manifestShared && Object.keys(manifestShared).length > 0) return manifestShared;
  const out: Record<string, { version: string; last_seen: string }> = {};
  for (const o of observations) {
    if (o.remote !== 'shell') continue;
    const seen = out[o.package];
    if (!seen || o.last_seen > seen.last_seen) out[o.package] = o;
  }
  return Object.fromEntries(Object.entries(out).map(([pkg, o]) => [pkg, o.version]));
}

/** One remote's reported figures: every version received, the skewed ones, its error counts. */
export function remoteFigures(
  remote: string,
  shell: Record<string, string>,
  observations: readonly Observation[],
  errors: readonly ErrorCount[],
): Pick<PlatformRemoteHealth, 'skew' | 'errors' | 'received'> {
  const own = observations.filter((o) => o.remote === remote);
  return {
    received: own.map(({ remote_version, package: pkg, version, count }) => ({
      remote_version,
      package: pkg,
      version,
      count,
    })),
    skew: own
      .filter((o) => shell[o.package] !== undefined && shell[o.package] !== o.version)
      .map((o) => ({
        package: o.package,
        remote_version: o.remote_version,
        received: o.version,
        shell: shell[o.package]!,
        count: o.count,
        last_seen: o.last_seen,
      })),
    errors: errors
      .filter((e) => e.remote === remote)
      .map(({ remote_version, code, count, last_seen }) => ({
        remote_version,
        code,
        count,
        last_seen,
      })),
  };
}

/** Every registered remote: reachable now or not, its served version, and what browsers saw. */
export async function platformHealth(
  ctx: Pick<AppContext, 'db' | 'config'>,
  probe: Probe,
): Promise<PlatformHealth> {
  const [registry, manifestShared, observations, errors] = await Promise.all([
    readRegistry(probe),
    shellSharedVersions(probe),
    listSharedObservations(ctx.db.kysely),
    listErrorCounts(ctx.db.kysely),
  ]);
  const shell = providedVersions(manifestShared, observations);
  const remotes = await Promise.all(
    registry.map(async (entry) => ({
      remote: entry.name,
      manifest: entry.manifest,
      ...(await probeRemote(probe, entry.manifest)),
      ...remoteFigures(entry.name, shell, observations, errors),
    })),
  );
  return { checked_at: ctx.config.now().toISOString(), shell_shared: shell, remotes };
}
