import { test } from '@playwright/test';
test('shots', async ({ page }) => {
  const js: { url: string; size: number }[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') {
      const b = await r.body().catch(() => Buffer.from(''));
      js.push({ url: r.url(), size: b.length });
    }
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/pubsmoke/landing-desktop.png', fullPage: true });
  console.log(JSON.stringify(js, null, 1));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/pubsmoke/landing-mobile.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Read Our Full Philosophy' }).click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: '/tmp/pubsmoke/modal.png' });
  await page.goto('/consultation');
  await page.getByRole('button', { name: 'Request a consultation' }).click();
  await page.screenshot({ path: '/tmp/pubsmoke/consultation.png', fullPage: true });
  await page.goto('/portfolio/x');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: '/tmp/pubsmoke/notfound.png' });
});
