import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8191';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text());
});
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const path of (process.argv[2] ?? '/login').split(',')) {
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  const name = path.replace(/[^a-z0-9]/gi, '_');
  await page.screenshot({ path: `/tmp/explore/${name}.png`, fullPage: true });
  console.log(path, '->', page.url(), await page.locator('h1').allTextContents());
}
await browser.close();
