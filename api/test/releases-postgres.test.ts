import type { PlatformLayout } from '../src/features/releases/registry';
import { endCanary, publishRelease, rollback, startCanary } from '../src/features/releases/service';
import type { TestServer } from './helpers';
import { onPglite } from './pglite-suite';
import { keysOnBothSides, layoutOf, stagedBuild, writeSite } from './release-fixtures';

// Migration 025 and the switching transactions on PostgreSQL (PGlite over the wire protocol).
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
  await endCanary(db, 'mf-public', 'promote', tick());
  expect((await manifests(keys.stable)).mf_public).toContain(a2.version);
});
