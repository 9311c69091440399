import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { completeTwoTasks, pageFor, PASSWORD, registerStudent, settled } from './accounts';

// Two students become friends through /connections and talk on /communication.

// Several browser contexts and polling: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

test('two students become friends and exchange messages', async ({ browser, request }) => {
  const nia = await registerStudent(request, 'Nia', 'Okafor');
  const leo = await registerStudent(request, 'Leo', 'Brandt');
  const niaPage = await pageFor(browser, nia.email, PASSWORD);
  const leoPage = await pageFor(browser, leo.email, PASSWORD);

  // Nia asks Leo, and someone without an account: the answer reads the same.
  await niaPage.goto('/connections');
  await expect(niaPage.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  const email = niaPage.getByLabel("Your friend's e-mail address");
  await email.fill(leo.email);
  await niaPage.getByRole('button', { name: 'Send request' }).click();
  const sent = niaPage.getByRole('status').filter({ hasText: 'Friend request sent' });
  await expect(sent).toBeVisible();
  const answerForAccount = await sent.textContent();
  const stranger = `nobody.${Date.now()}@example.com`;
  await email.fill(stranger);
  await niaPage.getByRole('button', { name: 'Send request' }).click();
  await expect(sent).toHaveText(answerForAccount ?? '');
  const outgoing = niaPage.getByRole('region', { name: 'Requests you sent' });
  await expect(outgoing.getByText(leo.email)).toBeVisible();
  await expect(outgoing.getByText(stranger)).toBeVisible();
  // Yourself: a clear field error.
  await email.fill(nia.email);
  await niaPage.getByRole('button', { name: 'Send request' }).click();
  await expect(niaPage.getByText('You cannot send a friend request to yourself')).toBeVisible();
  // Nia withdraws the request to the stranger.
  await outgoing.getByRole('button', { name: `Cancel request to ${stranger}` }).click();
  await expect(outgoing.getByText(stranger)).toHaveCount(0);
  await expect(niaPage.getByText('Request cancelled.')).toBeVisible();
  await settled(niaPage);
  await expectNoSeriousA11yViolations(niaPage);

  // Leo accepts.
  await leoPage.goto('/connections');
  const incoming = leoPage.getByRole('region', { name: 'Requests for you' });
  await expect(incoming.getByText('Nia Okafor')).toBeVisible();
  await incoming.getByRole('button', { name: 'Accept request from Nia Okafor' }).click();
  const friends = leoPage.getByRole('region', { name: 'Friends', exact: true });
  await expect(friends.getByText('Nia Okafor')).toBeVisible();
  await expect(leoPage.getByText('You and Nia Okafor are now friends.')).toBeVisible();
  await expect(incoming.getByText('No requests are waiting for you.')).toBeVisible();
  await settled(leoPage);
  await expectNoSeriousA11yViolations(leoPage);

  // Nia's feed shows Leo's open work only: never the confidential task, never evidence.
  const tasks = await completeTwoTasks(leoPage.request, leo.email, PASSWORD);
  await niaPage.goto('/connections');
  const feed = niaPage.getByRole('region', { name: "Friends' activity" });
  await expect(feed.getByText(`Leo Brandt completed “${tasks.open}”`)).toBeVisible();
  await expect(feed.getByText(tasks.confidential)).toHaveCount(0);
  await expect(feed.getByText('Evidence for')).toHaveCount(0);

  // Leo writes to Nia from his friends list.
  await friends.getByRole('link', { name: 'Message Nia Okafor' }).click();
  await expect(leoPage).toHaveURL(/\/communication\?with=/);
  await expect(
    leoPage.getByRole('heading', { name: /Conversation with Nia Okafor/ }),
  ).toBeVisible();
  const composer = leoPage.getByLabel('Message to Nia Okafor');
  await composer.fill('   ');
  await leoPage.getByRole('button', { name: 'Send' }).click();
  await expect(leoPage.getByText('Message cannot be empty')).toBeVisible();
  await composer.fill('Hi Nia! Want to try the family recipes quest together?');
  await leoPage.getByRole('button', { name: 'Send' }).click();
  const leoLog = leoPage.getByRole('log', { name: 'Messages with Nia Okafor' });
  await expect(leoLog.getByText('Want to try the family recipes quest together?')).toBeVisible();
  await expect(composer).toHaveValue('');

  // Nia sees it unread, opens it (which marks it read) and answers with Ctrl+Enter.
  await niaPage.goto('/communication');
  const messagesTab = niaPage.getByRole('tab', { name: /Messages/ });
  await expect(messagesTab).toHaveAttribute('aria-selected', 'true');
  await expect(messagesTab).toContainText('1 unread');
  const thread = niaPage.getByRole('link', { name: /Leo Brandt/ });
  await expect(thread).toContainText('1 unread message');
  await thread.click();
  const niaLog = niaPage.getByRole('log', { name: 'Messages with Leo Brandt' });
  await expect(niaLog.getByText('Want to try the family recipes quest together?')).toBeVisible();
  await expect(messagesTab).not.toContainText('unread');
  const reply = niaPage.getByLabel('Message to Leo Brandt');
  await reply.fill('Yes! Saturday?');
  await reply.press('Control+Enter');
  await expect(niaLog.getByText('Yes! Saturday?')).toBeVisible();
  await settled(niaPage);
  await expectNoSeriousA11yViolations(niaPage);

  // Leo gets the answer without reloading (the thread polls while visible).
  await expect(leoLog.getByText('Yes! Saturday?')).toBeVisible({ timeout: 20_000 });

  await niaPage.context().close();
  await leoPage.context().close();
});
