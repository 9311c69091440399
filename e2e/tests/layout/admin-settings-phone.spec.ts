import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { expectNoHorizontalScroll, isPhone } from './menus';

// axe on a full page, on a 2-core machine shared with builds, can take tens of seconds.
test.describe.configure({ timeout: 180_000 });

// The admin's review rules on /admin/settings at 390 px: the form fits, works with its server
// message at the field, and passes axe. Nothing is saved (the XP cap is shared by other specs).
test('admin: the review-settings form fits a phone and shows its refusal at the field', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'phone project only');
  await signInAs(page, demo('admin'));
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Review before credit' });
  const cap = form.getByLabel('Most XP for a personal task');
  await expect(cap).toBeVisible({ timeout: 30_000 });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Require advisor review')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save review rules' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await cap.fill('5');
  await form.getByRole('button', { name: 'Save review rules' }).click();
  await expect(form).toContainText('XP cap must be at least 10');
  await expect(cap).toHaveAttribute('aria-invalid', 'true');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
