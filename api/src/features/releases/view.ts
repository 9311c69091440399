import type { Queryable } from '../../db/types';
import { appOfContainer, readBaseRegistry, type PlatformLayout } from './registry';
import { listAllReleases, readChannels, type ReleaseRow } from './store';

/** The admin Platform page's view: every app of the registry (and the shell), newest first. */
export async function platformReleases(db: Queryable, layout: PlatformLayout) {
  const [registry, rows, channels] = await Promise.all([
    // A server with no registry.json (an API-only deployment) has no remotes, only releases.
    readBaseRegistry(layout.registryFile).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return { remotes: [] };
      throw err;
    }),
    listAllReleases(db),
    readChannels(db),
  ]);
  const apps = [
    ...new Set([
      'shell',
      ...registry.remotes.map((e) => appOfContainer(e.name)),
      ...rows.map((r) => r.app),
    ]),
  ];
  const history = (app: string) => rows.filter((r) => r.app === app);
  const summary = (row: ReleaseRow | undefined) =>
    row
      ? {
          version: row.version,
          created_at: row.created_at,
          git_commit: row.git_commit,
          size_bytes: row.size_bytes,
        }
      : null;
  return {
    apps: apps.map((app) => {
      const channel = channels.find((c) => c.app === app);
      return {
        app,
        live: summary(history(app).find((r) => r.version === channel?.live_version)),
        canary:
          channel?.canary_version && channel.canary_percent
            ? { version: channel.canary_version, percent: channel.canary_percent }
            : null,
        history: history(app).map((r) => ({
          version: r.version,
          created_at: r.created_at,
          created_by: r.created_by,
          git_commit: r.git_commit,
          contract_hash: r.contract_hash,
          size_bytes: r.size_bytes,
        })),
      };
    }),
  };
}
