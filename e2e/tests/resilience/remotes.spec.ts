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

function findFileContaining(dir: string, text: string): string | null {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      const found = findFileContaining(full, text);
      if (found) return found;
    } else if (
      /\.(ts|tsx|json)$/.test(entry) &&
      !entry.includes('.test.') &&
      readFileSync(full, 'utf8').includes(text)
    ) {
      return full;
    }
  }
  return null;
}

const rebuildPublic = () =>
  execFileSync(process.execPath, ['scripts/build.mjs', 'mf-public'], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
  });

/** Edits one mf-public source, rebuilds mf-public alone, and checks the page shows the edit
 * while the shell's files stay untouched; restores and rebuilds afterwards. */
async function expectRebuildShows(
  page: Page,
  path: string,
  original: string,
  changed: string,
  file: string,
) {
  const before = readFileSync(file, 'utf8');
  const shellFiles = snapshot(join(REPO_ROOT, 'shell', 'dist'));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
  try {
    writeFileSync(file, before.split(original).join(changed));
    rebuildPublic();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
    // Served without the app to this signed-out visitor: the HTML itself is mf-public's new build.
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
    expect(snapshot(join(REPO_ROOT, 'shell', 'dist'))).toEqual(shellFiles);
  } finally {
    writeFileSync(file, before);
    rebuildPublic();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
}

test('rebuilding only mf-public changes what the running platform shows', async ({ page }) => {
  test.setTimeout(180_000);
  const original = 'Raise doers, not dependents.';
  const source = findFileContaining(join(REPO_ROOT, 'mf-public', 'src'), original);
  expect(source, 'the hero text lives in an mf-public source file').not.toBeNull();
  await expectRebuildShows(page, '/', original, 'Raise doers, not dependents. Today.', source!);
});

test('a Markdown promo page edited and mf-public redeployed alone changes the promo page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // What a marketing editor edits (mf-public/README.md); the build compiles it.
  const file = join(REPO_ROOT, 'mf-public', 'content', 'promo', 'credit-tracker.en.md');
  await expectRebuildShows(
    page,
    '/promo/credit-tracker',
    'Credits that add up on their own',
    'Credits that count themselves',
    file,
  );
});
