import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { expectNoHorizontalScroll, expectScreenShown, isPhone } from './menus';

test.describe.configure({ timeout: 180_000 });

test('the admin Platform page fits a 390 px phone and passes axe', async ({ page }) => {
  test.skip(!isPhone(page), 'phone project only');
  await signInAs(page, demo('admin'));
  await page.goto('/admin/platform');
  await expectScreenShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform');
  await expect(page.getByRole('heading', { level: 2, name: 'mf-admin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Errors per version' }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
