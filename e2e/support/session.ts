import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/csrf');
  const body = (await response.json()) as { csrf_token: string };
  return body.csrf_token;
}

/** Signs in over the API from inside the browser context: the refresh cookie it sets lets the
 * shell restore the session on the next page load, exactly as after a reload. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const token = await csrfToken(page.request);
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'X-CSRF-Token': token },
  });
  if (!response.ok())
    throw new Error(`Login as ${email} failed: ${response.status()} ${await response.text()}`);
}

export const demo = (
  role: 'admin' | 'educator' | 'advisor' | 'parent' | 'student' | 'observer' | 'marketing',
) => `${role}@optio.test`;
