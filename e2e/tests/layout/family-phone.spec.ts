import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { E2E_BASE_URL } from '../../support/env';
import { latestMailTo, linkIn } from '../../support/mailbox';
import {
  card,
  fillRegistration,
  signInThroughForm,
  STRONG_PASSWORD,
  uniqueEmail,
  yearsAgo,
} from '../auth/helpers';
import { apiAs, PASSWORD, registerStudent } from '../family/helpers';
import { expectNoHorizontalScroll, isPhone } from './menus';

// Issue #14's screens on a phone: the parent's sign-up choice, the consent page, and the family
// dashboard with every panel an under-13 child brings (their data and consent, friend requests
// waiting for approval, the child's messages), each fitting 390 px and passing axe.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get('/api/auth/csrf');
  return { 'X-CSRF-Token': ((await res.json()) as { csrf_token: string }).csrf_token };
}

async function idOf(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const res = await request.get('/api/auth/me', { headers });
  return ((await res.json()) as { id: string }).id;
}

test('a parent signs up, consents and follows an under-13 child, all at 390 px', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'phone project only');
  const parentEmail = uniqueEmail('phoneparent');
  const childEmail = uniqueEmail('phonechild');

  // The sign-up form with the parent choice made.
  await page.goto('/register');
  await page.getByRole('radio', { name: /I'm a parent or guardian/ }).check();
  await fillRegistration(page, {
    first: 'Pia',
    last: 'Parent',
    email: parentEmail,
    dob: yearsAgo(38),
  });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verification/);
  await page.goto(linkIn(await latestMailTo(parentEmail), '/email-verification'));
  await expect(card(page).getByRole('status')).toContainText('Email verified!');

  // The child (10) registers naming this parent; the API stands in for the child's own device.
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const registered = await api.post('/api/auth/register', {
    headers: await csrfHeader(api),
    data: {
      first_name: 'Lia',
      last_name: 'Young',
      email: childEmail,
      date_of_birth: yearsAgo(10),
      parent_email: parentEmail,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptedLegalTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const verifyLink = linkIn(await latestMailTo(childEmail), '/email-verification');
  const verified = await api.post('/api/auth/verify-email', {
    headers: await csrfHeader(api),
    data: { token: new URL(verifyLink).searchParams.get('token') },
  });
  expect(verified.status()).toBe(200);

  // The consent page, signed in as that parent.
  await signInThroughForm(page, parentEmail, STRONG_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(linkIn(await latestMailTo(parentEmail), '/parental-consent'));
  await expect(card(page)).toContainText('You are giving consent as Pia Parent');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'I give consent' }).click();
  await expect(card(page).getByRole('status')).toContainText('Consent recorded');

  // A classmate asks Lia to be friends, and the parent writes to Lia.
  const benEmail = await registerStudent(api, 'Ben');
  const ben = await apiAs(api, benEmail);
  const requested = await api.post('/api/community/friends/request', {
    headers: ben,
    data: { email: childEmail },
  });
  expect(requested.status()).toBeLessThan(300);
  const child = await apiAs(api, childEmail);
  const childId = await idOf(api, child);
  // Lia says yes; under 13, the friendship then waits for her parent.
  const friends = (await (await api.get('/api/community/friends', { headers: child })).json()) as {
    incoming: { id: string }[];
  };
  const accepted = await api.post(`/api/community/friends/accept/${friends.incoming[0]!.id}`, {
    headers: child,
  });
  expect(accepted.status()).toBeLessThan(300);
  const parent = await apiAs(api, parentEmail, STRONG_PASSWORD);
  const sent = await api.post(`/api/messages/with/${childId}`, {
    headers: parent,
    data: { body: 'Dinner at six, then we finish the volcano model together.' },
  });
  expect(sent.status()).toBe(201);
  await api.dispose();

  // The family dashboard with all of Lia's panels.
  await page.goto('/parent/dashboard');
  await expect(page.getByRole('heading', { name: "Lia's learning" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: "Lia's data and your consent" })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Friend requests waiting for you' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Approve friend request with Ben Tester' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Read messages with Pia' }).click();
  await expect(
    page.getByText('Dinner at six, then we finish the volcano model together.'),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Approving keeps the dashboard whole at this width.
  await page.getByRole('button', { name: 'Approve friend request with Ben Tester' }).click();
  await expect(
    page.getByRole('button', { name: 'Approve friend request with Ben Tester' }),
  ).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});
