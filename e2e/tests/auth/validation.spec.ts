import { expect, test } from '@playwright/test';
import { yearsAgo } from './helpers';

// docs/product.md#validation: every client-side validation message, verbatim. No request reaches the API here.

test.describe('login validation', () => {
  test('required fields, e-mail pattern and the 6-character minimum', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    // focus goes to the first invalid field
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('the show/hide toggle reveals the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    const toggle = page.getByRole('button', { name: 'Show password' });
    await password.fill('secret-1');
    await expect(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('register validation', () => {
  test('every required field has its message', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Date of birth is required for age verification',
      'Password is required',
      'Please confirm your password',
      'You must accept the Terms of Service and Privacy Policy',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  });

  test('e-mail pattern, password rules and confirmation', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email', { exact: true }).fill('ada@');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('abcdefghijkl');
    await page.getByLabel('Confirm password', { exact: true }).fill('abcdefghijkm');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Password must contain: an uppercase letter, a number, a special character'),
    ).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('the strength meter lists up to 3 unmet items then "And N more..."', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Password', { exact: true }).fill('a');
    const meter = page.locator('.optio-strength');
    await expect(meter.getByText('Strength: Very weak')).toBeVisible();
    await expect(meter.getByRole('listitem')).toHaveText([
      'At least 12 characters',
      'One uppercase letter',
      'One number',
      'And 1 more...',
    ]);
    await page.getByLabel('Password', { exact: true }).fill('Abcdefghij1!klmnopqr');
    await expect(meter.getByText('Strength: Strong')).toBeVisible();
    await expect(meter.getByRole('list')).toHaveCount(0);
  });

  test('a date of birth under 13 reveals the COPPA note and requires the parent e-mail', async ({
    page,
  }) => {
    await page.goto('/register');
    const note = page.getByText(
      'Note: Users under 13 require parental consent to use Optio (COPPA compliance)',
    );
    await expect(note).toHaveCount(0);
    await page.getByLabel('Date of birth', { exact: true }).fill(yearsAgo(9));
    await expect(note).toBeVisible();
    const parent = page.getByLabel('Parent/guardian email', { exact: true });
    await expect(parent).toBeVisible();
    await expect(
      page.getByText('Your parent or guardian will receive an email to verify their consent.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Parent/guardian email is required for users under 13'),
    ).toBeVisible();
    await parent.fill('mum@');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();

    await page.getByLabel('Date of birth', { exact: true }).fill(yearsAgo(20));
    await expect(note).toHaveCount(0);
  });

  test('the country list follows the order of docs/product.md#countries', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('Country', { exact: true }).locator('option')).toHaveText([
      'Select a country',
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Germany',
      'France',
      'Spain',
      'Italy',
      'Japan',
      'China',
      'India',
      'Brazil',
      'Mexico',
      'Other',
    ]);
  });
});

test.describe('forgot and reset validation', () => {
  test('forgot password needs a valid e-mail', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('nobody');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
  });

  test('reset password without a token', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(
      page.getByText('Invalid or missing reset token. Please request a new password reset.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('reset password: minimum length, live match indicator, mismatch on submit', async ({
    page,
  }) => {
    await page.goto('/reset-password?token=some-token');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('Learn-Today-2026!');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Learn-Today-2026');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill('Learn-Today-2026!');
    await expect(page.getByText('Passwords match')).toBeVisible();

    await page.getByLabel('Confirm new password', { exact: true }).fill('Learn-Today-2027!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });
});
