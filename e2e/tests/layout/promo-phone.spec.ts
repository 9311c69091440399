import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expectNoHorizontalScroll } from './menus';

// A promo page as a signed-out visitor's phone gets it: served without the app (public/
// lite-forms.spec.ts), its form usable, accessible and nothing wider than the screen.
test('a promo page served without the app fits a phone, its form errors included', async ({
  page,
}) => {
  await page.goto('/promo/homeschool-portfolio');
  await expect(page.locator('html')).toHaveAttribute('data-lite', '');
  await expectNoHorizontalScroll(page);
  const send = page.locator('.pub-lead button[type="submit"]');
  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
});
