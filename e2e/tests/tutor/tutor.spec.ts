import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { DEMO_PASSWORD } from '../../support/env';
import { latestMailTo } from '../../support/mailbox';
import { demo, signInAs } from '../../support/session';

// The AI tutor through the composed platform: the demo student chats on /communication's Tutor
// tab and sends a message the screening escalates; the demo parent gets the e-mail and reads
// the safety report; an admin resolves the incident. Tests share the server, so they run in order.
test.describe.configure({ mode: 'serial' });

/** The demo student's id, from a sign-in over the API (the parent page's URL needs it). */
async function studentId(page: Page): Promise<string> {
  const csrf = (await (await page.request.get('/api/auth/csrf')).json()) as { csrf_token: string };
  const res = await page.request.post('/api/auth/login', {
    data: { email: demo('student'), password: DEMO_PASSWORD },
    headers: { 'X-CSRF-Token': csrf.csrf_token },
  });
  return ((await res.json()) as { user: { id: string } }).user.id;
}

let childId = '';

test('the student chats with the tutor and a self-harm message is met with care', async ({
  page,
}) => {
  childId = await studentId(page);
  await signInAs(page, demo('student'));
  await page.goto('/communication?tab=tutor');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: 'Tutor' })).toBeVisible();
  // The seeded history shows, and the student is told a parent can read along.
  await expect(panel.getByRole('button', { name: /Stuck on fractions/ })).toBeVisible();
  await expect(panel.getByText('Your parent can read your tutor conversations.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await panel.getByLabel('Mode').selectOption('teacher');
  await panel.getByRole('button', { name: 'Start' }).click();
  // Until the new conversation opens, the composer belongs to the seeded one: wait for it.
  const log = panel.getByRole('list', { name: 'Messages in this conversation' });
  await expect(log.getByText('Say hello, ask a question', { exact: false })).toBeVisible();
  const composer = panel.getByLabel('Your message');
  await composer.fill('I am stuck on fractions, what is 1/2 + 1/3?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText("I won't just give you the answer", { exact: false })).toBeVisible();
  // The first message names the conversation.
  await expect(panel.getByRole('button', { name: /I am stuck on fractions/ })).toBeVisible();

  await composer.fill("I don't want to live anymore");
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(/988 Suicide & Crisis Lifeline/)).toBeVisible();
  await expect(log.getByText('Screened for safety').first()).toBeVisible();
  await expect(panel.getByText(/2 of 10 messages today/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await latestMailTo(demo('parent'));
  expect(mail).toMatch(/may need your support/);
  expect(mail).toContain(`/parent/dashboard/${childId}/tutor`);
});

test('the parent reads the safety report, a conversation and changes the settings', async ({
  page,
}) => {
  await signInAs(page, demo('parent'));
  await page.goto(`/parent/dashboard/${childId}/tutor`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tutor oversight for Sam' }),
  ).toBeVisible();
  const report = page.getByRole('region', { name: 'Safety report' });
  await expect(report.getByText(/flagged in all/)).toBeVisible();
  const table = report.getByRole('table', { name: 'Flagged messages' });
  const selfHarm = table.getByRole('row').filter({ hasText: 'Self-harm' });
  await expect(selfHarm).toContainText('Critical');
  await expect(selfHarm).toContainText('Escalated with care');
  await expect(table.getByRole('row').filter({ hasText: 'Personal information' })).toContainText(
    '[phone number]',
  );
  await expectNoSeriousA11yViolations(page);

  const conversations = page.getByRole('region', { name: 'Conversations' });
  await conversations.getByRole('button', { name: 'Read: Stuck on fractions' }).click();
  await expect(conversations.getByText(/my phone number is \[phone number\]/)).toBeVisible();

  const settings = page.getByRole('region', { name: 'Tutor settings' });
  await settings.getByLabel('Daily message limit').fill('11');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Choose a number from 1 to 10.')).toBeVisible();
  await settings.getByLabel('Daily message limit').fill('8');
  await settings.getByLabel('Creative').uncheck();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Settings saved.');
  await page.reload();
  await expect(page.getByLabel('Daily message limit')).toHaveValue('8');
  await expect(page.getByLabel('Creative')).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('an admin sees and resolves the incident on /admin/safety', async ({ page }) => {
  await signInAs(page, demo('admin'));
  await page.goto('/admin/safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Safety incidents' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Safety' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = page.getByRole('listitem').filter({ hasText: 'Self-harm · Critical' }).first();
  await expect(card).toContainText("I don't want to live anymore");
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Resolve' }).click();
  await card.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(card.getByText('A note is required.')).toBeVisible();
  await card
    .getByLabel('Resolution note')
    .fill('Called the family; the school counselor is involved.');
  await card.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Incident resolved.' })).toBeVisible();
  await expect(page.getByText("I don't want to live anymore")).toHaveCount(0);
  await page.getByLabel('Show').selectOption('resolved');
  await expect(page.getByText(/Called the family/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
