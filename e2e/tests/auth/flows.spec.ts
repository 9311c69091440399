import { expect, test, type Response } from '@playwright/test';
import { linkIn } from '../../support/mailbox';
import {
  card,
  expectOnDashboard,
  fillRegistration,
  latestMailTo,
  OTHER_STRONG_PASSWORD,
  signInThroughForm,
  STRONG_PASSWORD,
  toast,
  uniqueEmail,
  yearsAgo,
} from './helpers';

// Whole journeys through the real API, reading the mails it writes to the mailbox folder.

test('register → mailed verification link → login → logout', async ({ page }) => {
  const email = uniqueEmail('flow');
  await page.goto('/register');
  await fillRegistration(page, { first: 'Grace', last: 'Hopper', email, dob: yearsAgo(25) });
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/email-verification\?email=/);
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(card(page).getByText(email)).toBeVisible();
  // A reload keeps the address (it travels in the query string as well as in router state).
  await page.reload();
  await expect(card(page).getByText(email)).toBeVisible();

  // Before verifying, sign-in is refused with the server's explanation.
  await signInThroughForm(page, email, STRONG_PASSWORD);
  await expect(card(page).getByRole('alert')).toContainText('verify your email');

  const link = linkIn(await latestMailTo(email), '/email-verification');
  await page.goto(link);
  await expect(card(page).getByText('Email verified! You can now sign in.')).toBeVisible();
  await card(page).getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectOnDashboard(page);
  await expect(toast(page, 'Welcome to Optio, Grace!')).toBeVisible();

  // The session survives a reload (the refresh cookie restores it): the marker cookie sends the
  // refresh first, so no profile call is refused on the way.
  const refusedProfileCalls: string[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname === '/api/auth/me' && response.status() === 401) {
      refusedProfileCalls.push(response.url());
    }
  };
  page.on('response', onResponse);
  await page.reload();
  await expectOnDashboard(page);
  page.off('response', onResponse);
  expect(refusedProfileCalls).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password → mailed reset link → reset → login with the new password; the link works once', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await page.goto('/register');
  await fillRegistration(page, { first: 'Katherine', last: 'Johnson', email, dob: yearsAgo(30) });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verification/);
  await latestMailTo(email);

  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(card(page).getByRole('status')).toContainText('If an account exists for that email');

  let mail = '';
  await expect
    .poll(async () => {
      mail = await latestMailTo(email);
      return mail.includes('/reset-password');
    })
    .toBe(true);
  const resetLink = linkIn(mail, '/reset-password');

  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill(OTHER_STRONG_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(OTHER_STRONG_PASSWORD);
  await expect(page.getByText('Passwords match')).toBeVisible();
  // Accept the alert from inside the event: awaiting it and accepting later can hang Chromium.
  let alertMessage = '';
  page.once('dialog', (alert) => {
    alertMessage = alert.message();
    void alert.accept();
  });
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(alertMessage).toBe('Password reset successful!');

  // The old password no longer works; the new one does (the reset also verified the address).
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(card(page).getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(OTHER_STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectOnDashboard(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Reusing the link fails with the server's text and offers a new reset.
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('Joy-Of-Discovery-42!');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Joy-Of-Discovery-42!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(card(page).getByRole('alert')).toContainText('Invalid or expired reset token');
  await card(page).getByRole('link', { name: 'Request a new password reset' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("an under-13 account cannot sign in until the parent's consent link is opened", async ({
  page,
}) => {
  const email = uniqueEmail('child');
  const parentEmail = uniqueEmail('parent');
  await page.goto('/register');
  await fillRegistration(page, {
    first: 'Ada',
    last: 'Young',
    email,
    dob: yearsAgo(10),
    parentEmail,
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verification/);

  await page.goto(linkIn(await latestMailTo(email), '/email-verification'));
  await expect(card(page).getByRole('status')).toContainText('Email verified!');

  await signInThroughForm(page, email, STRONG_PASSWORD);
  await expect(card(page).getByRole('alert')).toContainText('consent');
  await expect(page).toHaveURL(/\/login$/);

  // Consent is given by a signed-in parent account (issue #14; the whole journey is in
  // e2e/tests/family/parent-consent.spec.ts): signed out, the link asks the parent to sign in.
  const consentLink = linkIn(await latestMailTo(parentEmail), '/parental-consent');
  await page.goto(consentLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parental consent');
  await expect(card(page)).toContainText('Ada');
  await expect(card(page).getByRole('link', { name: 'Sign in as a parent' })).toBeVisible();
  await card(page).getByRole('link', { name: 'Create a parent account' }).click();
  await expect(page).toHaveURL(/\/register\?account_type=parent$/);
  await expect(page.getByRole('radio', { name: /I'm a parent or guardian/ })).toBeChecked();

  // Still locked until that parent consents.
  await signInThroughForm(page, email, STRONG_PASSWORD);
  await expect(card(page).getByRole('alert')).toContainText('consent');
});
