import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { E2E_BASE_URL, REPO_ROOT } from '../../support/env';
import { demo, signInAs } from '../../support/session';

// `npm run preview -- mf-public` with a real build, beside the server under test: a marketing
// editor's Markdown edit shows in the preview, composed with the live shell, while the live site
// keeps the live page; mf-public's dist/ is not touched.
test.describe.configure({ mode: 'serial' });

const PAGE = '/promo/credit-tracker';
const FILE = join(REPO_ROOT, 'mf-public', 'content', 'promo', 'credit-tracker.en.md');
const ORIGINAL = 'Credits that add up on their own';
const DRAFT = 'Credits that add up on their own, drafted';

const snapshot = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((f) => [f, statSync(join(dir, f)).mtimeMs]));

/** Starts the preview and resolves with its address once its first build is served. */
function startPreview(): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'api', 'dist', 'preview.js'), 'mf-public'],
    {
      env: { ...process.env, PREVIEW_PORT: '0', PREVIEW_LIVE_URL: E2E_BASE_URL },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors += d));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      printed += d;
      const port = /open http:\/\/localhost:(\d+)\//.exec(printed)?.[1];
      if (port && printed.includes('Draft of mf-public built')) resolve(`http://127.0.0.1:${port}`);
      if (printed.includes('does not build')) reject(new Error(`draft build failed: ${errors}`));
    });
    child.on('exit', (code) => reject(new Error(`preview exited (${code}): ${errors}`)));
  });
  return { child, ready };
}

test('a Markdown edit shows in the preview inside the running platform while the live site keeps the live page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = readFileSync(FILE, 'utf8');
  const dist = snapshot(join(REPO_ROOT, 'mf-public', 'dist'));
  writeFileSync(FILE, before.split(ORIGINAL).join(DRAFT));
  const preview = startPreview();
  try {
    const base = await preview.ready;

    // Signed out: the page served without the app, from the draft, in the live shell's chrome.
    await page.goto(`${base}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT);
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${E2E_BASE_URL}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORIGINAL);

    // Signed in (the live API's session; cookies are per host, not per port): the app itself
    // runs, loading the draft's mf-public through the preview's registry.
    await signInAs(page, demo('student'));
    await page.goto(`${base}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT);
    await expect(page.locator('html')).not.toHaveAttribute('data-lite', '');
    await page.goto(`${E2E_BASE_URL}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORIGINAL);
  } finally {
    preview.child.kill('SIGTERM');
    writeFileSync(FILE, before);
    execFileSync(process.execPath, [join(REPO_ROOT, 'mf-public', 'build', 'content.mjs')], {
      cwd: REPO_ROOT,
      stdio: 'pipe',
    });
  }
  expect(snapshot(join(REPO_ROOT, 'mf-public', 'dist'))).toEqual(dist);
});
