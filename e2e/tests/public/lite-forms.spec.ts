import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { latestMailTo } from '../../support/mailbox';
import { appRequests, expectLiteRequests, recordRequests } from '../../support/lite';

// The promo and consultation pages are served without the app to a signed-out visitor too: their
// request form is an island of the shell's islands script (shell/src/islands/leadForm.ts) that
// checks, sends and confirms as the app's form does. See api/src/lib/static/lite.ts.
for (const path of [
  '/promo',
  '/promo/credit-tracker',
  '/promo/homeschool-portfolio',
  '/promo/teacher-consultation',
  '/consultation',
]) {
  test(`${path} loads no app script: one islands script, styles inline`, async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.pub-lead button[type="submit"]')).toBeEnabled();
    expectLiteRequests(requests);
  });
}

test('the promo form without the app: contract messages, axe, then a lead stored and confirmed', async ({
  page,
}) => {
  const requests = recordRequests(page);
  const email = `lite-promo-${Date.now()}@example.com`;
  await page.goto('/promo/credit-tracker');
  const send = page.getByRole('button', { name: 'Send me the sample' });
  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel(/Your name/)).toBeFocused();
  await expect(page.getByLabel(/Your name/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/Your name/).fill('Grace Hopper');
  await page.getByLabel(/^Email/).fill('not-an-address');
  await expect(page.getByText('Name is required')).toBeHidden();
  await send.click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toBeFocused();

  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel('I am a…').selectOption('teacher');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
  await send.click();
  expect((await posted).postDataJSON()).toEqual({
    kind: 'promo-credit-tracker',
    name: 'Grace Hopper',
    email,
    role: 'teacher',
  });
  const status = page.getByRole('status');
  await expect(status).toContainText('we’ve emailed you a confirmation');
  await expect(status.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  expect(await latestMailTo(email, 30_000)).toContain('sample transcript');
  await expectNoSeriousA11yViolations(page);
  expect(appRequests(requests)).toEqual([]);
});
