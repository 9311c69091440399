import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { PUBLIC_PAGES } from './pages';

test.describe('accessibility of public pages', () => {
  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the open philosophy modal has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Read Our Full Philosophy' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a form with validation errors has no serious or critical axe violation', async ({
    page,
  }) => {
    await page.goto('/consultation');
    await page.getByRole('button', { name: 'Request a consultation' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
