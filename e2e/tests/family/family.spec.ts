import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../support/env';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { demo, signInAs } from '../../support/session';
import { apiAs, checkA11y, PASSWORD, registerStudent, uniqueEmail } from './helpers';

// Issue #8 through the composed platform: a parent links to a fresh child (the child approves on
// /family), follows the child's dashboard and a task's evidence, documents evidence the child
// accepts, and invites an observer who creates an account from the e-mail and cheers the work.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('parent links a child, follows the dashboard, adds evidence; an observer cheers it', async ({
  browser,
}) => {
  // Eight steps across four browsers: on a busy 2-core runner the whole flow takes about two minutes.
  test.setTimeout(300_000);
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const childEmail = await registerStudent(api, 'Mira');

  // The child has done something: one completed task with shared text evidence.
  const child = await apiAs(api, childEmail);
  const quests = (await (await api.get('/api/quests', { headers: child })).json()) as {
    items: { id: string }[];
  };
  const quest = (await (
    await api.post(`/api/quests/${quests.items[0]!.id}/pick-up`, { headers: child, data: {} })
  ).json()) as { tasks: { id: string; title: string }[] };
  const task = quest.tasks[0]!;
  const done = await api.post(`/api/tasks/${task.id}/complete`, {
    headers: child,
    multipart: { text: 'I practised every evening', confidential: 'false' },
  });
  expect(done.status()).toBe(200);

  // 1. The parent invites the child's account by e-mail.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await signInAs(parent, demo('parent'));
  await parent.goto('/parent/dashboard');
  await expect(parent.getByRole('heading', { level: 1, name: 'Family Dashboard' })).toBeVisible();
  await parent.getByLabel("Child's e-mail address").fill(childEmail);
  await parent.getByRole('button', { name: 'Send link request' }).click();
  await expect(parent.getByText(/we sent them your request/)).toBeVisible();
  await expect(parent.getByText(`Request to ${childEmail}`)).toBeVisible();
  await checkA11y(parent);

  // 2. The child approves on /family.
  const childContext = await browser.newContext();
  const kid = await childContext.newPage();
  await signInAs(kid, childEmail, PASSWORD);
  await kid.goto('/family');
  await expect(kid.getByRole('heading', { level: 1, name: 'My parents' })).toBeVisible();
  await expect(kid.getByText(/asks to be linked as your parent/)).toBeVisible();
  await checkA11y(kid);
  await kid.getByRole('button', { name: /^Approve .* as your parent$/ }).click();
  await expect(kid.getByTestId('linked-parents')).toBeVisible();

  // 3. The child appears on the family dashboard with their progress.
  await parent.goto('/parent/dashboard');
  await parent.getByRole('link', { name: /Mira Tester/ }).click();
  await expect(parent.getByRole('heading', { level: 2, name: "Mira's learning" })).toBeVisible();
  await expect(parent.getByTestId('rhythm')).toHaveText('In flow');
  const tutor = parent.getByRole('link', { name: 'Tutor & safety' });
  await expect(tutor).toHaveAttribute('href', /\/parent\/dashboard\/[0-9a-f-]{36}\/tutor$/);
  await expect(parent.getByRole('img', { name: /XP earned per week/ })).toBeVisible();
  await checkA11y(parent);

  // 4. A completed task's detail with its evidence.
  await parent.getByRole('link', { name: task.title }).click();
  await expect(parent.getByRole('heading', { level: 1, name: task.title })).toBeVisible();
  await expect(parent.getByText('I practised every evening')).toBeVisible();
  await checkA11y(parent);
  await parent.getByRole('link', { name: 'Back to the dashboard' }).click();

  // 5. Evidence from the parent waits for the child, who accepts it (the records API; the
  // acceptance screen belongs to the student's portfolio).
  await parent.getByLabel('Title', { exact: true }).fill('Built a birdhouse');
  await parent.getByLabel('What happened').fill('Measured, sawed and painted it with grandpa.');
  await parent.getByLabel('File (optional)').setInputFiles({
    name: 'birdhouse.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await parent.getByRole('button', { name: 'Send to Mira' }).click();
  await expect(parent.getByText('Sent: Mira will be asked to accept it.')).toBeVisible();
  await expect(parent.getByTestId('parent-evidence')).toContainText('Waiting for Mira to accept');
  const items = (await (await api.get('/api/records/portfolio', { headers: child })).json()) as {
    items: { id: string; title: string; status: string }[];
  };
  const pending = items.items.find((i) => i.title === 'Built a birdhouse');
  expect(pending?.status).toBe('pending');
  const accepted = await api.post(`/api/records/portfolio/items/${pending!.id}/accept`, {
    headers: child,
  });
  expect(accepted.status()).toBe(200);
  await parent.reload();
  await expect(parent.getByTestId('parent-evidence')).toContainText('Accepted by Mira');

  // 6. An observer invited by e-mail creates an account from the link and sees the shared work.
  const observerEmail = uniqueEmail('grandma');
  await parent.getByLabel("Observer's e-mail address").fill(observerEmail);
  await parent.getByRole('button', { name: 'Invite observer' }).click();
  await expect(parent.getByText(`Invitation sent to ${observerEmail}`)).toBeVisible();

  const observerContext = await browser.newContext();
  const observer = await observerContext.newPage();
  await observer.goto(linkIn(await latestMailTo(observerEmail), '/observer-invite'));
  await expect(
    observer.getByRole('heading', { level: 1, name: 'Observer invitation' }),
  ).toBeVisible();
  await checkA11y(observer);
  await observer.getByLabel('First name').fill('Rosa');
  await observer.getByLabel('Last name').fill('Grandma');
  await observer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await observer.getByLabel('Confirm password').fill(PASSWORD);
  await observer.getByRole('checkbox').check();
  await observer.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(observer.getByText('Your observer account is ready')).toBeVisible();

  await signInAs(observer, observerEmail, PASSWORD);
  await observer.goto('/observer');
  await expect(observer.getByRole('heading', { level: 1, name: 'Observer feed' })).toBeVisible();
  const feed = observer.getByTestId('observer-feed');
  await expect(feed).toContainText('Built a birdhouse');
  await expect(feed).toContainText('I practised every evening');
  await checkA11y(observer);
  await observer.getByRole('button', { name: 'Cheer “Built a birdhouse”' }).click();
  await expect(feed).toContainText('1 cheer');
  await observer.getByLabel('Your message').fill('What a beautiful birdhouse!');
  await observer.getByRole('button', { name: 'Send encouragement' }).click();
  await expect(observer.getByText('Sent to Mira.')).toBeVisible();

  // 7. The parent sees the observer, their reads and the encouragement.
  // The reloaded dashboard renders about twenty sections while three other browsers are open;
  // on a fresh-clone CI run its last sections were still loading 10 s after the reload.
  await parent.reload();
  await expect(parent.getByText('What a beautiful birdhouse!')).toBeVisible({ timeout: 30_000 });
  await parent.getByText(/What observers read/).click();
  await expect(parent.getByTestId('observer-reads')).toContainText('Rosa Grandma read');
  await checkA11y(parent);

  await api.dispose();
  await Promise.all([parentContext.close(), childContext.close(), observerContext.close()]);
});
