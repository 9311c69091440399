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
import { expect, test } from '@playwright/test';
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

test('rebuilding only mf-public changes what the running platform shows', async ({ page }) => {
  test.setTimeout(180_000);
  const original = 'Raise doers, not dependents.';
  const changed = 'Raise doers, not dependents. Today.';
  const source = findFileContaining(join(REPO_ROOT, 'mf-public', 'src'), original);
  expect(source, 'the hero text lives in an mf-public source file').not.toBeNull();
  const file = source as string;
  const before = readFileSync(file, 'utf8');
  const shellFiles = snapshot(join(REPO_ROOT, 'shell', 'dist'));
  const build = () =>
    execFileSync(process.execPath, ['scripts/build.mjs', 'mf-public'], {
      cwd: REPO_ROOT,
      stdio: 'pipe',
    });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
  try {
    writeFileSync(file, before.split(original).join(changed));
    build();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
    expect(snapshot(join(REPO_ROOT, 'shell', 'dist'))).toEqual(shellFiles);
  } finally {
    writeFileSync(file, before);
    build();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
});
