import { execFileSync } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../../support/env';
import { publishRelease, releaseCommand } from '../../support/release';
import { demo, signInAs } from '../../support/session';

test.describe.configure({ mode: 'serial' });

test('a remote whose files are gone is contained, and Try again recovers it', async ({ page }) => {
  const dist = join(REPO_ROOT, 'mf-student', 'dist');
  const hidden = `${dist}.e2e-hidden`;
  rmSync(hidden, { recursive: true, force: true });
  renameSync(dist, hidden);
  try {
    await signInAs(page, demo('student'));
    await page.goto('/dashboard');
    const panel = page.getByRole('alert').filter({ hasText: 'This part of Optio didn’t load' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    // The shell and the other remotes still work.
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Raise doers, not dependents.',
    );
    await page.goBack();
    await expect(panel).toBeVisible();

    renameSync(hidden, dist);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
  } finally {
    if (existsSync(hidden)) {
      rmSync(dist, { recursive: true, force: true });
      renameSync(hidden, dist);
    }
  }
});

function snapshot(dir: string): Record<string, number> {
  return Object.fromEntries(readdirSync(dir).map((f) => [f, statSync(join(dir, f)).mtimeMs]));
}

/** Regenerates mf-public's content modules from its Markdown (a release compiles them in place). */
const compileContent = () =>
  execFileSync(process.execPath, [join(REPO_ROOT, 'mf-public', 'build', 'content.mjs')], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
  });

/**
 * Edits one mf-public source and releases mf-public alone from it (`npm run release`, a real
 * build): the page shows the edit while no other app's files change; a rollback to the release
 * made before the edit brings the original back. Whatever earlier tests left live, the first
 * release makes this test's starting point the sources as they are.
 */
async function expectReleaseShows(
  page: Page,
  path: string,
  original: string,
  changed: string,
  file: string,
) {
  const before = readFileSync(file, 'utf8');
  const untouched = ['shell', 'mf-public'].map((app) => snapshot(join(REPO_ROOT, app, 'dist')));
  const baseline = publishRelease('mf-public');
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
    try {
      writeFileSync(file, before.split(original).join(changed));
      publishRelease('mf-public');
    } finally {
      writeFileSync(file, before);
      compileContent();
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
    // Served without the app to this signed-out visitor: the HTML itself is the new release's.
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
  } finally {
    releaseCommand(['rollback', 'mf-public', baseline]);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
  // A release builds into its own folder: neither the shell's dist/ nor mf-public's was touched.
  expect(['shell', 'mf-public'].map((app) => snapshot(join(REPO_ROOT, app, 'dist')))).toEqual(
    untouched,
  );
}

test('an edited landing released with mf-public alone is what the running platform shows; a rollback restores it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The landing's words are Markdown too (mf-public/README.md "The landing page").
  const file = join(REPO_ROOT, 'mf-public', 'content', 'landing.en.md');
  const original = 'Raise doers, not dependents.';
  await expectReleaseShows(page, '/', original, 'Raise doers, not dependents. Today.', file);
});

test('a Markdown promo page edited and released with mf-public alone changes the promo page; a rollback restores it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // What a marketing editor edits (mf-public/README.md); the build compiles it.
  const file = join(REPO_ROOT, 'mf-public', 'content', 'promo', 'credit-tracker.en.md');
  await expectReleaseShows(
    page,
    '/promo/credit-tracker',
    'Credits that add up on their own',
    'Credits that count themselves',
    file,
  );
});
