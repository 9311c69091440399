import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';

test('an advisor sees the students assigned to them', async ({ page }) => {
  await signInAs(page, demo('advisor'));
  await page.goto('/advisor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advisor workspace');
  await expect(page.getByText('student@optio.test')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a parent sees their linked child on the family dashboard', async ({ page }) => {
  await signInAs(page, demo('parent'));
  await page.goto('/parent/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family Dashboard');
  const children = page.getByRole('navigation', { name: 'Your children' });
  // Other specs may link more children to the demo parent; the seeded child is always there.
  await expect(children.getByRole('link', { name: /Sam Patel/ })).toBeVisible();
  await expect(children.locator('a[aria-current="page"]')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

// Admins get the full Platform overview (platform.spec.ts); educators this check from the browser.
test('an educator sees every remote of the live registry and its health', async ({ page }) => {
  await signInAs(page, demo('educator'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'mf_public' })).toContainText('Healthy');
  await expect(rows).toHaveCount(8);
  await expectNoSeriousA11yViolations(page);
});
