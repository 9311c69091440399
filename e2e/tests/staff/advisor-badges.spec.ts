import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { accessToken, PNG_1PX } from './staff-helpers';

test('an advisor creates a badge that the demo student then sees with progress', async ({
  page,
  browser,
}) => {
  const name = `Family Historian ${Date.now().toString(36)}`;
  await signInAs(page, demo('advisor'));
  await page.goto('/advisor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advisor workspace');
  await page.getByRole('link', { name: 'Create a badge' }).click();
  await expect(page).toHaveURL(/\/advisor\/badges\/create$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a badge');

  // Client-side validation with the shared rules.
  await page.getByRole('button', { name: 'Create badge' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Link at least one quest')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Preserves the stories behind family recipes.');
  await page.getByLabel('Identity statement').fill('I am a keeper of family stories');
  await page.getByLabel('Primary pillar').selectOption('civics');
  await page.getByLabel('Image (optional)').setInputFiles({
    name: 'badge.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await page.getByLabel('Search quests').fill('Family Recipe');
  await page.getByRole('button', { name: 'Add Family Recipe Book' }).click();
  await expect(page.getByRole('button', { name: 'Remove Family Recipe Book' })).toBeVisible();
  await page.getByLabel('Minimum quests completed').fill('1');
  await page.getByLabel('Minimum XP in linked quests').fill('500');

  // The live preview follows the form.
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview).toContainText('I am a keeper of family stories');
  await expect(preview).toContainText('Complete 1 of 1 linked quests and earn 500 XP');
  await expectNoSeriousA11yViolations(page);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/advisor/badges') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create badge' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/advisor$/);
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();

  // The demo student completed Family Recipe Book: the badge shows with its progress.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAs(student, demo('student'));
  const list = await student.request.get('/api/records/badges', {
    headers: { Authorization: `Bearer ${await accessToken(student.request, demo('student'))}` },
  });
  expect(list.status()).toBe(200);
  const { badges } = (await list.json()) as { badges: { name: string; progress: number }[] };
  const mine = badges.find((b) => b.name === name);
  expect(mine?.progress).toBeGreaterThan(0);
  await student.goto('/badges');
  await expect(student.getByText(name)).toBeVisible();
  await studentContext.close();
});

test('an advisor opens a student, recommends a badge and writes to them', async ({
  page,
  browser,
}) => {
  await signInAs(page, demo('advisor'));
  await page.goto('/advisor');
  await page.getByRole('link', { name: 'Sam Patel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam Patel');
  await expect(page.getByRole('table', { name: 'XP earned in each pillar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent evidence' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const recommend = page.getByRole('form', { name: /Recommend a badge to Sam/ });
  const choice = recommend.getByLabel('Badge');
  // The seed gives Sam badges he has not claimed, so there is always one to recommend.
  await expect(choice.locator('option')).not.toHaveCount(1);
  await choice.selectOption({ index: 1 });
  const badgeName = (await choice.locator('option:checked').textContent())!.trim();
  const sent = page.waitForResponse((r) => r.url().includes('/recommendations'));
  await recommend.getByRole('button', { name: 'Recommend badge' }).click();
  expect((await sent).status()).toBe(201);

  const text = `Great progress this week ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  const posted = page.waitForResponse(
    (r) => r.url().includes('/api/messages/with/') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(text);

  // The student sees the recommendation on /badges.
  const student = await (await browser.newContext()).newPage();
  await signInAs(student, demo('student'));
  await student.goto('/badges');
  const recommended = student.getByRole('region', { name: 'Recommended by your advisor' });
  await expect(recommended).toContainText(badgeName);
  await expect(recommended).toContainText('suggests this badge');
  await student.context().close();
});
