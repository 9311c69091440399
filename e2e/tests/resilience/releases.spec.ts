import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { E2E_BASE_URL, E2E_PORT, REPO_ROOT } from '../../support/env';
import { publishRelease, releaseCommand } from '../../support/release';
import { demo, signInAs } from '../../support/session';

// Releases through the operator's command (api/dist/release.js, what `npm run release` runs) on
// the server under test, with the app's build replaced by a patched copy of mf-public/dist
// (e2e/support/patched-build.mjs), so no app is rebuilt.
test.describe.configure({ mode: 'serial' });

const ORIGINAL = 'Raise doers, not dependents.';
const CHANGED = 'Raise doers, release two.';
const EARLIER = 'Raise doers, release one.';

/** Releases `app` from a copy of its dist/ (e2e/support/patched-build.mjs), `from` → `to` in it. */
const releasePatched = (app: string, from: string, to?: string) =>
  publishRelease(app, {
    OPTIO_RELEASE_BUILD: join(REPO_ROOT, 'e2e', 'support', 'patched-build.mjs'),
    ...(to ? { PATCH_FROM: from, PATCH_TO: to } : {}),
  });

/** Releases mf-public with ORIGINAL replaced by `patchTo`. */
const release = (patchTo?: string) => releasePatched('mf-public', ORIGINAL, patchTo);

/** A rollout key on the canary side (bucket < 50) or the stable side of `app`'s canary. */
function rolloutKey(side: 'canary' | 'stable', app = 'mf-public'): string {
  for (let i = 0; ; i++) {
    const key = `a.e2e-rollout-key-${String(i).padStart(6, '0')}`;
    const bucket = createHash('sha256').update(`${app}\n${key}`).digest().readUInt32BE(0) % 100;
    if (bucket < 50 === (side === 'canary')) return key;
  }
}

async function visitor(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'optio_rollout', value: key, url: E2E_BASE_URL }]);
  return context.newPage();
}

const heroOf = (page: Page) => page.getByRole('heading', { level: 1 });

test('release, rollback, canary and promote of mf-public, no other app rebuilt', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  try {
    release();
    const two = release(CHANGED);
    await page.goto('/');
    await expect(heroOf(page)).toHaveText(CHANGED);
    const registry = (await (await page.request.get('/registry.json')).json()) as {
      remotes: { name: string; manifest: string }[];
    };
    const manifest = (name: string) => registry.remotes.find((r) => r.name === name)!.manifest;
    expect(manifest('mf_public')).toBe(`/releases/mf-public/${two}/mf-manifest.json`);
    expect(manifest('mf_demo')).toBe('/remotes/mf-demo/mf-manifest.json');

    releaseCommand(['rollback', 'mf-public']);
    await page.reload();
    await expect(heroOf(page)).toHaveText(ORIGINAL);

    releaseCommand(['canary', 'mf-public', two, '50']);
    const onCanary = await visitor(browser, rolloutKey('canary'));
    const onStable = await visitor(browser, rolloutKey('stable'));
    for (let reload = 0; reload < 3; reload++) {
      await onCanary.goto('/');
      await onStable.goto('/');
      await expect(heroOf(onCanary)).toHaveText(CHANGED);
      await expect(heroOf(onStable)).toHaveText(ORIGINAL);
    }

    releaseCommand(['promote', 'mf-public']);
    await onCanary.reload();
    await onStable.reload();
    await expect(heroOf(onCanary)).toHaveText(CHANGED);
    await expect(heroOf(onStable)).toHaveText(CHANGED);
  } finally {
    // The original text live again for whatever runs next.
    release();
  }
});

