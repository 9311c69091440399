import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from './pages';

test.describe('public pages', () => {
  for (const { path, h1, title } of PUBLIC_PAGES) {
    test(`${path} renders its heading, title and description`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10}/);
    });
  }

  test('the landing page shows its sections and calls to action', async ({ page }) => {
    await page.goto('/');
    const main = page.locator('#main-content');
    await expect(main.getByText('Free to start, no credit card needed').first()).toBeVisible();
    for (const text of [
      'How it works',
      'Frequently asked questions',
      'Learn Today',
      'Progress Over Perfection',
      'Joy of Discovery',
    ]) {
      await expect(main.getByRole('heading', { name: text })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Create Free Account' }).first()).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(main.getByRole('link', { name: 'Try 2-Min Demo' })).toHaveAttribute(
      'href',
      '/demo',
    );
    await expect(main.getByRole('link', { name: 'Try Demo First' })).toHaveAttribute(
      'href',
      '/demo',
    );
    await expect(main.getByText('STEM', { exact: true }).first()).toBeVisible();
  });

  test('an FAQ answer opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/');
    const question = page.getByText('Is Optio really free?');
    const answer = page.getByText(/Creating an account is free/);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });

  test('the academy pages say the signed agreement is completed in person', async ({ page }) => {
    await page.goto('/academy-agreement');
    await expect(
      page.getByText('The signed agreement is completed in person', { exact: true }),
    ).toBeVisible();
  });

  test('an unknown mf-public sub-path lands on /', async ({ page }) => {
    await page.goto('/promo/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Raise doers, not dependents.',
    );
  });

  test('the not-found credential page links home', async ({ page }) => {
    await page.goto('/portfolio/no-such-student');
    await page
      .locator('#main-content')
      .getByRole('link', { name: 'Back to the home page' })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});
