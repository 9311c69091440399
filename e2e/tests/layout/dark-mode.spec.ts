import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { expectScreenShown, type Role } from './menus';

// axe on a full page, on a 2-core machine shared with builds, can take tens of seconds.
test.describe.configure({ timeout: 240_000 });

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BACKGROUND = 'rgb(248, 247, 252)';

const SCREENS: [Role | 'visitor', string][] = [
  ['visitor', '/'],
  ['visitor', '/login'],
  ['student', '/dashboard'],
  ['student', '/quests'],
  ['student', '/credits'],
  ['parent', '/parent/dashboard'],
  ['admin', '/admin/users'],
];

test.describe('dark theme from prefers-color-scheme', () => {
  test.use({ colorScheme: 'dark' });

  for (const [role, path] of SCREENS) {
    test(`${role} ${path} is dark and passes axe`, async ({ page }) => {
      if (role !== 'visitor') await signInAs(page, demo(role));
      await page.goto(path);
      await expectScreenShown(page);
      expect(await background(page)).not.toBe(LIGHT_BACKGROUND);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the footer switch forces light, and the choice survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expectScreenShown(page);
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await expect(theme).toHaveValue('system');
    await theme.selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    expect(await background(page)).not.toBe(LIGHT_BACKGROUND);
  });
});

test('on a light system the switch turns dark on, next to the language', async ({ page }) => {
  await page.goto('/login');
  await expectScreenShown(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await footer.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).not.toBe(LIGHT_BACKGROUND);
  await expectNoSeriousA11yViolations(page);
});
