import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ReleaseRefused } from '../src/features/releases/errors';
import { lockApp, releaseDir } from '../src/features/releases/files';
import type { PlatformLayout } from '../src/features/releases/registry';
import { endCanary, publishRelease, rollback, startCanary } from '../src/features/releases/service';
import { pruneReleases } from '../src/features/releases/prune';
import { startServer, type TestServer } from './helpers';
import {
  contractOf,
  keysOnBothSides,
  layoutOf,
  REMOTE_NEEDS,
  SHELL_PROVIDES,
  stagedBuild,
  writeSite,
} from './release-fixtures';

let server: TestServer;
let layout: PlatformLayout;
const db = () => server.app.ctx.db.kysely;
let clock = Date.parse('2026-11-28T00:00:00Z');
const tick = () => new Date((clock += 1000));

beforeAll(async () => {
  server = await startServer();
  layout = layoutOf(server);
  writeSite(server);
});
afterAll(async () => {
  await server.close();
});

async function release(app: string, marker: string, contract?: string) {
  const staging = await stagedBuild(layout, app, marker, contract);
  return publishRelease(db(), layout, {
    app,
    staging,
    packageVersion: '1.0.0',
    gitCommit: 'abc123',
    createdBy: 'tester',
    at: tick(),
  });
}

type Registry = { remotes: { name: string; manifest: string; version?: string }[] };
async function manifestOf(app: string, cookie?: string): Promise<string> {
  const res = await fetch(`${server.url}/registry.json`, {
    headers: cookie ? { cookie: `optio_rollout=${cookie}` } : {},
  });
  expect(res.headers.get('cache-control')).toBe('no-store');
  const registry = (await res.json()) as Registry;
  return registry.remotes.find((r) => r.name === app.replace('-', '_'))!.manifest;
}

describe('release and rollback', () => {
  it('serves an app from its dist/ until it is released, then from the immutable release', async () => {
    expect(await manifestOf('mf-public')).toBe('/remotes/mf-public/mf-manifest.json');
    const row = await release('mf-public', 'one');
    expect(row.version).toMatch(/^1\.0\.0-b20261128T\d{6}\.[0-9a-f]{10}$/);
    expect(row).toMatchObject({ app: 'mf-public', git_commit: 'abc123', created_by: 'tester' });
    expect(row.size_bytes).toBeGreaterThan(0);
    expect(row.contract_hash).toMatch(/^[0-9a-f]{64}$/);
    const manifest = await manifestOf('mf-public');
    expect(manifest).toBe(`/releases/mf-public/${row.version}/mf-manifest.json`);
    const asset = await fetch(server.url + manifest);
    expect(await asset.text()).toContain('"marker":"one"');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    // The other app is untouched.
    expect(await manifestOf('mf-demo')).toBe('/remotes/mf-demo/mf-manifest.json');
  });

  it('composes the prerendered page of the release the visitor gets', async () => {
    const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<p>one</p>');
  });

  it('releases of two apps at once both end up live', async () => {
    const [pub, demo] = await Promise.all([release('mf-public', 'two'), release('mf-demo', 'd1')]);
    expect(await manifestOf('mf-public')).toContain(pub.version);
    expect(await manifestOf('mf-demo')).toContain(demo.version);
  });

  it('rolls back to the previous release, and to a named one, without a build', async () => {
    const before = await manifestOf('mf-public');
    const { from, to } = await rollback(db(), layout, 'mf-public', undefined, tick());
    expect(before).toContain(from!);
    expect(await manifestOf('mf-public')).toContain(to);
    const back = await fetch(server.url + (await manifestOf('mf-public')));
    expect(await back.text()).toContain('"marker":"one"');
    await rollback(db(), layout, 'mf-public', from!, tick());
    expect(await manifestOf('mf-public')).toBe(before);
  });

  it('refuses an unknown version, and an app name that is not one', async () => {
    const live = await manifestOf('mf-public');
    await expect(rollback(db(), layout, 'mf-public', '9.9.9-nope', tick())).rejects.toThrow(
      'mf-public has no release 9.9.9-nope.',
    );
    await expect(rollback(db(), layout, '../etc', undefined, tick())).rejects.toThrow(
      'Unknown app "../etc"',
    );
    expect(await manifestOf('mf-public')).toBe(live);
  });

  it('refuses a remote whose contract the live shell does not satisfy, leaving the live one', async () => {
    const live = await manifestOf('mf-public');
    const needsReact20 = contractOf('mf-public', { react: '^20.0.0', '@optio/ui': '^1.0.0' });
    const refusal = release('mf-public', 'react20', needsReact20);
    await expect(refusal).rejects.toThrow(ReleaseRefused);
    await expect(refusal).rejects.toThrow(
      'mf-public needs react ^20.0.0, but the shell provides 19.3.1',
    );
    expect(await manifestOf('mf-public')).toBe(live);
  });

  it('refuses a shell release that would break a live remote', async () => {
    const oldReact = contractOf('shell', {}, { react: '18.3.1', '@optio/ui': '1.0.0' });
    await expect(release('shell', 'react18', oldReact)).rejects.toThrow(
      'mf-public needs react ^19.0.9, but the shell provides 18.3.1',
    );
  });

  it('refuses a second release of the same app while one runs, nor another app', async () => {
    const unlock = await lockApp(layout.releasesRoot, 'mf-demo');
    await expect(lockApp(layout.releasesRoot, 'mf-demo')).rejects.toThrow(
      /Another release of mf-demo is running/,
    );
    // Another app is not blocked.
    await (
      await lockApp(layout.releasesRoot, 'mf-public')
    )();
    await unlock();
    await (
      await lockApp(layout.releasesRoot, 'mf-demo')
    )();
  });

  it('prune keeps the newest and the live releases and clears leftovers of killed releases', async () => {
    await release('mf-demo', 'd2');
    await release('mf-demo', 'd3');
    const live = (await manifestOf('mf-demo')).split('/')[3]!;
    const leftover = join(layout.releasesRoot, 'mf-demo', '.staging-999999-dead');
    await import('node:fs/promises').then((fs) => fs.mkdir(leftover, { recursive: true }));
    // No grace: d1 and d2 went out of service a few (test) seconds ago.
    const { removed } = await pruneReleases(db(), layout, 1, { now: tick(), graceHours: 0 });
    expect(removed.filter((id) => id.startsWith('mf-demo/'))).toHaveLength(2);
    expect(existsSync(releaseDir(layout.releasesRoot, 'mf-demo', live))).toBe(true);
    expect(existsSync(leftover)).toBe(false);
    expect(readdirSync(join(layout.releasesRoot, 'mf-demo'))).toEqual([live]);
    expect(await manifestOf('mf-demo')).toContain(live);
  });
});

