import {
  linkToken,
  registerVerified,
  registration,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
  type TestServer,
} from './helpers';
import { api, signIn, type Signed } from './learning-helpers';

/** A date of birth `years` years ago (365.25-day years, as docs/product.md#ages counts). */
export const dobYearsAgo = (years: number) =>
  new Date(Date.now() - years * 365.25 * 86_400_000 - 86_400_000).toISOString().slice(0, 10);

/** A verified parent account made through registration (`account_type: "parent"`), signed in. */
export async function newParent(
  server: TestServer,
  email = uniqueEmail('parent'),
): Promise<Signed> {
  await registerVerified(server, { email, account_type: 'parent', first_name: 'Paula' });
  return signIn(server, email, STRONG_PASSWORD);
}

/** Registers and verifies a child under 13; returns the child's e-mail and the mailed consent token. */
export async function registerChild(
  server: TestServer,
  parentEmail: string,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; token: string }> {
  const payload = registration({
    email: uniqueEmail('kid'),
    first_name: 'Milo',
    date_of_birth: dobYearsAgo(10),
    parent_email: parentEmail,
    ...overrides,
  });
  const c = await server.client().init();
  const res = await c.post('/api/auth/register', payload);
  if (res.status !== 201) throw new Error(`register failed ${res.status} ${res.text}`);
  const email = String(payload.email);
  const verify = await waitForMail(server, email, (m) => m.subject.includes('Verify'));
  await c.post('/api/auth/verify-email', { token: linkToken(verify, '/email-verification') });
  const consent = await waitForMail(server, parentEmail, (m) =>
    /consent is needed/.test(m.subject),
  );
  return { email, token: linkToken(consent, '/parental-consent') };
}

/** A child under 13 whose consent `parent` gave (linked to them), signed in. */
export async function consentedChild(server: TestServer, parent: Signed): Promise<Signed> {
  const { email, token } = await registerChild(server, parent.email);
  const res = await api(parent, 'POST', '/api/auth/parental-consent', { token });
  if (res.status !== 200) throw new Error(`consent failed ${res.status} ${res.text}`);
  return signIn(server, email, STRONG_PASSWORD);
}
