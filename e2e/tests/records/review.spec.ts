import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { PNG_1PX } from '../staff/staff-helpers';
import {
  completePersonalTask,
  pickUpQuest,
  readCredits,
  session,
  subjectThatMoves,
  withoutAdvisor,
} from './review-helpers';

// Review before credit (issue 15): a personal task's XP waits for a reviewer before it counts
// toward credits. The demo student has an advisor; for this test the family has none, so the
// linked demo parent reviews (the assignment is restored afterwards).

test('a parent approves a personal task and sees the credit move', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const { studentApi, student, restore } = await withoutAdvisor(playwright.request, baseURL);
  try {
    // The student adds a personal task to a quest and completes it (over the API: the forms are
    // covered by the learning specs).
    const credits = await readCredits(studentApi, student);
    const subject = subjectThatMoves(credits, credits.xp_per_credit);
    const questId = await pickUpQuest(studentApi, student);
    const title = `Review me ${Date.now()}`;
    const taskId = await completePersonalTask(studentApi, student, {
      questId,
      title,
      subject,
      text: 'I did the work and wrote it up.',
    });

    // The student sees "Awaiting review" on the task and on /credits, apart from the credits.
    await signInAs(page, demo('student'));
    await page.goto(`/quests/${questId}`);
    const task = page.locator(`[data-task-id="${taskId}"]`);
    // The first load of the student's remote can be slow on a loaded machine.
    await expect(task.getByTestId('task-review')).toHaveText('Awaiting review', {
      timeout: 30_000,
    });
    await page.goto('/credits');
    const awaiting = page.getByTestId('credits-awaiting-review');
    await expect(awaiting.getByRole('heading', { name: 'Awaiting review' })).toBeVisible();
    await expect(awaiting.getByRole('listitem').filter({ hasText: title })).toContainText(
      'awaiting review',
    );
    await expectNoSeriousA11yViolations(page);

    // The parent approves it on the family dashboard and sees the reviewed credits move.
    const parentContext = await browser.newContext();
    const parent = await parentContext.newPage();
    await signInAs(parent, demo('parent'));
    await parent.goto(`/parent/dashboard/${student.id}`);
    const before = credits.total_earned;
    const after = Math.round((before + 0.1) * 10) / 10;
    const line = parent.getByTestId('review-credits');
    // The machine may be loaded: the family dashboard can take a while to load.
    await expect(parent.getByRole('heading', { name: 'Review before credit' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(line).toContainText(`reviewed credits: ${before} of`, { timeout: 30_000 });
    await expect(line).toContainText('150 XP await your review');
    const row = parent.getByTestId('review-item').filter({ hasText: title });
    await expect(row).toContainText('I did the work and wrote it up.');
    await expectNoSeriousA11yViolations(parent);
    await row.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(line).toContainText(`reviewed credits: ${after} of`, { timeout: 30_000 });
    await expect(parent.getByTestId('review-item').filter({ hasText: title })).toHaveCount(0);

    // At 390 px the card still works: nothing overflows sideways.
    await parent.setViewportSize({ width: 390, height: 844 });
    await expect(line).toBeVisible();
    const overflow = await parent.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await parentContext.close();

    // And the student's credits moved: the task no longer waits.
    await page.goto(`/quests/${questId}`);
    await expect(task.getByTestId('task-review')).toHaveText('Reviewed: counts toward credits');
  } finally {
    await restore();
  }
});

test('a student changes returned work and resubmits it; the parent opens its file', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const parentApi = await playwright.request.newContext({ baseURL });
  const { studentApi, student, restore } = await withoutAdvisor(playwright.request, baseURL);
  const parentSession = await session(parentApi, demo('parent'));
  let taskId = '';
  try {
    // Set-up over the API: a personal task, completed, then returned by the linked parent.
    const questId = await pickUpQuest(studentApi, student);
    const title = `Resubmit me ${Date.now()}`;
    taskId = await completePersonalTask(studentApi, student, {
      questId,
      title,
      pillar: 'art',
      xp: 50,
      text: 'A first sketch.',
    });
    const comment = 'Show the finished painting, please.';
    const returned = await parentApi.post(`/api/reviews/tasks/${taskId}`, {
      headers: parentSession.headers,
      data: { decision: 'return', comment },
    });
    expect(returned.status()).toBe(200);

    // The student sees the comment, changes the evidence and sends it back.
    await signInAs(page, demo('student'));
    await page.goto(`/quests/${questId}`);
    const task = page.locator(`[data-task-id="${taskId}"]`);
    await expect(task.getByTestId('task-review')).toContainText('Returned', { timeout: 30_000 });
    await expect(task.getByTestId('task-review')).toContainText(comment);
    await task.getByRole('button', { name: `Change and resubmit: ${title}` }).click();
    const form = task.getByRole('form', { name: `Changed evidence for ${title}` });
    await expect(form.getByLabel('What did you do?')).toHaveValue('A first sketch.');
    await form.getByLabel('What did you do?').fill('Finished the painting; photo attached.');
    await form.getByLabel('Files: drop them here or choose them').setInputFiles({
      name: 'painting.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await expectNoSeriousA11yViolations(page);
    // At 390 px the open form fits: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(form.getByRole('button', { name: 'Resubmit for review' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Resubmit for review' }).click();
    await expect(task.getByTestId('task-review')).toHaveText('Awaiting review', {
      timeout: 30_000,
    });
    await expect(task.getByTestId('evidence-item')).toHaveCount(2);
    await expect(task).toContainText('Finished the painting; photo attached.');
    await expect(task.getByRole('button', { name: /Download painting\.png/ })).toBeVisible();
    await expect(task.getByRole('button', { name: `Change and resubmit: ${title}` })).toHaveCount(
      0,
    );
    await page.goto('/credits');
    await expect(
      page.getByTestId('credits-awaiting-review').getByRole('listitem').filter({ hasText: title }),
    ).toContainText('awaiting review');

    // Back in the parent's queue with the earlier comment; the parent opens the new file.
    const parentContext = await browser.newContext();
    const parent = await parentContext.newPage();
    await signInAs(parent, demo('parent'));
    await parent.goto(`/parent/dashboard/${student.id}`);
    const row = parent.getByTestId('review-item').filter({ hasText: title });
    await expect(row).toContainText('Finished the painting; photo attached.', { timeout: 60_000 });
    await expect(row.getByTestId('review-earlier-comment')).toContainText(comment);
    const download = parent.waitForEvent('download');
    await row.getByRole('button', { name: 'Open painting.png' }).click();
    expect((await download).suggestedFilename()).toBe('painting.png');
    await expectNoSeriousA11yViolations(parent);
    await parentContext.close();
  } finally {
    // Leave nothing waiting in the demo family's queue for other runs.
    if (taskId) {
      await parentApi.post(`/api/reviews/tasks/${taskId}`, {
        headers: parentSession.headers,
        data: { decision: 'approve' },
      });
    }
    await restore();
  }
});
