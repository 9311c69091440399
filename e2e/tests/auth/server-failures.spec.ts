import { expect, test, type Page, type Route } from '@playwright/test';
import { card, fillRegistration, toast, uniqueEmail, yearsAgo } from './helpers';

// docs/product.md#errors failure texts. Only here are failures injected, with Playwright routing: the real
// API cannot be made to answer 503 or not at all on demand.

type Failure = { status: number } | 'no-response';

async function fail(page: Page, path: string, failure: Failure): Promise<void> {
  await page.route(`**${path}`, (route: Route) =>
    failure === 'no-response'
      ? route.abort('failed')
      : route.fulfill({ status: failure.status, contentType: 'application/json', body: '{}' }),
  );
}

async function submitLogin(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.com');
  await page.getByLabel('Password', { exact: true }).fill('whatever-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('login failures', () => {
  for (const [failure, text, toasted] of [
    [{ status: 429 }, 'Too many login attempts. Please wait a moment and try again.', false],
    [{ status: 503 }, 'Service temporarily unavailable. Please try again in a few moments.', true],
    [{ status: 500 }, 'Server error. Please contact support if this continues.', true],
    ['no-response', 'Connection error. Please check your internet connection.', false],
    [{ status: 418 }, 'Login failed. Please try again.', false],
  ] as const) {
    const name = failure === 'no-response' ? 'no response' : String(failure.status);
    test(`${name} shows "${text}"`, async ({ page }) => {
      await page.goto('/login');
      await fail(page, '/api/auth/login', failure);
      await submitLogin(page);
      await expect(card(page).getByRole('alert')).toHaveText(text);
      if (toasted) await expect(toast(page, text)).toBeVisible();
      else await expect(toast(page, text)).toHaveCount(0);
    });
  }

  test('shows "Signing in..." while the request is pending', async ({ page }) => {
    await page.goto('/login');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/login', async (route) => {
      await gate;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"error":"x","message":"Invalid email or password"}',
      });
    });
    await submitLogin(page);
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(card(page).getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page);
    await expect(card(page).getByRole('alert')).toHaveText('Invalid email or password');
  });
});

test.describe('registration failures (always a toast)', () => {
  async function submitRegistration(page: Page) {
    await fillRegistration(page, {
      first: 'Ada',
      last: 'Lovelace',
      email: uniqueEmail('fail'),
      dob: yearsAgo(20),
    });
    await page.getByRole('button', { name: 'Create account' }).click();
  }

  for (const [failure, text] of [
    [{ status: 500 }, 'Server error. Please try again later or contact support if this continues.'],
    [{ status: 429 }, 'Too many registration attempts. Please wait a few minutes and try again.'],
    [{ status: 400 }, 'Invalid registration data. Please check all fields and try again.'],
  ] as const) {
    test(`${failure.status} shows "${text}"`, async ({ page }) => {
      await page.goto('/register');
      await fail(page, '/api/auth/register', failure);
      await submitRegistration(page);
      await expect(toast(page, text)).toBeVisible();
    });
  }

  for (const [failure, text] of [
    [{ status: 503 }, 'Service temporarily unavailable. Please try again in a few moments.'],
    ['no-response', 'Connection error. Please check your internet connection and try again.'],
  ] as const) {
    const name = failure === 'no-response' ? 'no response' : String(failure.status);
    test(`${name} is retried 5 times in all, then shows "${text}"`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/register');
      let attempts = 0;
      await page.route('**/api/auth/register', (route) => {
        attempts += 1;
        return failure === 'no-response'
          ? route.abort('failed')
          : route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      });
      await submitRegistration(page);
      await expect(page.getByRole('button', { name: 'Creating account...' })).toBeVisible();
      await expect.poll(() => attempts).toBe(1);
      // Waits of 3000, 4500, 6750 and 10125 ms plus up to 1000 ms of jitter each: jump ahead.
      await expect
        .poll(
          async () => {
            if (attempts < 5) await page.clock.runFor(5_000);
            return attempts;
          },
          { timeout: 30_000 },
        )
        .toBe(5);
      await expect(toast(page, text)).toBeVisible();
      expect(attempts).toBe(5);
    });
  }
});

test.describe('forgot and reset failures', () => {
  test('forgot password: 429 and the default', async ({ page }) => {
    await page.goto('/forgot-password');
    await fail(page, '/api/auth/forgot-password', { status: 429 });
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(card(page).getByRole('alert')).toHaveText(
      'Too many password reset requests. Please wait an hour before trying again.',
    );
    await page.unroute('**/api/auth/forgot-password');
    await fail(page, '/api/auth/forgot-password', 'no-response');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(card(page).getByRole('alert')).toHaveText(
      'An error occurred. Please try again later.',
    );
  });

  test('reset password: no response shows the default text', async ({ page }) => {
    await page.goto('/reset-password?token=abc');
    await fail(page, '/api/auth/reset-password', 'no-response');
    await page.getByLabel('New password', { exact: true }).fill('Learn-Today-2026!');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Learn-Today-2026!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(card(page).getByRole('alert')).toHaveText(
      'An error occurred while resetting your password. Please try again.',
    );
  });

  test('reset password: an unknown token shows the server text and the new-reset link', async ({
    page,
  }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('Learn-Today-2026!');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Learn-Today-2026!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(card(page).getByRole('alert')).toContainText('Invalid or expired reset token');
    await expect(page.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
