import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';

// The student learning core through the real composed platform: pick up a quest, complete tasks
// with text and with a file, then see XP, level, the constellation and the calendar follow.

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const LEVELS: [string, number][] = [
  ['Sage', 3000],
  ['Scholar', 1500],
  ['Creator', 750],
  ['Builder', 250],
  ['Explorer', 0],
];
const levelFor = (xp: number) => LEVELS.find(([, min]) => xp >= min)![0];

function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** axe on the screen once toasts are gone (a toast fading in or out fails contrast by itself). */
async function checkA11y(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

async function xpTotal(page: Page): Promise<number> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, .+!$/);
  const text = await page.getByTestId('xp-total').textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

/** Completes the first open task on the page; returns its title and the XP it awarded. */
async function completeFirstOpenTask(
  page: Page,
  evidence: (form: Locator) => Promise<void>,
): Promise<{ title: string; xp: number }> {
  const toggle = page.getByRole('button', { name: /^Complete task: / }).first();
  const name = (await toggle.getAttribute('aria-label')) ?? '';
  const title = name.replace(/^Complete task: /, '');
  await toggle.click();
  const form = page.getByRole('form', { name: `Evidence for ${title}` });
  await evidence(form);
  await form.getByRole('button', { name: 'Submit evidence' }).click();
  const announcement = page.locator('.student-announcement');
  await expect(announcement).toContainText(`“${title}” completed`);
  const xp = Number(/\+(\d+) XP/.exec((await announcement.textContent()) ?? '')?.[1]);
  const task = page
    .getByTestId('task')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  await expect(task).toContainText('Completed');
  return { title, xp };
}

test('a student picks up a quest, completes tasks and sees XP, stars and due dates', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, demo('student'));
  const before = await xpTotal(page);
  await checkA11y(page);

  // Explore New Quests: find a quest the student has not started yet.
  await page.goto('/quests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quests');
  await expect(page.getByRole('heading', { level: 2, name: 'Explore New Quests' })).toBeVisible();
  const explore = page.getByRole('region', { name: 'Explore New Quests' });
  await expect(explore.getByTestId('quest-card').first()).toBeVisible();
  await checkA11y(page);
  const fresh = explore
    .getByTestId('quest-card')
    .filter({ hasNot: page.locator('.student-quest-card__status') })
    .first();
  const questTitle = (await fresh.getByRole('heading').textContent())!.trim();

  // Search narrows the list to it.
  await explore.getByRole('searchbox', { name: 'Search' }).fill(questTitle);
  await explore.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=/);
  await explore.getByRole('link', { name: questTitle }).first().click();

  // Quest detail: pick it up.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(questTitle);
  await expect(page.getByRole('heading', { name: 'The big idea' })).toBeVisible();
  await page.getByRole('button', { name: 'Pick up quest' }).click();
  await expect(page.getByRole('button', { name: 'Set down' })).toBeVisible();
  await checkA11y(page);

  // Complete a task with text, then one with a file (if the quest has a second task).
  const first = await completeFirstOpenTask(page, (form) =>
    form.getByLabel('What did you do?').fill('I sketched three designs and tested the best one.'),
  );
  let gained = first.xp;
  const stars = [first.title];
  if ((await page.getByRole('button', { name: /^Complete task: / }).count()) > 0) {
    const second = await completeFirstOpenTask(page, async (form) => {
      await form.getByLabel('Files: drop them here or choose them').setInputFiles({
        name: 'proof.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(form.getByRole('list', { name: 'Chosen files' })).toContainText('proof.png');
    });
    gained += second.xp;
    stars.push(second.title);
    // The file is listed as evidence and downloads through the API with the bearer token.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download proof\.png/ }).click();
    expect((await download).suggestedFilename()).toBe('proof.png');
  }
  await expect(page.getByText('I sketched three designs and tested the best one.')).toBeVisible();

  // A due date on the quest (today, so it shows in this month and under "Next up").
  const today = localIsoDate();
  const progress = page.getByRole('region', { name: 'Your progress' });
  await progress.getByLabel('Quest due date').fill(today);
  await progress.getByRole('button', { name: 'Save date' }).click();
  await expect(progress.getByText(/^Due /)).toBeVisible();

  // The dashboard shows the new XP and the level it gives.
  const after = await xpTotal(page);
  expect(after).toBe(before + gained);
  await expect(page.getByTestId('level-name')).toHaveText(levelFor(after));
  await expect(page.getByTestId('recent-completions')).toContainText(first.title);
  await expect(page.getByRole('img', { name: /Bar chart of XP per pillar/ })).toBeVisible();

  // Each completed task is a star in the constellation; focus shows what it is.
  await page.goto('/constellation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your constellation');
  for (const title of stars) {
    const star = page.locator(`[data-testid="task-star"][aria-label*=${JSON.stringify(title)}]`);
    await expect(star).toHaveCount(1);
  }
  const star = page.locator(
    `[data-testid="task-star"][aria-label*=${JSON.stringify(first.title)}]`,
  );
  await star.focus();
  await expect(page.locator('.student-sky__tip')).toContainText(first.title);
  await checkA11y(page);

  // The calendar shows the due date in the month view and under "Next up".
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar');
  await expect(page.locator(`td[data-date="${today}"]`)).toContainText(questTitle);
  await expect(page.getByTestId('next-up')).toContainText(questTitle);
  await checkA11y(page);
  const ics = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (.ics)' }).click();
  const file = await ics;
  expect(file.suggestedFilename()).toBe('optio-calendar.ics');
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(path, 'utf8')).toContain('BEGIN:VCALENDAR');
});

test('the calendar changes month; a quest is set down with a reflection and gets a personal task', async ({
  page,
}) => {
  await signInAs(page, demo('student'));
  await page.goto('/calendar');
  const title = page.getByRole('heading', { level: 2 }).first();
  const now = await title.textContent();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(title).not.toHaveText(now ?? '');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(title).toHaveText(now ?? '');

  // Set down one of the student's active quests, with a reflection; pick it up again.
  await page.goto('/quests');
  const active = page.getByRole('region', { name: 'My active quests' });
  await active.getByTestId('quest-card').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Set down' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Reflection')).toBeFocused();
  await dialog.getByRole('button', { name: 'Set down' }).click();
  await expect(dialog.getByText('Write a short reflection first.')).toBeVisible();
  await dialog.getByLabel('Reflection').fill('Pausing to focus on my art project.');
  await dialog.getByRole('button', { name: 'Set down' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Pick up again' }).click();
  await expect(page.getByRole('button', { name: 'Set down' })).toBeVisible();
  await page.getByText('Your reflections').click();
  await expect(page.getByText('Pausing to focus on my art project.')).toBeVisible();

  // A personal task joins the quest's tasks.
  const personal = page.getByRole('region', { name: 'Add a personal task' });
  await personal.getByLabel('Task title').fill('Paint the final scene');
  await personal.getByLabel('Pillar').selectOption('art');
  await personal.getByLabel('XP').fill('40');
  await personal.getByRole('button', { name: 'Add task' }).click();
  const added = page
    .getByTestId('task')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Paint the final scene' }) });
  await expect(added).toContainText('Personal');
  await expect(added).toContainText('40 XP');
});

test('unknown student paths go to the dashboard', async ({ page }) => {
  await signInAs(page, demo('student'));
  await page.goto('/quests/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quest not found');
  await page.goto('/constellation/nowhere');
  await expect(page).toHaveURL(/\/dashboard$/);
});
