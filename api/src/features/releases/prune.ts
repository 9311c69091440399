import type { Queryable } from '../../db/types';
import { ReleaseRefused } from './errors';
import { releaseDir, releaseFolders, removeDir } from './files';
import type { PlatformLayout } from './registry';
import { deleteRelease, listAllReleases, readChannels } from './store';

/** How long `release:prune` spares a release after it stopped being served, by default. */
export const DEFAULT_GRACE_HOURS = 24;

const HOUR_MS = 3_600_000;

/** A release kept only because it was retired less than the grace period ago. */
export interface KeptInGrace {
  /** `<app>/<version>` */
  id: string;
  retiredAt: string;
}

/**
 * Keeps each app's `keep` newest releases (and always the live and canary ones), deleting the
 * rest: rows first, then folders. A release retired (no longer live nor canary) less than
 * `graceHours` before `now` is kept too: a page loaded from it may still fetch its lazy chunks.
 * One retired before migration 029 (`retired_at` null, not served) counts as retired long ago.
 * Also removes folders no row names (a release killed between the rename and the commit) and
 * staging folders of dead processes.
 */
export async function pruneReleases(
  db: Queryable,
  layout: PlatformLayout,
  keep: number,
  { now, graceHours }: { now: Date; graceHours: number },
): Promise<{ removed: string[]; keptInGrace: KeptInGrace[] }> {
  if (!Number.isInteger(keep) || keep < 1) {
    throw new ReleaseRefused('--keep must be a whole number of releases, at least 1.', 400);
  }
  if (!Number.isInteger(graceHours) || graceHours < 0) {
    throw new ReleaseRefused('--grace-hours must be a whole number of hours, at least 0.', 400);
  }
  const [rows, channels] = await Promise.all([listAllReleases(db), readChannels(db)]);
  const pinned = new Set(
    channels.flatMap((c) => [c.live_version, c.canary_version].map((v) => `${c.app}/${v}`)),
  );
  const kept = new Set<string>();
  const keptInGrace: KeptInGrace[] = [];
  const removed: string[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const rank = (seen.get(row.app) ?? 0) + 1;
    seen.set(row.app, rank);
    const id = `${row.app}/${row.version}`;
    if (rank <= keep || pinned.has(id)) {
      kept.add(id);
      continue;
    }
    const retiredAt = row.retired_at;
    if (retiredAt !== null && now.getTime() - Date.parse(retiredAt) < graceHours * HOUR_MS) {
      kept.add(id);
      keptInGrace.push({ id, retiredAt });
      continue;
    }
    await deleteRelease(db, row.app, row.version);
    await removeDir(releaseDir(layout.releasesRoot, row.app, row.version));
    removed.push(id);
  }
  for (const app of new Set([...rows.map((r) => r.app), ...channels.map((c) => c.app)])) {
    const { versions, deadStaging } = await releaseFolders(layout.releasesRoot, app);
    for (const version of versions.filter((v) => !kept.has(`${app}/${v}`))) {
      await removeDir(releaseDir(layout.releasesRoot, app, version));
      removed.push(`${app}/${version}`);
    }
    for (const dir of deadStaging) await removeDir(dir);
  }
  return { removed: [...new Set(removed)], keptInGrace };
}
