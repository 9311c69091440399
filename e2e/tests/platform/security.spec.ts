import { expect, test, type Page } from '@playwright/test';
import { demo, signInAs } from '../../support/session';

// The pages' CSP has no 'unsafe-inline' styles (ISSUE #23): nothing the shell, the remotes or
// their libraries do may trip it. Violations are collected from the page itself and the console.
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|CSP violation/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

test.describe('content security policy without inline styles', () => {
  test('the landing page reports no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    expect(res?.headers()['permissions-policy']).toContain('camera=()');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('student pages, a toast and "sign out everywhere" report no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await signInAs(page, demo('student'));
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    await page.goto('/profile');
    const button = page.getByRole('button', { name: 'Sign out everywhere' });
    await expect(button).toBeVisible({ timeout: 60_000 });
    await button.click();
    // The toast library's styles arrive as a stylesheet, not an inline <style>.
    const toast = page.getByText('You are signed out on every device.');
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/$/);
    const fromFile = await page.evaluate(() =>
      [...document.styleSheets].some(
        (sheet) =>
          sheet.href !== null &&
          [...sheet.cssRules].some((rule) => rule.cssText.includes('[data-sonner-toaster]')),
      ),
    );
    expect(fromFile).toBe(true);
    // Signed out for real: a signed-in page now sends the visitor to /login.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    expect(violations).toEqual([]);
  });

  test('admin pages report no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await signInAs(page, demo('admin'));
    for (const path of ['/admin', '/admin/users', '/admin/audit']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
