// usage: node shot.mjs <role|-> <path> <out> [w] [h] [dark] [drawer]
import { chromium } from '@playwright/test';
const [role, path, out, w = '390', h = '844', dark = '', drawer = ''] = process.argv.slice(2);
const base = 'http://127.0.0.1:8185';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, colorScheme: dark ? 'dark' : 'light', isMobile: +w < 500, hasTouch: +w < 500, deviceScaleFactor: 1 });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 200)); });
if (role !== '-') {
  const csrf = (await (await page.request.get(base + '/api/auth/csrf')).json()).csrf_token;
  const r = await page.request.post(base + '/api/auth/login', { data: { email: `${role}@optio.test`, password: 'Optio-Demo-2026!' }, headers: { 'X-CSRF-Token': csrf } });
  if (!r.ok()) console.log('login failed', r.status());
}
await page.goto(base + path);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(800);
if (drawer) { await page.getByRole('button', { name: /menu|menú/i }).click(); await page.waitForTimeout(300); }
const sw = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
console.log('scrollWidth/innerWidth', sw);
await page.screenshot({ path: out, fullPage: !drawer && !process.env.VIEWPORT });
await browser.close();
