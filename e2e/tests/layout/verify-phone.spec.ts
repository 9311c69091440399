import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, isPhone } from './menus';

// The public credential check (issue #16) fits a 390 px phone, form and result alike.
test.use({ viewport: { width: 390, height: 844 } });

test('/verify fits 390 px with a result shown', async ({ page }) => {
  test.skip(!isPhone(page), 'phone project only');
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a credential' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByLabel('Credential JSON').fill(
    JSON.stringify({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: 'urn:uuid:a-very-long-identifier-that-should-wrap-rather-than-widen-the-page-0123456789',
      type: ['VerifiableCredential'],
    }),
  );
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('verify-result')).toBeVisible();
  await expectNoHorizontalScroll(page);
});
