import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { demo, signInAs } from '../../support/session';

/**
 * Issue #22 end to end: a visitor arrives from a campaign, asks for a promo page's resource and
 * gets it by e-mail; the marketing user finds the lead, marks it contacted and sees the campaign
 * count rise.
 */
test.setTimeout(180_000);

async function campaignRow(page: Page, campaign: string) {
  await page.goto('/admin/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('main .optio-spinner')).toHaveCount(0);
  return page.getByRole('row').filter({ hasText: campaign });
}

/** Nothing wider than the screen: the page itself never scrolls sideways. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a promo lead gets its resource; marketing follows it up and sees the campaign count rise', async ({
  browser,
}) => {
  const campaign = `e2e-${Date.now()}`;
  const email = `promo-${Date.now()}@example.com`;

  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, demo('marketing'));
  const before = await campaignRow(staff, campaign);
  await expect(before).toHaveCount(0);

  // The visitor arrives from the campaign and asks for the sample transcript.
  const visitor = await (await browser.newContext()).newPage();
  const counted = visitor.waitForResponse((r) => r.url().includes('/api/campaigns/visit'));
  await visitor.goto(
    `/promo/credit-tracker?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
  );
  expect((await counted).status()).toBe(200);
  await visitor.getByLabel(/Your name/).fill('Grace Hopper');
  await visitor.getByLabel(/^Email/).fill(email);
  await visitor.getByRole('button', { name: 'Send me the sample' }).click();
  await expect(visitor.getByRole('status')).toContainText('we’ve emailed you a confirmation');

  // The resource arrives in the mailbox as a signed link that downloads the PDF.
  const mail = await latestMailTo(email, 30_000);
  expect(mail).toContain('sample transcript');
  const link = linkIn(mail, '/api/resources/sample-transcript');
  const pdf = await visitor.request.get(link.replace(/^https?:\/\/[^/]+/, ''));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // Marketing sees the campaign count rise.
  const after = await campaignRow(staff, campaign);
  await expect(after).toHaveCount(1);
  await expect(after.locator('[data-metric="visits"]')).toHaveText('1');
  await expect(after.locator('[data-metric="leads"]')).toHaveText('1');
  await expect(staff.getByRole('img', { name: /Bar chart/ })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);

  // …finds the lead by its campaign, and marks it contacted.
  await staff.goto('/admin/leads');
  await expect(staff.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await staff.getByLabel('Campaign').fill(campaign);
  await expect(staff.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(staff);
  await staff.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await expect(staff.getByText(email)).toBeVisible();
  await staff.getByLabel('Status').selectOption('contacted');
  await staff.getByLabel('Notes').fill('Sent a follow-up on the sample.');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Lead saved')).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await staff.getByRole('link', { name: 'Back to leads' }).click();
  await staff.getByLabel('Campaign').fill(campaign);
  await expect(staff.getByRole('row').filter({ hasText: 'Grace Hopper' })).toContainText(
    'Contacted',
  );

  // The menu holds Leads and Campaigns, and nothing of users, safety or settings.
  const nav = staff.getByRole('navigation', { name: 'Admin', exact: true });
  await expect(nav.getByRole('link')).toHaveText(['Leads', 'Campaigns']);
  await staff.goto('/admin/users');
  await expect(staff).toHaveURL(/\/admin\/leads$/);
});

test('the marketing screens fit a 390 px screen', async ({ browser }) => {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  ).newPage();
  await signInAs(page, demo('marketing'));
  for (const path of ['/admin/leads', '/admin/campaigns']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main .optio-spinner')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  }
});

test('the landing page links to the consultation and the promo pages', async ({ page }) => {
  await page.goto('/');
  for (const [name, path] of [
    ['Book a free consultation', '/consultation'],
    ['Get the homeschool portfolio checklist', '/promo/homeschool-portfolio'],
    ['See a sample transcript and credit report', '/promo/credit-tracker'],
    ['Plan with an Optio teacher', '/promo/teacher-consultation'],
    ['Get the starter guide', '/promo'],
  ] as const)
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', path);
});
