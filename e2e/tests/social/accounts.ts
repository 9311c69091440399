import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { signInAs } from '../../support/session';

export const PASSWORD = 'Tr1cky-Lantern-Moss!';

export interface Account {
  email: string;
  firstName: string;
  lastName: string;
}

async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/csrf');
  return ((await res.json()) as { csrf_token: string }).csrf_token;
}

/** Registers a student over the API and verifies the address with the mailed link. */
export async function registerStudent(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
): Promise<Account> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await csrf(request);
  const res = await request.post('/api/auth/register', {
    headers: { 'X-CSRF-Token': token },
    data: {
      first_name: firstName,
      last_name: lastName,
      email,
      date_of_birth: '2008-04-12',
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
  return { email, firstName, lastName };
}

/** A page of its own browser context, signed in as `email`. */
export async function pageFor(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email, password);
  return page;
}

/** axe once toasts are gone (a toast fading in or out fails contrast by itself). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** Signs in over the API and returns the headers of an authorised state-changing call. */
async function apiHeaders(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: { email, password },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { session: { access_token: string } }).session
    .access_token;
  // Login rotates the CSRF pair: read it again.
  return { Authorization: `Bearer ${token}`, 'X-CSRF-Token': await csrf(request) };
}

/**
 * Picks up the first catalogue quest and completes its first task openly and its second one
 * confidentially; returns both task titles.
 */
export async function completeTwoTasks(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ open: string; confidential: string }> {
  const headers = await apiHeaders(request, email, password);
  const list = await request.get('/api/quests', { headers });
  const questId = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
  const picked = await request.post(`/api/quests/${questId}/pick-up`, { headers, data: {} });
  expect(picked.ok()).toBe(true);
  const tasks = ((await picked.json()) as { tasks: { id: string; title: string }[] }).tasks;
  const [open, secret] = [tasks[0]!, tasks[1]!];
  for (const [task, confidential] of [
    [open, 'false'],
    [secret, 'true'],
  ] as const) {
    const done = await request.post(`/api/tasks/${task.id}/complete`, {
      headers,
      multipart: { text: `Evidence for ${task.title}`, confidential },
    });
    expect(done.status()).toBe(200);
  }
  return { open: open.title, confidential: secret.title };
}
