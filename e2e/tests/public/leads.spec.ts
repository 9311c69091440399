import { expect, test } from '@playwright/test';
import { latestMailTo } from '../../support/mailbox';

test.describe('request forms', () => {
  test('the consultation form validates before sending', async ({ page }) => {
    await page.goto('/consultation');
    await page.getByRole('button', { name: 'Request a consultation' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByLabel(/Your name/)).toBeFocused();
    await page.getByLabel(/Your name/).fill('Ada');
    await page.getByLabel(/^Email/).fill('not-an-address');
    await page.getByRole('button', { name: 'Request a consultation' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
  });

  test('a consultation request is stored and confirmed by e-mail', async ({ page }) => {
    const email = `lead-${Date.now()}@example.com`;
    await page.goto('/consultation');
    await page.getByLabel(/Your name/).fill('Ada Lovelace');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel('I am a…').selectOption('parent');
    await page.getByLabel(/Tell us about your learner/).fill('Twelve, loves maths and music.');
    await page.getByRole('button', { name: 'Request a consultation' }).click();
    await expect(page.getByRole('status')).toContainText('we’ve emailed you a confirmation');
    const mail = await latestMailTo(email);
    expect(mail).toMatch(/Ada/);
  });
});
