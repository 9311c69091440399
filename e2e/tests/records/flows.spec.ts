import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';

// The demo promises of issue 7: the demo student claims a badge, and publishes a portfolio that
// opens signed out (with the work, without the confidential lyrics).

test('the demo student claims a badge', async ({ page }) => {
  await signInAs(page, demo('student'));
  await page.goto('/badges');
  await page.getByRole('button', { name: /^Claimable \(\d+\)$/ }).click();
  await page.getByRole('link', { name: 'Family Historian', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Family Historian', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Claim badge' }).click();
  await expect(page.getByRole('status')).toContainText('You claimed this badge on');
  await page.getByRole('link', { name: '← All badges' }).click();
  await page.getByRole('button', { name: /^Mine \(\d+\)$/ }).click();
  const mine = page.getByRole('list', { name: /^Mine/ });
  await expect(mine.getByRole('link', { name: 'Family Historian' })).toBeVisible();
  await expect(mine).toContainText('Claimed');
});

test('a published portfolio opens signed out with the work', async ({ page, browser }) => {
  await signInAs(page, demo('student'));
  await page.goto('/profile');
  await page.getByLabel('Portfolio address').fill('sam-patel-demo');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Make my portfolio public' }).click();
  await expect(page.getByText('Your portfolio is public.')).toBeVisible();
  await expect(page.getByRole('link', { name: /\/portfolio\/sam-patel-demo/ })).toBeVisible();

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto('/portfolio/sam-patel-demo');
  await expect(
    anon.getByRole('heading', { level: 1, name: 'Sam Patel’s Portfolio' }),
  ).toBeVisible();
  await expect(anon.getByRole('heading', { name: 'Interview a family cook' })).toBeVisible();
  await expect(anon.getByText(/Grandma Asha/)).toBeVisible();
  await expect(anon.getByText('Write the lyrics')).toHaveCount(0);
  await expect(anon.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Sam Patel — Portfolio/,
  );
  await expectNoSeriousA11yViolations(anon);

  // Private again: the same address is now the not-found page.
  await page.getByRole('button', { name: 'Make my portfolio private' }).click();
  await expect(page.getByText('Your portfolio is private', { exact: false })).toBeVisible();
  await anon.goto('/portfolio/sam-patel-demo');
  await expect(anon.getByRole('heading', { level: 1 })).toHaveText(
    'This portfolio is private or doesn’t exist',
  );
  await visitor.close();
});
