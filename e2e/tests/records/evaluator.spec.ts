import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_BASE_URL } from '../../support/env';
import { demo, signInAs } from '../../support/session';
import { apiAs, checkA11y } from '../family/helpers';

// Issue #15 (items 3 and 4) through the composed platform: the student logs time on a task, the
// parent sets the year's targets and creates an evaluator link, an evaluator opens it signed out
// (also at 390 px) and records an evaluation, and the parent's PDF carries the days, the hours,
// the work samples and the evaluation (read back with pdf.js, as a screen reader would).

const PDF_TEXT = join(__dirname, '..', '..', '..', 'api', 'test', 'pdf-text.mjs');

function pdfText(file: string): string {
  const out = execFileSync(process.execPath, [PDF_TEXT, file]);
  return (JSON.parse(out.toString('utf8')) as { text: string }).text.replace(/\s+/g, ' ');
}

test('a parent creates an evaluator link; the evaluator records an evaluation; the PDF carries it', async ({
  browser,
  page,
}) => {
  test.setTimeout(420_000);

  // 1. The student logs 90 minutes on a task they completed (the quest page's "Log time").
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const student = await apiAs(api, demo('student'), DEMO_PASSWORD);
  const mine = (await (await api.get('/api/quests/mine', { headers: student })).json()) as {
    active: { id: string; title: string }[];
    completed: { id: string; title: string }[];
  };
  const recipes = [...mine.active, ...mine.completed].find(
    (q) => q.title === 'Family Recipe Book',
  )!;
  const me = (await (await api.get('/api/auth/me', { headers: student })).json()) as {
    id: string;
  };
  await signInAs(page, demo('student'));
  await page.goto(`/quests/${recipes.id}`);
  const task = page.locator('li', {
    has: page.getByRole('heading', { name: 'Interview a family cook' }),
  });
  // A retry finds the minutes of the first attempt logged: the summary then shows them.
  await task.locator('summary', { hasText: /Log the time you spent|Time spent:/ }).click();
  await task.getByLabel('Minutes spent on Interview a family cook').fill('90');
  await task.getByRole('button', { name: 'Save time' }).click();
  await expect(task.getByText('Time spent: 90 minutes')).toBeVisible();

  // 2. The parent sets the year's targets and sees days and hours against them.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await signInAs(parent, demo('parent'));
  // By id: other specs link more children to the demo parent, and the first child shown varies.
  await parent.goto(`/parent/dashboard/${me.id}`);
  const tracking = parent.getByRole('region', { name: 'Learning days and hours' });
  await expect(tracking).toBeVisible({ timeout: 60_000 });
  await tracking.getByLabel('Target days').fill('180');
  await tracking.getByLabel('Target hours').fill('900');
  const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await tracking.getByLabel('Evaluation due date').fill(due);
  await tracking.getByRole('button', { name: 'Save targets' }).click();
  await expect(tracking.getByText('Targets saved')).toBeVisible();
  await expect(tracking.getByTestId('evaluation-due')).toContainText('in 20 days');
  await expect(tracking.getByText(/of 900/)).toBeVisible();
  await expect(tracking.getByRole('img', { name: /Hours of learning per month/ })).toBeVisible();

  // 3. The parent creates a 14-day evaluator link.
  const card = parent.getByRole('region', { name: 'Evaluator portfolio' });
  await card.getByLabel('Link valid for').selectOption('14');
  await card.getByRole('button', { name: 'Create evaluator link' }).click();
  const url = await card.getByTestId('evaluator-url').inputValue();
  expect(url).toMatch(/\/evaluate\/[A-Za-z0-9_-]{43}$/);
  await checkA11y(parent);

  // 4. The evaluator opens it in a browser that never signed in, and records an evaluation.
  const evaluatorContext = await browser.newContext();
  const evaluator = await evaluatorContext.newPage();
  await evaluator.goto(url);
  await expect(
    evaluator.getByRole('heading', { level: 1, name: 'Evaluator portfolio: Sam Patel' }),
  ).toBeVisible({ timeout: 60_000 });
  const days = Number(await evaluator.getByTestId('eval-days').textContent());
  expect(days).toBeGreaterThan(0);
  await expect(evaluator.getByTestId('eval-hours')).toHaveText('1.5');
  await expect(evaluator.getByRole('heading', { name: 'Interview a family cook' })).toBeVisible();
  await checkA11y(evaluator);
  await evaluator.getByLabel('Your name').fill('Dr. Jane Rivera');
  await evaluator.getByLabel(/^Credential/).fill('PA teaching certificate 123456');
  await evaluator.getByLabel('Decision').selectOption('satisfactory');
  await evaluator.getByLabel('Comment').fill('Steady, well documented progress.');
  await evaluator.getByRole('button', { name: 'Record evaluation' }).click();
  await expect(evaluator.getByText('Thank you: your evaluation is recorded.')).toBeVisible();
  await expect(evaluator.getByTestId('eval-evaluations')).toContainText('Dr. Jane Rivera');
  await evaluatorContext.close();

  // 5. At 390 px the evaluator's page fits the screen, with no sideways scrolling.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { level: 1 })).toContainText('Evaluator portfolio', {
    timeout: 60_000,
  });
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y(phone);
  await phoneContext.close();

  // 6. The parent sees the evaluation and the views, and downloads the PDF. Links are listed
  // newest first; a retry finds the first attempt's link below this one.
  await parent.reload();
  const newest = card.getByTestId('evaluator-links').getByRole('listitem').first();
  await expect(newest.getByTestId('link-evaluation')).toContainText(
    'Satisfactory: Dr. Jane Rivera (PA teaching certificate 123456)',
    { timeout: 60_000 },
  );
  await expect(newest).toContainText(/Opened \d+ times/);
  const [download] = await Promise.all([
    parent.waitForEvent('download'),
    card.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const file = join(mkdtempSync(join(tmpdir(), 'optio-e2e-portfolio-')), 'portfolio.pdf');
  await download.saveAs(file);
  const text = pdfText(file);
  expect(text).toContain(`Learning days: ${days}`);
  expect(text).toContain('Hours logged: 1.5');
  expect(text).toContain('Work samples');
  expect(text).toContain('Interview a family cook');
  expect(text).toContain('Satisfactory — Dr. Jane Rivera (PA teaching certificate 123456)');

  // 7. Revoked, the link opens the not-valid page.
  await newest.getByRole('button', { name: 'Revoke link' }).click();
  await expect(newest).toContainText('Revoked');
  const late = await browser.newContext();
  const latePage = await late.newPage();
  await latePage.goto(url);
  await expect(latePage.getByRole('heading', { level: 1 })).toHaveText(
    'This evaluator link is not valid',
    { timeout: 60_000 },
  );
  await late.close();
  await parentContext.close();
  await api.dispose();
});