describe('canary', () => {
  it('splits visitors by a stable hash, each keeping their side, until promoted', async () => {
    const stable = await release('mf-public', 'stable');
    const next = await release('mf-public', 'next');
    await rollback(db(), layout, 'mf-public', stable.version, tick());
    await startCanary(db(), layout, 'mf-public', next.version, 50, tick());
    const keys = keysOnBothSides('mf-public');
    for (let reload = 0; reload < 3; reload++) {
      expect(await manifestOf('mf-public', keys.canary)).toContain(next.version);
      expect(await manifestOf('mf-public', keys.stable)).toContain(stable.version);
    }
    const page = await fetch(`${server.url}/`, {
      headers: { accept: 'text/html', cookie: `optio_rollout=${keys.canary}` },
    });
    expect(await page.text()).toContain('<p>next</p>');
    await endCanary(db(), 'mf-public', 'promote', tick());
    expect(await manifestOf('mf-public', keys.stable)).toContain(next.version);
    expect(await manifestOf('mf-public', keys.canary)).toContain(next.version);
  });

  it('gives a first-time visitor a rollout cookie while a canary runs; abort ends it', async () => {
    const other = await release('mf-public', 'other');
    await rollback(db(), layout, 'mf-public', undefined, tick());
    await startCanary(db(), layout, 'mf-public', other.version, 10, tick());
    const res = await fetch(`${server.url}/registry.json`);
    expect(res.headers.get('set-cookie')).toMatch(/^optio_rollout=a\.[\w-]+;.*HttpOnly/);
    await endCanary(db(), 'mf-public', 'abort', tick());
    await expect(endCanary(db(), 'mf-public', 'abort', tick())).rejects.toThrow(
      'mf-public has no canary running.',
    );
    await expect(startCanary(db(), layout, 'mf-public', other.version, 0, tick())).rejects.toThrow(
      'from 1 to 99',
    );
  });

  it('keys a signed-in user by their id: the same side on every device', async () => {
    const a = await server.client().init();
    const b = await server.client().init();
    await a.login('student@optio.test', 'Optio-Demo-2026!');
    await b.login('student@optio.test', 'Optio-Demo-2026!');
    expect(a.cookies.get('optio_rollout')).toMatch(/^u\./);
    expect(a.cookies.get('optio_rollout')).toBe(b.cookies.get('optio_rollout'));
  });
});

