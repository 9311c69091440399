import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { yearsAgo } from './helpers';

// axe-core: no serious or critical violation on any auth screen, including its error states.

const screens: [string, string][] = [
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password?token=abc', 'Choose a new password'],
  ['/reset-password', 'Choose a new password'],
  ['/email-verification?email=someone%40example.com', 'Check your email'],
  ['/parental-consent/revoke?token=abc', 'Withdraw parental consent'],
];

for (const [path, heading] of screens) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoSeriousA11yViolations(page);
  });
}

test('login and register with their validation errors shown', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/register');
  await page.getByLabel('Date of birth', { exact: true }).fill(yearsAgo(9));
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the login form works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).focus();
  await page.keyboard.type('nobody-at-all@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('.auth-card').getByRole('alert')).toHaveText(
    'Invalid email or password',
  );
});
