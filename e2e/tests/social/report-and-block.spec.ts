import { expect, request as playwrightRequest, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { E2E_BASE_URL } from '../../support/env';
import { demo } from '../../support/session';
import { apiAs, registerStudent } from '../family/helpers';
import { pageFor, settled } from './accounts';

// Issue #14: every conversation can be reported to the safety team (with its messages) and
// the other person blocked, both ways and at once.
test.describe.configure({ timeout: 180_000 });

test('report a conversation with its messages and block the sender; the admin sees the report', async ({
  browser,
}) => {
  const signup = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const anaEmail = await registerStudent(signup, 'Ana');
  const benEmail = await registerStudent(signup, 'Ben');
  await signup.dispose();
  const as = async (email: string) => {
    const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    return { context, headers: await apiAs(context, email) };
  };
  const ana = await as(anaEmail);
  const ben = await as(benEmail);
  // Friends, then Ben sends something unkind.
  await ben.context.post('/api/community/friends/request', {
    headers: ben.headers,
    data: { email: anaEmail },
  });
  const friends = (await (
    await ana.context.get('/api/community/friends', { headers: ana.headers })
  ).json()) as { incoming: { id: string; from: { id: string } }[] };
  const benId = friends.incoming[0]!.from.id;
  expect(
    (
      await ana.context.post(`/api/community/friends/accept/${friends.incoming[0]!.id}`, {
        headers: ana.headers,
      })
    ).status(),
  ).toBe(200);
  const sent = await ben.context.post(`/api/messages/with/${await me(ana)}`, {
    headers: ben.headers,
    data: { body: 'You never answer me, answer me right now' },
  });
  expect(sent.status()).toBe(201);
  const anaId = await me(ana);
  for (const who of [ana, ben]) await who.context.dispose();

  async function me(who: { context: typeof ana.context; headers: Record<string, string> }) {
    const res = await who.context.get('/api/auth/me', { headers: who.headers });
    return ((await res.json()) as { id: string }).id;
  }

  // Ana, on a phone-sized screen, reports the conversation and blocks Ben in one step.
  const page = await pageFor(browser, anaEmail, 'Tr1cky-Lantern-Moss!');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/communication?with=${benId}`);
  await expect(page.getByRole('heading', { name: /Conversation with Ben Tester/ })).toBeVisible({
    timeout: 30_000,
  });
  // No parent is linked to Ana, so nothing is said about parents reading along.
  await expect(page.getByText('Your parents can see who you message')).toHaveCount(0);
  await page.getByRole('button', { name: 'Report' }).click();
  await page.getByLabel('What is wrong?').selectOption({ label: 'Bullying or hurtful words' });
  await page.getByLabel('Anything else we should know? (optional)').fill('He keeps saying this');
  await expect(page.getByLabel('Also block Ben Tester')).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Our safety team will review' }),
  ).toContainText('Ben Tester is blocked');
  await expect(
    page.getByText("You can't message Ben Tester: one of you has blocked the other"),
  ).toBeVisible();
  await expect(page.getByLabel('Message to Ben Tester')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unblock Ben Tester' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  // Ben cannot write back either: the block works both ways at once.
  const benPage = await pageFor(browser, benEmail, 'Tr1cky-Lantern-Moss!');
  await benPage.goto(`/communication?with=${anaId}`);
  await expect(
    benPage.getByText("You can't message Ana Tester: one of you has blocked the other"),
  ).toBeVisible({ timeout: 30_000 });
  await expect(benPage.getByLabel('Message to Ana Tester')).toHaveCount(0);
  await expect(benPage.getByRole('button', { name: 'Block Ana Tester' })).toBeVisible();

  // The report waits in the admin safety queue with the reported message.
  const adminPage = await pageFor(browser, demo('admin'));
  await adminPage.goto('/admin/safety');
  const card = adminPage
    .getByRole('listitem')
    .filter({ hasText: 'Ana Tester reported Ben Tester' })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('User report');
  await expect(card).toContainText('He keeps saying this');
  await expect(card).toContainText('You never answer me, answer me right now');
  await expectNoSeriousA11yViolations(adminPage);

  // Ana lifts her block; Ben stays off her friends list until they connect again.
  await page.getByRole('button', { name: 'Unblock Ben Tester' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is unblocked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block Ben Tester' })).toBeVisible();
});
