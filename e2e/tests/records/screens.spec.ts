import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';

// Every records screen of the demo student renders real data and passes axe; the transcript
// downloads as a PDF; the admin's credit settings page renders.

async function checkA11y(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

test('each records screen renders for the demo student and is accessible', async ({ page }) => {
  // Nine screens, each scanned by axe: on a 2-core machine that is more than the default minute.
  test.setTimeout(180_000);
  await signInAs(page, demo('student'));

  await page.goto('/badges');
  await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Storyteller' })).toBeVisible();
  await checkA11y(page);

  await page.getByRole('link', { name: 'Storyteller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storyteller' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compose Your First Song' })).toHaveAttribute(
    'href',
    /\/quests\/[0-9a-f-]{36}$/,
  );
  await expect(
    page.getByRole('progressbar', { name: 'Progress toward Storyteller' }),
  ).toBeVisible();
  await checkA11y(page);

  await page.goto('/badge-progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Badge progress' })).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await checkA11y(page);

  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Mathematics credits' })).toBeVisible();
  await expect(page.getByText(/of 24\.0 credits/).first()).toBeVisible();
  await checkA11y(page);

  await page.goto('/transcript');
  await expect(page.getByRole('heading', { level: 1, name: 'Transcript' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Social Studies/ })).toContainText(
    'Family Recipe Book',
  );
  await checkA11y(page);

  await page.goto('/diploma');
  await expect(page.getByRole('heading', { level: 1, name: 'Diploma' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your diploma is in progress' })).toBeVisible();
  await expect(page.getByText('Your diploma is private', { exact: false })).toBeVisible();
  await checkA11y(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  await expect(page.getByRole('heading', { name: /items?$/ })).toBeVisible();
  await checkA11y(page);
});

test('the transcript downloads as a PDF', async ({ page }) => {
  await signInAs(page, demo('student'));
  await page.goto('/transcript');
  await expect(page.getByRole('row', { name: /Social Studies/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the admin changes credit settings on an accessible page', async ({ page }) => {
  await signInAs(page, demo('admin'));
  await page.goto('/admin/credits');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Credits and diploma requirements' }),
  ).toBeVisible();
  await expect(page.getByLabel('XP per credit')).toHaveValue('2000');
  await expect(page.getByRole('link', { name: 'Credits', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await checkA11y(page);
  // A total below the subjects' sum is refused with a message on the field.
  await page.getByLabel('Total credits for the diploma').fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/at least the sum of the subject requirements \(23\.5\)/),
  ).toBeVisible();
});
