import { expect, test } from '@playwright/test';

// `/` arrives as HTML rendered at build time (the shell's chrome plus mf-public's landing page).
// A signed-out visitor keeps it without the app (lite.spec.ts); for a visitor who may be signed
// in (the optio_signed_in cookie the API sets with the refresh cookie) the running app takes
// that markup over. See shell/src/bootstrap.tsx.
test.describe('prerendered landing page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'optio_signed_in', value: '1', url: baseURL! }]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the landing page is readable, titled and navigable as plain HTML', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle('Optio — Raise doers, not dependents.');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Raise doers, not dependents.',
      );
      await expect(page.getByText('Free to start, no credit card needed').first()).toBeVisible();
      // A control would lose its click before the app starts: disabled until then.
      await expect(page.getByRole('button', { name: 'Read Our Full Philosophy' })).toBeDisabled();
      // Links work as ordinary page loads.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
      await expect(page).toHaveURL(/\/terms$/);
    });
  });

  test('the app takes the markup over in place: same nodes, no shift, controls enabled', async ({
    page,
  }) => {
    // Hold the shell's entry script until the build-time node is tagged: hydration keeps that
    // node, a re-render would replace it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Raise doers, not dependents.');
    await heading.evaluate((el) => el.setAttribute('data-e2e-original', ''));
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '');
    await expect(page.getByRole('button', { name: 'Read Our Full Philosophy' })).toBeEnabled();
    await expect(page.locator('h1[data-e2e-original]')).toHaveCount(1);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });

  test('a control focused before the app starts keeps focus', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '');
    await expect(skip).toBeFocused();
  });
});
