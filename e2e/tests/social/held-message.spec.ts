import { expect, request as playwrightRequest, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { DEMO_PASSWORD, E2E_BASE_URL } from '../../support/env';
import { demo } from '../../support/session';
import { apiAs, registerStudent } from '../family/helpers';
import { pageFor, settled } from './accounts';

// Issue #13: a direct message the safety screen flags is held. Its sender sees why, its
// recipient never sees it, and the sender's parent finds it in the child's safety report.
test.describe.configure({ timeout: 120_000 });

test('a held direct message: the child sees why, the friend sees nothing, the parent sees it', async ({
  browser,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const [kaiEmail, linEmail] = await Promise.all([
    registerStudent(api, 'Kai'),
    registerStudent(api, 'Lin'),
  ]);
  const [kai, lin, parent] = [
    await apiAs(api, kaiEmail),
    await apiAs(api, linEmail),
    await apiAs(api, demo('parent'), DEMO_PASSWORD),
  ];
  // Kai and Lin are friends; the demo parent is linked to Kai.
  expect(
    (
      await api.post('/api/community/friends/request', { headers: kai, data: { email: linEmail } })
    ).status(),
  ).toBeLessThan(300);
  const incoming = (await (await api.get('/api/community/friends', { headers: lin })).json()) as {
    incoming: { id: string }[];
  };
  expect(
    (
      await api.post(`/api/community/friends/accept/${incoming.incoming[0]!.id}`, { headers: lin })
    ).status(),
  ).toBe(200);
  expect(
    (await api.post('/api/family/links', { headers: parent, data: { email: kaiEmail } })).status(),
  ).toBeLessThan(300);
  const links = (await (await api.get('/api/family/links', { headers: kai })).json()) as {
    received: { id: string }[];
  };
  expect(
    (
      await api.post(`/api/family/links/${links.received[0]!.id}/approve`, { headers: kai })
    ).status(),
  ).toBe(200);
  const kaiId = (await (await api.get('/api/auth/me', { headers: kai })).json()) as {
    user?: { id: string };
    id?: string;
  };
  const childId = kaiId.user?.id ?? kaiId.id ?? '';
  expect(childId).not.toBe('');

  // Kai, on a phone-sized screen, sends a phone number to Lin.
  const kaiPage = await pageFor(browser, kaiEmail, 'Tr1cky-Lantern-Moss!');
  await kaiPage.setViewportSize({ width: 390, height: 844 });
  await kaiPage.goto('/connections');
  await kaiPage.getByRole('link', { name: 'Message Lin Tester' }).click();
  await expect(
    kaiPage.getByRole('heading', { name: /Conversation with Lin Tester/ }),
  ).toBeVisible();
  await kaiPage.getByLabel('Message to Lin Tester').fill('Call me at 555-123-4567 after school');
  await kaiPage.getByRole('button', { name: 'Send' }).click();
  const log = kaiPage.getByRole('log', { name: 'Messages with Lin Tester' });
  await expect(log.getByText('Call me at [phone number] after school')).toBeVisible();
  await expect(log.getByText('555-123-4567')).toHaveCount(0);
  const notice = log.getByRole('note');
  await expect(notice).toContainText('Held for a safety review: not delivered');
  await expect(notice).toContainText('personal details');
  await expect(kaiPage.getByRole('status').filter({ hasText: 'was held' })).toBeVisible();
  await kaiPage.reload();
  await expect(
    kaiPage.getByRole('log', { name: 'Messages with Lin Tester' }).getByRole('note'),
  ).toContainText('Held for a safety review');
  await settled(kaiPage);
  await expectNoSeriousA11yViolations(kaiPage);

  // Lin never sees it: no conversation, nothing unread.
  const linPage = await pageFor(browser, linEmail, 'Tr1cky-Lantern-Moss!');
  await linPage.goto('/communication');
  await expect(linPage.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  await expect(linPage.getByRole('tab', { name: /Messages/ })).not.toContainText('unread');
  await expect(linPage.getByText('[phone number]')).toHaveCount(0);
  await expect(linPage.getByRole('link', { name: /Kai Tester/ })).toHaveCount(0);

  // The parent finds it in Kai's safety report, masked, marked as a direct message.
  const parentPage = await pageFor(browser, demo('parent'));
  await parentPage.goto(`/parent/dashboard/${childId}/tutor`);
  const report = parentPage.getByRole('region', { name: 'Safety report' });
  const row = report
    .getByRole('table', { name: 'Flagged messages' })
    .getByRole('row')
    .filter({ hasText: 'Direct message' });
  await expect(row).toContainText('Personal information');
  await expect(row).toContainText('Held, not delivered or shared');
  await expect(row).toContainText('[phone number]');
  await settled(parentPage);
  await expectNoSeriousA11yViolations(parentPage);

  for (const p of [kaiPage, linPage, parentPage]) await p.context().close();
  await api.dispose();
});