describe('a shell release', () => {
  /** A shell build whose page and one hashed chunk are named after `marker` (hex digits). */
  async function releaseShell(marker: string, provides: Record<string, string> = SHELL_PROVIDES) {
    const staging = await stagedBuild(layout, 'shell', marker, contractOf('shell', {}, provides));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(staging, 'index.html'), `<!doctype html><title>Shell ${marker}</title>`);
    await writeFile(join(staging, `main.${marker}.js`), `var shell = '${marker}';`);
    return publishRelease(db(), layout, {
      app: 'shell',
      staging,
      packageVersion: '1.0.0',
      gitCommit: null,
      createdBy: 'tester',
      at: tick(),
    });
  }
  const get = (path: string, key?: string) =>
    fetch(`${server.url}${path}`, {
      headers: { accept: 'text/html', ...(key ? { cookie: `optio_rollout=${key}` } : {}) },
    });
  const titleFor = async (key?: string) =>
    /<title>([^<]*)<\/title>/.exec(await (await get('/quests', key)).text())?.[1];

  it('serves pages and the shell’s files from the live shell release', async () => {
    await releaseShell('0123456789');
    expect(await titleFor()).toBe('Shell 0123456789');
    const script = await fetch(`${server.url}/main.0123456789.js`);
    expect(await script.text()).toBe("var shell = '0123456789';");
    // Its dist/ was never a release: there is nothing to roll back to.
    await expect(rollback(db(), layout, 'shell', undefined, tick())).rejects.toThrow(
      'shell has no release before the live one.',
    );
  });

  it('a shell canary: each visitor keeps their shell across reloads; chunks outlive its end', async () => {
    const stable = await releaseShell('a0a0a0a0');
    const next = await releaseShell('b0b0b0b0');
    await rollback(db(), layout, 'shell', stable.version, tick());
    await startCanary(db(), layout, 'shell', next.version, 50, tick());
    const keys = keysOnBothSides('shell');
    for (let reload = 0; reload < 3; reload++) {
      expect(await titleFor(keys.canary)).toBe('Shell b0b0b0b0');
      expect(await titleFor(keys.stable)).toBe('Shell a0a0a0a0');
    }
    // A first visit gets its key with the page, and keeps the page's side from then on.
    const first = await get('/quests');
    const key = /^optio_rollout=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(key).toMatch(/^a\./);
    const firstTitle = /<title>([^<]*)<\/title>/.exec(await first.text())?.[1];
    expect(await titleFor(key)).toBe(firstTitle);
    expect(first.headers.get('vary')).toContain('Cookie');
    expect(await (await get('/main.b0b0b0b0.js', keys.canary)).text()).toBe(
      "var shell = 'b0b0b0b0';",
    );

    await endCanary(db(), 'shell', 'abort', tick());
    expect(await titleFor(keys.canary)).toBe('Shell a0a0a0a0');
    // A page the canary served before the abort still loads its own chunks.
    const chunk = await get('/main.b0b0b0b0.js', keys.canary);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe("var shell = 'b0b0b0b0';");
    expect((await get('/main.c0c0c0c0.js')).status).toBe(404);
  });

  it('checks a remote against every shell served: the live one and a canary', async () => {
    const extra = { ...SHELL_PROVIDES, '@optio/extra': '2.0.0' };
    const stable = await releaseShell('d0d0d0d0', extra);
    const next = await releaseShell('e0e0e0e0');
    await rollback(db(), layout, 'shell', stable.version, tick());
    await startCanary(db(), layout, 'shell', next.version, 20, tick());
    const needsExtra = contractOf('mf-demo', { ...REMOTE_NEEDS, '@optio/extra': '^2.0.0' });
    await expect(release('mf-demo', 'needs-extra', needsExtra)).rejects.toThrow(
      'mf-demo needs @optio/extra ^2.0.0, which the shell does not provide',
    );
    await endCanary(db(), 'shell', 'abort', tick());
    await expect(release('mf-demo', 'needs-extra', needsExtra)).resolves.toBeDefined();
    // And a shell canary that would break that live remote is refused in turn.
    await expect(startCanary(db(), layout, 'shell', next.version, 20, tick())).rejects.toThrow(
      'Refused: shell does not fit what is live.',
    );
  });
});
