import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { expectNoHorizontalScroll } from '../layout/menus';
import { PNG_1PX } from '../staff/staff-helpers';
import {
  completePersonalTask,
  pickUpQuest,
  readCredits,
  session,
  subjectThatMoves,
} from './review-helpers';

// Review before credit from the staff side (issue 15): the demo student's advisor works the
// review queue, and an admin sets the review rules. Runs in the `shared-state` project: it moves
// the demo student's credits and, for a while, the platform's XP cap, which other specs read.

test('an advisor returns one personal task with a comment and approves another', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const studentApi = await playwright.request.newContext({ baseURL });
  const student = await session(studentApi, demo('student'));
  const before = await readCredits(studentApi, student);
  const subject = subjectThatMoves(before, before.xp_per_credit);
  const questId = await pickUpQuest(studentApi, student);
  const stamp = Date.now();
  const approveTitle = `Approve me ${stamp}`;
  const returnTitle = `Return me ${stamp}`;
  await completePersonalTask(studentApi, student, {
    questId,
    title: approveTitle,
    subject,
    text: 'I sketched three designs and tested the best one.',
    link: 'https://example.org/garden-plan',
    file: { name: 'garden.png', mimeType: 'image/png', buffer: PNG_1PX },
  });
  await completePersonalTask(studentApi, student, {
    questId,
    title: returnTitle,
    subject,
    text: 'Done.',
  });

  // The advisor reaches the queue from the menu and sees the work with its evidence.
  await signInAs(page, demo('advisor'));
  await page.goto('/advisor');
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Reviews', exact: true })
    .click();
  await expect(page).toHaveURL(/\/advisor\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible({
    timeout: 30_000,
  });
  const toApprove = page.getByTestId('review-item').filter({ hasText: approveTitle });
  const toReturn = page.getByTestId('review-item').filter({ hasText: returnTitle });
  await expect(toApprove).toContainText('Sam Patel');
  await expect(toApprove).toContainText('150 XP');
  await expect(toApprove).toContainText('I sketched three designs and tested the best one.');
  await expect(
    toApprove.getByRole('link', { name: 'https://example.org/garden-plan' }),
  ).toBeVisible();
  // The advisor opens the student's file (served to the assigned advisor, saved under its name).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    toApprove.getByRole('button', { name: 'Open garden.png' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('garden.png');
  await expectNoSeriousA11yViolations(page);

  // Returning needs a comment: the dialog says so at the field, then sends it.
  await toReturn.getByRole('button', { name: `Return ${returnTitle}` }).click();
  const returnDialog = page.getByRole('dialog', { name: `Return “${returnTitle}”?` });
  await returnDialog.getByRole('button', { name: 'Return with comment' }).click();
  await expect(returnDialog).toContainText('Say what to change before returning the work');
  await expectNoSeriousA11yViolations(page);
  const comment = 'Add a photo of the finished beds and what you measured.';
  await returnDialog.getByLabel('What should Sam change?').fill(comment);
  await returnDialog.getByRole('button', { name: 'Return with comment' }).click();
  await expect(returnDialog).toHaveCount(0);
  await expect(toReturn.getByTestId('review-done')).toHaveText(
    `Returned to Sam with your comment: “${comment}”`,
  );
  await expect(toReturn.getByTestId('review-done')).toBeFocused();

  // Approving is confirmed first; Cancel changes nothing.
  await toApprove.getByRole('button', { name: `Approve ${approveTitle}` }).click();
  const approveDialog = page.getByRole('dialog', { name: `Approve “${approveTitle}”?` });
  await approveDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(approveDialog).toHaveCount(0);
  await expect(toApprove.getByRole('button', { name: `Approve ${approveTitle}` })).toBeFocused();
  await toApprove.getByRole('button', { name: `Approve ${approveTitle}` }).click();
  await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toApprove.getByTestId('review-done')).toHaveText(
    'Approved: its 150 XP now counts toward Sam’s credits.',
  );
  await expect(page.getByText(`Approved “${approveTitle}”.`)).toBeVisible();
  await expect(page.getByText(`Approved “${approveTitle}”.`)).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  // At phone width the queue, with both decisions shown, fits without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toReturn.getByTestId('review-done')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // The decisions stuck: a fresh load no longer lists either piece of work.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Diplomas to sign off' })).toBeVisible();
  await expect(page.getByTestId('review-item').filter({ hasText: String(stamp) })).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  // The student's credits moved by the approved task only; the returned one shows the comment.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInAs(studentPage, demo('student'));
  await studentPage.goto('/credits');
  const after = (Math.round((before.total_earned + 0.1) * 10) / 10).toFixed(1);
  const total = `${after} of ${before.total_required.toFixed(1)} credits`;
  await expect(studentPage.getByText(total, { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  const awaiting = studentPage.getByTestId('credits-awaiting-review');
  await expect(awaiting.getByRole('listitem').filter({ hasText: approveTitle })).toHaveCount(0);
  const returned = awaiting.getByRole('listitem').filter({ hasText: returnTitle });
  await expect(returned).toContainText('returned');
  await expect(returned).toContainText(`Comment: ${comment}`);
  const now = await readCredits(studentApi, student);
  expect(now.total_earned).toBeCloseTo(before.total_earned + 0.1, 5);
  await studentContext.close();
});

test('an admin changes the personal-task XP cap and sees it saved', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL;
  const adminApi = await playwright.request.newContext({ baseURL });
  const admin = await session(adminApi, demo('admin'));
  const previous = (await (
    await adminApi.get('/api/admin/review-settings', { headers: admin.headers })
  ).json()) as { require_advisor_review: boolean; personal_task_xp_cap: number };
  const next = previous.personal_task_xp_cap === 175 ? 180 : 175;
  try {
    await signInAs(page, demo('admin'));
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Review before credit' });
    const cap = form.getByLabel('Most XP for a personal task');
    await expect(cap).toHaveValue(String(previous.personal_task_xp_cap), { timeout: 30_000 });
    await expect(form.getByLabel('Require advisor review')).toBeChecked({
      checked: previous.require_advisor_review,
    });

    // The server's message shows at the field.
    await cap.fill('5');
    await form.getByRole('button', { name: 'Save review rules' }).click();
    await expect(form).toContainText('XP cap must be at least 10');
    await expect(cap).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await cap.fill(String(next));
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/review-settings') && r.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Save review rules' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Review rules saved.')).toBeVisible();
    await expect(cap).not.toHaveAttribute('aria-invalid', 'true');

    // Saved for good, and recorded in the audit log.
    await page.reload();
    await expect(
      page
        .getByRole('form', { name: 'Review before credit' })
        .getByLabel('Most XP for a personal task'),
    ).toHaveValue(String(next), { timeout: 30_000 });
    await page.goto('/admin/audit');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Review rules changed' })
        .filter({
          hasText: `Most XP for a personal task: ${previous.personal_task_xp_cap} → ${next}`,
        })
        .first(),
    ).toBeVisible({ timeout: 30_000 });
  } finally {
    // Other specs add personal tasks of 150 XP: put the rules back as they were.
    const restored = await adminApi.put('/api/admin/review-settings', {
      headers: admin.headers,
      data: previous,
    });
    expect(restored.status()).toBe(200);
  }
});
