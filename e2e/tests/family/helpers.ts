import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { latestMailTo, linkIn } from '../../support/mailbox';

export const PASSWORD = 'Tr1cky-Lantern-Moss!';

async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/csrf');
  return ((await res.json()) as { csrf_token: string }).csrf_token;
}

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers a student over the API and verifies the address with the mailed link. */
export async function registerStudent(
  request: APIRequestContext,
  firstName: string,
): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await request.post('/api/auth/register', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: {
      first_name: firstName,
      last_name: 'Tester',
      email,
      date_of_birth: '2009-03-14',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptedLegalTerms: true,
    },
  });
  expect(res.status()).toBe(201);
  const link = linkIn(await latestMailTo(email), '/email-verification');
  const verify = await request.post('/api/auth/verify-email', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: { token: new URL(link).searchParams.get('token') },
  });
  expect(verify.status()).toBe(200);
  return email;
}

/** Signs in over the API and returns headers for further API calls as that user. */
export async function apiAs(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: { email, password },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { session: { access_token: string } };
  return {
    Authorization: `Bearer ${body.session.access_token}`,
    'X-CSRF-Token': await csrf(request),
  };
}

/** axe once toasts are gone (a toast fading in or out fails contrast by itself). */
export async function checkA11y(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
}
