import type { APIRequestContext } from '@playwright/test';
import { latestMailTo, linkIn } from '../../support/mailbox';

export const STRONG_PASSWORD = 'Learn-Today-2026!';

async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/csrf');
  return ((await res.json()) as { csrf_token: string }).csrf_token;
}

/** Registers an adult over the API and verifies the address with the mailed link. */
export async function registerVerifiedUser(
  request: APIRequestContext,
  first: string,
): Promise<{ email: string; password: string }> {
  const email = `e2e-staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await csrf(request);
  const res = await request.post('/api/auth/register', {
    headers: { 'X-CSRF-Token': token },
    data: {
      first_name: first,
      last_name: 'Newcomer',
      email,
      date_of_birth: '1990-04-01',
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      acceptedLegalTerms: true,
    },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const link = linkIn(await latestMailTo(email), '/email-verification');
  const verificationToken = new URL(link).searchParams.get('token')!;
  const verified = await request.post('/api/auth/verify-email', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: { token: verificationToken },
  });
  if (!verified.ok())
    throw new Error(`verify failed: ${verified.status()} ${await verified.text()}`);
  return { email, password: STRONG_PASSWORD };
}

/** A tiny valid PNG (1×1). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An access token for API checks made outside the page (the shell keeps its own in memory). */
export async function accessToken(
  request: APIRequestContext,
  email: string,
  password = 'Optio-Demo-2026!',
): Promise<string> {
  const res = await request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: { email, password },
  });
  return ((await res.json()) as { session: { access_token: string } }).session.access_token;
}
