import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { PASSWORD, registerStudent } from '../social/accounts';
import { expectScreenShown, isPhone, MENUS, openMenu, ROLES } from './menus';

// axe on a full page, on a 2-core machine shared with builds, can take tens of seconds.
test.describe.configure({ timeout: 240_000 });

// Runs in the `phone` (390x844, touch) and `tablet` (768x1024) projects: every role reaches every
// entry of its menu (through the drawer on a phone) and each screen passes axe.
for (const role of ROLES) {
  test(`${role}: every menu entry is reachable and accessible`, async ({ page }) => {
    await signInAs(page, demo(role));
    await page.goto(MENUS[role][0]!.path);
    await expectScreenShown(page);

    for (const entry of MENUS[role]) {
      const menu = await openMenu(page);
      await expect(menu.getByRole('link')).toHaveText(MENUS[role].map((e) => e.label));
      await menu.getByRole('link', { name: entry.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
      await expectScreenShown(page);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('the drawer traps focus, closes on Escape and holds the name and Logout', async ({ page }) => {
  test.skip(!isPhone(page), 'the drawer is the phone layout');
  await signInAs(page, demo('student'));
  await page.goto('/dashboard');
  await expectScreenShown(page);
  // The phone's top bar has no room for the name and Logout: they live in the drawer.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();

  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sam Patel' })).toHaveAttribute('href', '/profile');
  await expectNoSeriousA11yViolations(page);

  // Tab around the whole drawer (and once more): focus never leaves it.
  const stops = await drawer.locator('a, button').count();
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(button).toBeFocused();

  // Touch targets: every control of the drawer is at least 44 px tall.
  await button.click();
  for (const control of await drawer.locator('a, button').all()) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }

  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('an observer reaches their feed and logs out on a phone', async ({ page }) => {
  test.skip(!isPhone(page), 'the drawer is the phone layout');
  await signInAs(page, demo('observer'));
  await page.goto('/observer');
  await expectScreenShown(page);
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Observer feed' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('renaming yourself changes the name in the menu at once', async ({ page, request }) => {
  test.skip(!isPhone(page), 'one layout is enough: the same session store feeds both');
  const account = await registerStudent(request, 'Rena', 'Before');
  await signInAs(page, account.email, PASSWORD);
  await page.goto('/profile');
  await expectScreenShown(page);
  await page.getByLabel('First name').fill('Renata');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved')).toBeVisible();
  await openMenu(page);
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Renata Before' }),
  ).toBeVisible();
});
