import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { session, subjectThatMoves, type Credits } from './review-helpers';

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
  const adminApi = await playwright.request.newContext({ baseURL });
  const studentApi = await playwright.request.newContext({ baseURL });
  const admin = await session(adminApi, demo('admin'));
  const advisor = await session(await playwright.request.newContext({ baseURL }), demo('advisor'));
  const student = await session(studentApi, demo('student'));
  const assignment = `/api/admin/advisors/${advisor.id}/students/${student.id}`;
  expect((await adminApi.delete(assignment, { headers: admin.headers })).ok()).toBe(true);
  try {
    // The student adds a personal task to a quest and completes it (over the API: the forms are
    // covered by the learning specs).
    const credits = (await (
      await studentApi.get('/api/records/credits', { headers: student.headers })
    ).json()) as Credits;
    const subject = subjectThatMoves(credits, credits.xp_per_credit);
    const list = await studentApi.get('/api/quests', { headers: student.headers });
    const questId = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
    await studentApi.post(`/api/quests/${questId}/pick-up`, { headers: student.headers, data: {} });
    const title = `Review me ${Date.now()}`;
    const added = await studentApi.post(`/api/quests/${questId}/tasks`, {
      headers: student.headers,
      data: { title, pillar: 'stem', xp: 150, subjects: [{ subject, xp: 150 }] },
    });
    expect(added.status()).toBe(201);
    const taskId = ((await added.json()) as { id: string }).id;
    const done = await studentApi.post(`/api/tasks/${taskId}/complete`, {
      headers: student.headers,
      multipart: { text: 'I did the work and wrote it up.', confidential: 'false' },
    });
    expect(done.status()).toBe(200);

    // The student sees "Awaiting review" on the task and on /credits, apart from the credits.
    await signInAs(page, demo('student'));
    await page.goto(`/quests/${questId}`);
    const task = page.locator(`[data-task-id="${taskId}"]`);
    await expect(task.getByTestId('task-review')).toHaveText('Awaiting review');
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
    await adminApi.put(assignment, { headers: admin.headers, data: {} });
  }
});
