import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expectNoHorizontalScroll } from './menus';

// The landing as a signed-out visitor's phone gets it: served without the app (lite.spec.ts),
// accessible, nothing wider than the screen, the philosophy dialog usable.
test('the landing served without the app passes axe and fits a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-lite', '');
  await expect(page.getByRole('link', { name: 'Create Free Account' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Read Our Full Philosophy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Our Philosophy: The Process Is The Goal' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
