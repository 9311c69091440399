// Writes docs/screenshots/phone-*.png: the phone layout (390x844, Chromium headless) of a running
// server with the demo accounts. Usage: node e2e/support/phone-screenshots.mjs [base URL]
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function shoot(name, { path, role, dark = false, drawer = false, region }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  if (role) {
    const csrf = (await (await page.request.get(`${base}/api/auth/csrf`)).json()).csrf_token;
    const login = await page.request.post(`${base}/api/auth/login`, {
      data: { email: `${role}@optio.test`, password: 'Optio-Demo-2026!' },
      headers: { 'X-CSRF-Token': csrf },
    });
    if (!login.ok()) throw new Error(`login as ${role}: ${login.status()}`);
  }
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  if (region) {
    // Below the fixed top bar (108 px on a phone).
    await page.getByRole('region', { name: region }).evaluate((el) => {
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120);
    });
  }
  if (drawer) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  }
  await page.screenshot({ path: resolve(out, `phone-${name}.png`) });
  await context.close();
  console.log(`docs/screenshots/phone-${name}.png`);
}

await shoot('landing', { path: '/' });
await shoot('student-dashboard', { path: '/dashboard', role: 'student' });
await shoot('student-records', { path: '/dashboard', role: 'student', region: 'Your records' });
await shoot('drawer-open', { path: '/dashboard', role: 'student', drawer: true });
await shoot('dark-dashboard', { path: '/dashboard', role: 'student', dark: true });
await shoot('parent-calendar', { path: '/parent/calendar', role: 'parent' });
await browser.close();
