import { expect, test, type APIRequestContext } from '@playwright/test';
import { latestMailTo, linkIn } from '../../support/mailbox';

// Languages: a Spanish browser gets Spanish on its first visit, a saved choice wins over the
// browser, a user's saved language applies at sign-in, and server errors show in Spanish.

const PASSWORD = 'Tr1cky-Lantern-Moss!';
const uniqueEmail = (tag: string) =>
  `e2e-i18n-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/csrf');
  return ((await res.json()) as { csrf_token: string }).csrf_token;
}

/** Registers and verifies an account over the API, as a visitor whose page was in `language`. */
async function registerVerified(request: APIRequestContext, language: string): Promise<string> {
  const email = uniqueEmail(language);
  const headers = { 'X-CSRF-Token': await csrf(request), 'Accept-Language': language };
  const res = await request.post('/api/auth/register', {
    headers,
    data: {
      first_name: 'Lucía',
      last_name: 'Ortega',
      email,
      date_of_birth: '2000-05-17',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptedLegalTerms: true,
    },
  });
  expect(res.status()).toBe(201);
  const mail = await latestMailTo(email);
  expect(mail).toContain('Verificar mi correo');
  const token = new URL(linkIn(mail, '/email-verification')).searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: { token },
  });
  expect(verified.status()).toBe(200);
  return email;
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('gets Spanish on the first visit', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido de nuevo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('keeps the saved choice over the browser language', async ({ page }) => {
    await page.goto('/terms');
    await page.getByLabel('Idioma').selectOption('en');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
    ).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('shows a server error in Spanish', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('nobody-here@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByText('Correo electrónico o contraseña incorrectos')).toBeVisible();
  });
});

test('a user whose saved language is Spanish sees Spanish after signing in', async ({
  page,
  request,
}) => {
  const email = await registerVerified(request, 'es');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

test.describe('long-form public pages', () => {
  test.use({ locale: 'es-ES' });

  test('are in Spanish for a Spanish visitor, and in English after switching', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos del servicio');
    await page.goto('/academy-handbook');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manual de la Optio Academy');
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Optio Academy Handbook');
  });

  test('the prerendered landing turns Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }),
    ).toBeVisible();
  });
});
