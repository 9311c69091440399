import { expect, test } from '@playwright/test';
import { demo, signInAs } from '../../support/session';

const MODAL_TITLE = 'Our Philosophy: The Process Is The Goal';

test.describe('landing page', () => {
  test('the skip link is the first focusable element and targets the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');
  });

  test('the philosophy modal opens, traps focus, closes on Esc and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Read Our Full Philosophy' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: MODAL_TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Try 2-Min Demo' })).toHaveAttribute(
      'href',
      '/demo',
    );
    // Tab around more times than there are controls: focus never leaves the dialog.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the modal closes with its close button and its demo link leads to /demo', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Read Our Full Philosophy' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: MODAL_TITLE });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('link', { name: 'Try 2-Min Demo' }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test('hero calls to action show for visitors and are hidden when signed in', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'Raise doers, not dependents.' });
    await page.goto('/');
    await expect(hero.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Try 2-Min Demo' })).toBeVisible();

    await signInAs(page, demo('student'));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(hero).toBeVisible();
    await expect(hero.getByRole('link')).toHaveCount(0);
  });

  test('the hero does not shift when the session resolves', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Raise doers, not dependents.' });
    await expect(hero.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
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
    expect(shift).toBeLessThan(0.1);
  });
});
