import type { PlatformLayout } from '../src/features/releases/registry';
import { pruneReleases } from '../src/features/releases/prune';
import { endCanary, publishRelease, rollback, startCanary } from '../src/features/releases/service';
import { findRelease } from '../src/features/releases/store';
import type { TestServer } from './helpers';
import { onPglite } from './pglite-suite';
import { keysOnBothSides, layoutOf, stagedBuild, writeSite } from './release-fixtures';

// Migrations 025 and 029 and the switching transactions on PostgreSQL (PGlite over the wire protocol).
jest.setTimeout(60_000);

let server: TestServer;
let layout: PlatformLayout;
let clock = Date.parse('2026-11-28T00:00:00Z');
const tick = () => new Date((clock += 1000));

onPglite(async (started) => {
  server = started;
  layout = layoutOf(server);
  writeSite(server);
});

async function release(app: string, marker: string) {
  const staging = await stagedBuild(layout, app, marker);
  return publishRelease(server.app.ctx.db.kysely, layout, {
    app,
    staging,
    packageVersion: '1.0.0',
    gitCommit: null,
    createdBy: 'pg',
    at: tick(),
  });
}

async function manifests(cookie?: string): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/registry.json`, {
    headers: cookie ? { cookie: `optio_rollout=${cookie}` } : {},
  });
  const { remotes } = (await res.json()) as { remotes: { name: string; manifest: string }[] };
  return Object.fromEntries(remotes.map((r) => [r.name, r.manifest]));
}

it('releases two apps at once, rolls back and runs a canary on PostgreSQL', async () => {
  const [a1, d1] = await Promise.all([release('mf-public', 'a1'), release('mf-demo', 'd1')]);
  expect(await manifests()).toEqual({
    mf_public: `/releases/mf-public/${a1.version}/mf-manifest.json`,
    mf_demo: `/releases/mf-demo/${d1.version}/mf-manifest.json`,
  });
  const a2 = await release('mf-public', 'a2');
  const db = server.app.ctx.db.kysely;
  expect(await rollback(db, layout, 'mf-public', undefined, tick())).toEqual({
    from: a2.version,
    to: a1.version,
  });
  await startCanary(db, layout, 'mf-public', a2.version, 50, tick());
  const keys = keysOnBothSides('mf-public');
  expect((await manifests(keys.canary)).mf_public).toContain(a2.version);
  expect((await manifests(keys.stable)).mf_public).toContain(a1.version);
  const promoted = tick();
  await endCanary(db, 'mf-public', 'promote', promoted);
  expect((await manifests(keys.stable)).mf_public).toContain(a2.version);

  // Each switch recorded what it retired: a1 left the service at the promote, a2 is served.
  const retiredAt = async (version: string) =>
    (await findRelease(db, 'mf-public', version))?.retired_at;
  expect(await retiredAt(a1.version)).toBe(promoted.toISOString());
  expect(await retiredAt(a2.version)).toBeNull();
  const now = tick();
  const spared = await pruneReleases(db, layout, 1, { now, graceHours: 24 });
  expect(spared).toEqual({
    removed: [],
    keptInGrace: [{ id: `mf-public/${a1.version}`, retiredAt: promoted.toISOString() }],
  });
  const later = new Date(now.getTime() + 25 * 3_600_000);
  expect(await pruneReleases(db, layout, 1, { now: later, graceHours: 24 })).toEqual({
    removed: [`mf-public/${a1.version}`],
    keptInGrace: [],
  });
});
