import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/env';
import { appRequests, expectLiteRequests, recordRequests } from '../../support/lite';
import { demo, signInAs } from '../../support/session';

// `/` and the legal and academy pages are served without the app to a signed-out visitor: the
// build-time HTML, its CSS inlined, and one small islands script. The app (React, the Module
// Federation runtime, the shared singletons) is fetched on intent. See api/src/lib/static/lite.ts.
for (const path of ['/', '/terms', '/academy-handbook']) {
  test(`${path} loads no app script before intent: one islands script, styles inline`, async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
    await page.waitForTimeout(1000);
    expectLiteRequests(requests);
  });
}

test('hovering a login link fetches the app; clicking it shows a working login page', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/', { waitUntil: 'load' });
  const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
  await login.hover();
  await expect.poll(() => appRequests(requests).length).toBeGreaterThan(0);
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(demo('student'));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a signed-in visitor gets the app on `/`, never the calls to action', async ({ page }) => {
  await signInAs(page, demo('student'));
  await page.goto('/', { waitUntil: 'commit' });
  const hero = page.getByRole('region', { name: 'Raise doers, not dependents.' });
  await expect(hero).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-lite', '');
  await expect(hero.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(hero.getByRole('link')).toHaveCount(0);
});

test('links between lite pages stay ordinary page loads without the app', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('html')).toHaveAttribute('data-lite', '');
  expect(appRequests(requests)).toEqual([]);
});

test('the theme switch works without the app', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(appRequests(requests)).toEqual([]);
});
