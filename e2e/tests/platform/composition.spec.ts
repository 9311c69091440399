import { expect, test } from '@playwright/test';
import { demo, signInAs } from '../../support/session';

test.describe('runtime composition', () => {
  test('the landing page renders through mf-public and loads no other remote', async ({ page }) => {
    const remoteFiles: string[] = [];
    page.on('request', (r) => {
      const m = /\/remotes\/(mf-[a-z]+)\//.exec(r.url());
      if (m?.[1]) remoteFiles.push(m[1]);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Raise doers, not dependents.',
    );
    // Signed out, `/` is served lite (no remote at all until intent); the app's landing, when it
    // runs, loads mf-public alone.
    expect([...new Set(remoteFiles)].filter((remote) => remote !== 'mf-public')).toEqual([]);
  });

  test('/login renders through mf-auth', async ({ page }) => {
    const authRequest = page.waitForRequest(/\/remotes\/mf-auth\/mf-manifest\.json/);
    await page.goto('/login');
    await authRequest;
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-out visitor opening a signed-in page lands on /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('react-dom is downloaded once across two remotes', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    const bodies = await Promise.all(scripts);
    // A string only react-dom's client build contains.
    const reactDomCopies = bodies.filter((b) => b.includes('__reactContainer$'));
    expect(reactDomCopies).toHaveLength(1);
  });
});

test.describe('session and menus', () => {
  const menus: Record<string, string[]> = {
    student: ['Quests', 'Calendar', 'Communication', 'Connections', 'Profile'],
    parent: ['Family Dashboard', 'Calendar'],
    advisor: [
      'Quests',
      'Calendar',
      'Communication',
      'Connections',
      'Profile',
      'Advisor',
      'Reviews',
    ],
    admin: [
      'Quests',
      'Calendar',
      'Communication',
      'Connections',
      'Profile',
      'Parent Dashboard',
      'Admin',
    ],
  };

  for (const [role, entries] of Object.entries(menus)) {
    test(`a signed-in ${role} sees the ${role} menu`, async ({ page }) => {
      await signInAs(page, demo(role as 'student'));
      await page.goto('/calendar');
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link')).toHaveText(entries);
    });
  }

  test('a student opening /admin lands on /dashboard', async ({ page }) => {
    await signInAs(page, demo('student'));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a remote reads the shell’s store and QueryClient', async ({ page }) => {
    let profileReads = 0;
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/me') && r.status() === 200) profileReads += 1;
    });
    await signInAs(page, demo('student'));
    await page.goto('/dashboard');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^\S+ \S+$/ })).toBeVisible();
    const name = (await banner.getByRole('link', { name: /^\S+ \S+$/ }).textContent())?.split(
      ' ',
    )[0];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${name}!`);
    // The shell read the profile once; the remote found it in the same QueryClient.
    expect(profileReads).toBe(1);
  });

  test('logout clears the session and returns home', async ({ page }) => {
    await signInAs(page, demo('student'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the language switcher translates the shell and the choice persists', async ({ page }) => {
  await page.goto('/terms');
  await page.getByLabel('Language').selectOption('es');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
