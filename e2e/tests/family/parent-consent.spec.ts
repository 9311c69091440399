import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { linkIn } from '../../support/mailbox';
import {
  card,
  fillRegistration,
  latestMailTo,
  signInThroughForm,
  STRONG_PASSWORD,
  uniqueEmail,
  yearsAgo,
} from '../auth/helpers';

// Issue #14: a parent signs up as a parent, their child under 13 registers, that parent consents
// while signed in, and the child appears, linked, on the family dashboard.
test('parent sign-up → child under 13 registers → that parent consents → linked family dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const parentEmail = uniqueEmail('paula');
  const childEmail = uniqueEmail('ada');

  // 1. The parent creates a parent account and verifies the address.
  await page.goto('/register');
  await page.getByRole('radio', { name: /I'm a parent or guardian/ }).check();
  await fillRegistration(page, {
    first: 'Paula',
    last: 'Parent',
    email: parentEmail,
    dob: yearsAgo(41),
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verification/);
  await page.goto(linkIn(await latestMailTo(parentEmail), '/email-verification'));
  await expect(card(page).getByRole('status')).toContainText('Email verified!');

  // 2. The child registers in their own browser; their own mailbox in disguise is refused.
  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await child.goto('/register');
  await fillRegistration(child, {
    first: 'Ada',
    last: 'Young',
    email: childEmail,
    dob: yearsAgo(10),
    parentEmail: childEmail.replace('@', '+mom@'),
  });
  // Nothing but what consent needs is asked of a child under 13.
  await expect(child.getByLabel('Phone number (optional)')).toHaveCount(0);
  await child.getByRole('button', { name: 'Create account' }).click();
  await expect(
    child.getByText('This is your own email address written another way.'),
  ).toBeVisible();
  await child.getByLabel('Parent/guardian email', { exact: true }).fill(parentEmail);
  await child.getByRole('button', { name: 'Create account' }).click();
  await expect(child).toHaveURL(/\/email-verification/);
  await child.goto(linkIn(await latestMailTo(childEmail), '/email-verification'));
  await expect(card(child).getByRole('status')).toContainText('Email verified!');

  // 3. The parent opens the consent link signed out: it asks them to sign in as a parent.
  const consentLink = linkIn(await latestMailTo(parentEmail), '/parental-consent');
  await page.goto(consentLink);
  await expect(card(page)).toContainText('Ada');
  await expect(page.getByRole('button', { name: 'I give consent' })).toHaveCount(0);
  await expect(card(page).getByRole('link', { name: 'Create a parent account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card(page).getByRole('link', { name: 'Sign in as a parent' }).click();
  await page.getByLabel('Email', { exact: true }).fill(parentEmail);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Back on the consent page, signed in: consent as this parent.
  await expect(page).toHaveURL(/\/parental-consent\?token=/);
  await expect(card(page)).toContainText('You are giving consent as Paula Parent');
  await page.getByRole('button', { name: 'I give consent' }).click();
  await expect(card(page).getByRole('status')).toContainText('Consent recorded');
  await card(page).getByRole('link', { name: 'Go to the family dashboard' }).click();

  // 4. The family dashboard shows the linked child and what consent promised.
  await expect(page).toHaveURL(/\/parent\/dashboard/);
  await expect(page.getByRole('heading', { name: "Ada's learning" })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Ada's data and your consent" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all data (JSON)' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all data (JSON)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^optio-Ada-\d{4}-\d{2}-\d{2}\.json$/);
  await expectNoSeriousA11yViolations(page);

  // 5. The child can sign in now.
  await signInThroughForm(child, childEmail, STRONG_PASSWORD);
  await expect(child).toHaveURL(/\/dashboard$/);
  await childContext.close();
});