/** mf-public's panel on the admin Platform page, and one of its facts (Live version, Canary). */
const publicPanel = (page: Page) => page.getByRole('region', { name: 'mf-public', exact: true });
const fact = (page: Page, term: string) =>
  publicPanel(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the admin rolls mf-public back and promotes its canary from the Platform page, audited', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const landing = await (await browser.newContext()).newPage();
  try {
    // Its own text, so this release differs from the one the test before left live.
    const one = release(EARLIER);
    const two = release(CHANGED);
    await signInAs(page, demo('admin'));
    await page.goto('/admin/platform');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform');
    await expect(fact(page, 'Live version')).toHaveText(two);
    const history = publicPanel(page).getByRole('region', { name: 'Release history' });
    await expect(history.getByRole('row', { name: new RegExp(`${two} \\(live\\)`) })).toBeVisible();
    await expect(history.getByRole('row', { name: new RegExp(one) })).toContainText('e2e');
    await expect(fact(page, 'Canary')).toHaveText('No canary');

    const rollback = publicPanel(page).getByRole('button', { name: 'Roll back' });
    await rollback.click();
    const dialog = page.getByRole('dialog', { name: 'Roll back mf-public?' });
    await expect(dialog).toContainText(`from ${two} to ${one}`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await expect(dialog).toBeHidden();
    await expect(fact(page, 'Live version')).toHaveText(one);
    await expect(rollback).toBeFocused();
    await landing.goto('/');
    await expect(heroOf(landing)).toHaveText(EARLIER);

    await page.goto('/admin/audit');
    const audit = page.getByRole('table', { name: 'Audit log entries, newest first' });
    await expect(
      audit
        .getByRole('row')
        .filter({ hasText: 'Release rolled back' })
        .filter({ hasText: `Live release: ${two} → ${one}` }),
    ).toContainText(demo('admin'));

    releaseCommand(['canary', 'mf-public', two, '50']);
    await page.goto('/admin/platform');
    await expect(fact(page, 'Canary')).toHaveText(`50 % of users on ${two}`);
    await publicPanel(page).getByRole('button', { name: 'Promote canary' }).click();
    const promoteDialog = page.getByRole('dialog', { name: 'Promote mf-public?' });
    await expect(promoteDialog).toContainText(two);
    await promoteDialog.getByRole('button', { name: 'Promote' }).click();
    await expect(promoteDialog).toBeHidden();
    await expect(fact(page, 'Canary')).toHaveText('No canary');
    await expect(fact(page, 'Live version')).toHaveText(two);
    await expect(publicPanel(page).getByRole('button', { name: 'Promote canary' })).toBeDisabled();
    await landing.reload();
    await expect(heroOf(landing)).toHaveText(CHANGED);
  } finally {
    await landing.context().close();
    release();
  }
});

test('a remote on its own origin: a registry entry with an absolute manifest URL', async ({
  page,
}) => {
  // A second server on another port whose registry loads mf-demo from the server under test.
  const dataDir = mkdtempSync(join(tmpdir(), 'optio-e2e-origin-'));
  const port = E2E_PORT + 57;
  const registry = JSON.parse(readFileSync(join(REPO_ROOT, 'registry.json'), 'utf8')) as {
    remotes: { name: string; manifest: string }[];
  };
  for (const remote of registry.remotes) {
    if (remote.name === 'mf_demo') remote.manifest = `${E2E_BASE_URL}${remote.manifest}`;
  }
  writeFileSync(join(dataDir, 'registry.json'), JSON.stringify(registry));
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, [join(REPO_ROOT, 'api', 'dist', 'server.js')], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        OPTIO_DATA_DIR: dataDir,
        OPTIO_REGISTRY_FILE: join(dataDir, 'registry.json'),
        OPTIO_SEED_DEMO: '0',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
      },
    });
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, {
        timeout: 30_000,
      })
      .toBe(200);
    const fromOtherOrigin: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`${E2E_BASE_URL}/remotes/mf-demo/`)) {
        fromOtherOrigin.push(request.url());
      }
    });
    const response = await page.goto(`${base}/demo`);
    expect(response!.headers()['content-security-policy']).toContain(
      `script-src 'self' ${E2E_BASE_URL}`,
    );
    await expect(heroOf(page)).toHaveText('Try Optio in two minutes');
    expect(fromOtherOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  } finally {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const COPYRIGHT = 'All rights reserved.';
const COPYRIGHT_NEXT = 'All rights reserved, shell two.';

/** Releases the shell with its footer's COPYRIGHT replaced by `patchTo`. */
const releaseShell = (patchTo?: string) => releasePatched('shell', COPYRIGHT, patchTo);

test('a shell canary: each visitor keeps their shell, served without the app and in it; promote gives it to all', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const footerOf = (page: Page) => page.getByRole('contentinfo');
  const onCanary = await visitor(browser, rolloutKey('canary', 'shell'));
  const onStable = await visitor(browser, rolloutKey('stable', 'shell'));
  try {
    const stable = releaseShell();
    const next = releaseShell(COPYRIGHT_NEXT);
    releaseCommand(['rollback', 'shell', stable]);
    releaseCommand(['canary', 'shell', next, '50']);
    for (let reload = 0; reload < 3; reload++) {
      await onCanary.goto('/');
      await onStable.goto('/');
      await expect(footerOf(onCanary)).toContainText(COPYRIGHT_NEXT);
      await expect(footerOf(onStable)).toContainText(COPYRIGHT);
      await expect(footerOf(onStable)).not.toContainText(COPYRIGHT_NEXT);
    }
    // Inside the running app too (/demo is not served without it): the canary's own bundle.
    await onCanary.goto('/demo');
    await expect(onCanary.locator('html')).not.toHaveAttribute('data-lite', '');
    await expect(footerOf(onCanary)).toContainText(COPYRIGHT_NEXT);
    await expectNoSeriousA11yViolations(onCanary);

    releaseCommand(['promote', 'shell']);
    await onStable.reload();
    await expect(footerOf(onStable)).toContainText(COPYRIGHT_NEXT);
  } finally {
    await onCanary.context().close();
    await onStable.context().close();
    // An unpatched shell live again for whatever runs next.
    releaseShell();
  }
});
