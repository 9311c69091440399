import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';
import { PNG_1PX } from './staff-helpers';

const ORIGINAL = 'Optio';
// One word: other tests find the signed-in user's name in the top bar as "First Last".
const RENAMED = `OptioAcademy${Date.now().toString(36)}`;

async function saveSiteName(page: Page, name: string): Promise<void> {
  const field = page.getByLabel('Site name');
  await field.fill(name);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
}

test('an admin renames the site: the top bar follows at once and the audit log records it', async ({
  page,
}) => {
  await signInAs(page, demo('admin'));
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site settings');
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await expect(adminNav.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByLabel('Site name')).toHaveValue(ORIGINAL);
  await expectNoSeriousA11yViolations(page);

  const banner = page.getByRole('banner');
  try {
    await saveSiteName(page, RENAMED);
    // No reload: the shell's settings query was invalidated by the admin remote.
    await expect(banner.getByRole('link', { name: RENAMED })).toBeVisible();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    // axe reads the toast mid-animation (its fading text fails colour contrast): let it go first.
    await expect(page.getByText('Settings saved.')).toBeHidden();

    await adminNav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
    const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
    // Other specs running beside this one (the safety queue, family views) also write audit rows
    // as the same admin, so find ours by what it says rather than taking the newest.
    const ours = table
      .getByRole('row')
      .filter({ hasText: 'Site settings changed' })
      .filter({ hasText: `Site name: ${ORIGINAL} → ${RENAMED}` })
      .first();
    await expect(ours).toContainText('Ada Admin');
    await expectNoSeriousA11yViolations(page);
  } finally {
    // Other tests expect the default name.
    await page.goto('/admin/settings');
    await saveSiteName(page, ORIGINAL);
    await expect(banner.getByRole('link', { name: ORIGINAL, exact: true })).toBeVisible();
  }
});

// In this file so it runs after the rename test, never beside it (both change the settings).
test('an admin uploads a logo: the top bar shows it, served from the API', async ({ page }) => {
  await signInAs(page, demo('admin'));
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site settings');
  const banner = page.getByRole('banner');
  try {
    await page.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/settings/logo'));
    await page.getByRole('button', { name: 'Upload logo' }).click();
    expect((await uploaded).status()).toBe(200);
    const logo = banner.getByRole('img', { name: 'Optio' });
    await expect(logo).toHaveAttribute('src', /^\/api\/site-logo\/[0-9a-f]{32}$/);
    const src = (await logo.getAttribute('src'))!;
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/png');
    // axe reads a fading toast as low contrast: let it appear and go first.
    await expect(page.getByText('Logo uploaded.')).toBeVisible();
    await expect(page.getByText('Logo uploaded.')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  } finally {
    // Other tests expect the plain site name: clear the logo URL again.
    await page.goto('/admin/settings');
    await page.getByLabel('Logo URL').fill('');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);
    await expect(banner.getByRole('img')).toHaveCount(0);
  }
});
