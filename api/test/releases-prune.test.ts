import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../src/db/connect';
import { migrateTo, migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/types';
import { releaseDir } from '../src/features/releases/files';
import { pruneReleases } from '../src/features/releases/prune';
import type { PlatformLayout } from '../src/features/releases/registry';
import { endCanary, publishRelease, rollback, startCanary } from '../src/features/releases/service';
import { findRelease } from '../src/features/releases/store';
import { startServer, type TestServer } from './helpers';
import { layoutOf, stagedBuild, writeSite } from './release-fixtures';

// `retired_at` (migration 029) and the grace period of release:prune: a release that stopped
// being served a moment ago may still have pages open in browsers that fetch its lazy chunks.

let server: TestServer;
let layout: PlatformLayout;
const db = () => server.app.ctx.db.kysely;
let clock = Date.parse('2026-11-28T00:00:00Z');
const tick = () => new Date((clock += 1000));
const HOUR = 3_600_000;
const GRACE = { graceHours: 24 };

beforeAll(async () => {
  server = await startServer();
  layout = layoutOf(server);
  writeSite(server);
});
afterAll(async () => {
  await server.close();
});

async function release(app: string, marker: string) {
  const staging = await stagedBuild(layout, app, marker);
  return publishRelease(db(), layout, {
    app,
    staging,
    packageVersion: '1.0.0',
    gitCommit: null,
    createdBy: 'tester',
    at: tick(),
  });
}

const retiredAt = async (app: string, version: string) =>
  (await findRelease(db(), app, version))?.retired_at;
const onDisk = (app: string, version: string) =>
  existsSync(releaseDir(layout.releasesRoot, app, version));
const removedOf = (app: string, removed: string[]) =>
  removed.filter((id) => id.startsWith(`${app}/`)).sort();

describe('retired_at', () => {
  it('a rollback clears the retired_at of the release it serves again and sets the one it leaves', async () => {
    const v1 = await release('mf-public', 'p1');
    const v2 = await release('mf-public', 'p2');
    const v3 = await release('mf-public', 'p3');
    expect(await retiredAt('mf-public', v1.version)).toBe(v2.created_at);
    expect(await retiredAt('mf-public', v2.version)).toBe(v3.created_at);
    expect(await retiredAt('mf-public', v3.version)).toBeNull();

    const at = tick();
    await rollback(db(), layout, 'mf-public', v1.version, at);
    expect(await retiredAt('mf-public', v1.version)).toBeNull();
    expect(await retiredAt('mf-public', v3.version)).toBe(at.toISOString());
    // Not served before nor after: untouched.
    expect(await retiredAt('mf-public', v2.version)).toBe(v3.created_at);
  });

  it('an aborted canary is retired when it ends; a promoted one retires the live release', async () => {
    const [live, newer] = [
      (await release('mf-public', 'live')).version,
      (await release('mf-public', 'newer')).version,
    ];
    await rollback(db(), layout, 'mf-public', live, tick());
    expect(await retiredAt('mf-public', newer)).not.toBeNull();

    await startCanary(db(), layout, 'mf-public', newer, 20, tick());
    expect(await retiredAt('mf-public', newer)).toBeNull();
    expect(await retiredAt('mf-public', live)).toBeNull();
    const aborted = tick();
    await endCanary(db(), 'mf-public', 'abort', aborted);
    expect(await retiredAt('mf-public', newer)).toBe(aborted.toISOString());
    expect(await retiredAt('mf-public', live)).toBeNull();

    await startCanary(db(), layout, 'mf-public', newer, 20, tick());
    const promoted = tick();
    await endCanary(db(), 'mf-public', 'promote', promoted);
    expect(await retiredAt('mf-public', newer)).toBeNull();
    expect(await retiredAt('mf-public', live)).toBe(promoted.toISOString());

    // A new release ends a running canary: the canary and the live release both retire.
    await startCanary(db(), layout, 'mf-public', live, 20, tick());
    const next = await release('mf-public', 'next');
    expect(await retiredAt('mf-public', live)).toBe(next.created_at);
    expect(await retiredAt('mf-public', newer)).toBe(next.created_at);
  });
});

describe('release:prune grace', () => {
  it('keeps releases retired less than the grace ago; 25 hours later removes them', async () => {
    const v1 = await release('mf-demo', 'd1');
    const v2 = await release('mf-demo', 'd2');
    const v3 = await release('mf-demo', 'd3');
    const at = tick();

    const soon = await pruneReleases(db(), layout, 1, { now: at, ...GRACE });
    expect(removedOf('mf-demo', soon.removed)).toEqual([]);
    expect(soon.keptInGrace.filter((k) => k.id.startsWith('mf-demo/'))).toEqual([
      { id: `mf-demo/${v2.version}`, retiredAt: v3.created_at },
      { id: `mf-demo/${v1.version}`, retiredAt: v2.created_at },
    ]);
    for (const v of [v1, v2, v3]) {
      expect(onDisk('mf-demo', v.version)).toBe(true);
      expect(await findRelease(db(), 'mf-demo', v.version)).toBeDefined();
    }

    const later = await pruneReleases(db(), layout, 1, {
      now: new Date(at.getTime() + 25 * HOUR),
      ...GRACE,
    });
    expect(removedOf('mf-demo', later.removed)).toEqual(
      [`mf-demo/${v1.version}`, `mf-demo/${v2.version}`].sort(),
    );
    expect(later.keptInGrace.filter((k) => k.id.startsWith('mf-demo/'))).toEqual([]);
    expect(onDisk('mf-demo', v1.version)).toBe(false);
    expect(onDisk('mf-demo', v2.version)).toBe(false);
    expect(await findRelease(db(), 'mf-demo', v1.version)).toBeUndefined();
    expect(onDisk('mf-demo', v3.version)).toBe(true);
    expect(await findRelease(db(), 'mf-demo', v3.version)).toBeDefined();
  });

  it('a release retired exactly the grace ago goes; one retired a second later stays', async () => {
    const v1 = await release('mf-demo', 'e1');
    const v2 = await release('mf-demo', 'e2');
    await release('mf-demo', 'e3');
    const now = new Date(Date.parse(v2.created_at) + 24 * HOUR); // v1 retired when v2 went live
    const { removed, keptInGrace } = await pruneReleases(db(), layout, 1, { now, ...GRACE });
    expect(removed).toContain(`mf-demo/${v1.version}`);
    expect(keptInGrace.map((k) => k.id)).toContain(`mf-demo/${v2.version}`);
  });

  it('a release not served whose retired_at is null (retired before migration 029) counts as long retired', async () => {
    const old = await release('mf-demo', 'f1');
    await release('mf-demo', 'f2');
    await db()
      .updateTable('releases')
      .set({ retired_at: null })
      .where('app', '=', 'mf-demo')
      .where('version', '=', old.version)
      .execute();
    const { removed } = await pruneReleases(db(), layout, 1, { now: tick(), ...GRACE });
    expect(removed).toContain(`mf-demo/${old.version}`);
    expect(onDisk('mf-demo', old.version)).toBe(false);
  });

  it('refuses a grace that is not a whole number of hours from 0', async () => {
    for (const graceHours of [-1, 1.5, Number.NaN]) {
      await expect(pruneReleases(db(), layout, 1, { now: tick(), graceHours })).rejects.toThrow(
        '--grace-hours must be a whole number of hours, at least 0.',
      );
    }
  });
});

describe('migration 029', () => {
  it('adds a null retired_at to the releases an older version recorded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'optio-m029-'));
    const old = openDatabase({ dataDir: dir });
    try {
      const k = old.kysely as unknown as Kysely<unknown>;
      await migrateTo(k, '028_credentials_issued_once');
      const row = {
        app: 'mf-demo',
        version: '1.0.0-b20261127T000000.0123456789',
        git_commit: null,
        contract_hash: 'a'.repeat(64),
        size_bytes: 10,
        created_at: '2026-11-27T00:00:00.000Z',
        created_by: 'before-029',
      };
      await (k as Kysely<Record<string, typeof row>>).insertInto('releases').values(row).execute();
      expect(await migrateToLatest(k)).toContain('029_release_retired_at');
      const after = await (old.kysely as Kysely<Database>)
        .selectFrom('releases')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ ...row, retired_at: null });
    } finally {
      await old.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
