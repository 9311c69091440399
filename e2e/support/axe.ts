import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical accessibility violation on the current page. Toasts are left out: one
 * that is fading in or out fails colour contrast by itself at that instant, and a toast raised by
 * a background refetch can appear at any moment of a scan, which made such scans flaky.
 *
 * Legacy mode runs axe in the page itself: by default @axe-core/playwright opens a blank page in
 * the context for every scan to merge the frames' results, which took about half of each scan's
 * time (≈ 12 s against 6 s a scan on the loaded 2-core machine, same rules and results). What
 * legacy mode gives up is testing cross-origin frames; our pages have none, and should one
 * appear, axe reports it under `frame-tested` and this check fails instead of skipping it.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(results.incomplete.filter((r) => r.id === 'frame-tested').map((r) => r.help)).toEqual([]);
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
