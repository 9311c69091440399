import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { registerVerifiedUser } from './staff-helpers';

test('an admin promotes a freshly registered user to advisor, who then reaches /advisor', async ({
  page,
  browser,
}) => {
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  const first = `Nadia${Date.now().toString(36)}`;
  const account = await registerVerifiedUser(newcomer.request, first);

  await signInAs(page, demo('admin'));
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Search by name or e-mail').fill(account.email);
  await page.getByRole('link', { name: `${first} Newcomer` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${first} Newcomer`);
  await expectNoSeriousA11yViolations(page);

  // Before: a student is sent away from /advisor.
  await signInAs(newcomer, account.email, account.password);
  await newcomer.goto('/advisor');
  await expect(newcomer).toHaveURL(/\/dashboard$/);

  await page.getByLabel('Role').selectOption('advisor');
  await page.getByLabel('Subscription tier').selectOption('creator');
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save role and tier' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('.admin-facts')).toContainText('Advisor');

  await newcomer.goto('/advisor');
  await expect(newcomer.getByRole('heading', { level: 1 })).toHaveText('Advisor workspace');
  await expect(
    newcomer.getByText('No students are assigned to you yet.', { exact: false }),
  ).toBeVisible();
  await newcomerContext.close();

  // The audit log names who changed what.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  // Other specs running beside this one also write audit rows, so find ours by what it says.
  const change = page
    .getByRole('table', { name: 'Audit log entries, newest first' })
    .getByRole('row')
    .filter({ hasText: 'User changed' })
    .filter({ hasText: 'role: student → advisor' })
    .first();
  await expect(change).toContainText('Ada Admin');
});

test('an admin sees quests and badges and an educator reads users without changing them', async ({
  page,
}) => {
  await signInAs(page, demo('admin'));
  await page.goto('/admin/quests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quests');
  await expect(page.getByRole('link', { name: 'Family Recipe Book' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Family Recipe Book' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit quest');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Family Recipe Book');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/admin/badges');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Badges');
  await expectNoSeriousA11yViolations(page);

  await page.context().clearCookies();
  await signInAs(page, demo('educator'));
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.getByLabel('Search by name or e-mail').fill('student@optio.test');
  await page.getByRole('link', { name: 'Sam Patel' }).click();
  await expect(
    page.getByText('Educators can view accounts; only admins change them.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save role and tier' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
