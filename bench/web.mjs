// Web budgets (docs/architecture.md#budgets): JavaScript transferred on `/`, `/demo` and, signed in
// as the demo student, `/dashboard` (compressed, as served), which apps each page fetches, how
// many copies of react-dom arrive, the dashboard's LCP, how long a remote not yet loaded takes to
// show content after a client-side navigation, and, from the landing served without the app, how
// long a click into /login, /register and /demo takes to show content (the pointer rests on the
// link first, as a visitor's does). Starts the built platform on a temporary data dir; writes
// bench-results/web.json and prints the figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { median, root, startBuiltServer } from './server.mjs';
import { demoStudentCookies } from './signin.mjs';

const { base, stop } = await startBuiltServer('web');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CLICK_RUNS = Number(process.env.BENCH_CLICK_RUNS ?? 20);

async function measurePage(browser, path, cookies = []) {
  const context = await browser.newContext();
  await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    // A late script (fetched on idle) can finish as the context closes: count what is readable.
    const response = await request.response().catch(() => null);
    const body = response ? await response.text().catch(() => '') : '';
    scripts.push({
      url: request.url(),
      bytes: sizes?.responseBodySize ?? 0,
      reactDom: body.includes('__reactContainer$'),
    });
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (new URL(page.url()).pathname !== path)
    throw new Error(`${path} showed ${page.url()} instead (a signed-in page needs a session)`);
  const lcpMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 2000);
      }),
  );
  await context.close();
  const apps = [
    ...new Set(scripts.map((s) => /\/remotes\/(mf-[a-z]+)\//.exec(s.url)?.[1] ?? 'shell')),
  ].sort();
  return {
    path,
    jsTransferredBytes: scripts.reduce((n, s) => n + s.bytes, 0),
    lcpMs: lcpMs === null ? null : Math.round(lcpMs),
    scriptCount: scripts.length,
    appsFetched: apps,
    reactDomCopies: scripts.filter((s) => s.reactDom).length,
    // Largest first, so a regression shows which file grew.
    scripts: scripts
      .map((s) => ({ file: new URL(s.url).pathname, bytes: s.bytes }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/**
 * From a click on a link to a remote not yet loaded until its heading is visible: a navigation
 * inside the running app (the architecture's budget), so it starts on /demo, which the app
 * renders (the legal and promo pages are served without the app, and a click from one of them
 * is what measureClickIntoApp times).
 */
async function measureNavigation(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/demo`, { waitUntil: 'networkidle' });
  if (await page.evaluate(() => document.documentElement.hasAttribute('data-lite'))) {
    throw new Error('/demo was served without the app: no in-app navigation to time');
  }
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((r) => r.name.includes('/remotes/mf-auth/')),
  );
  if (loaded) throw new Error('mf-auth was already loaded on /demo: not an unloaded remote');
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.waitForFunction(() => location.pathname === '/login');
  await page.locator('input[type="email"]').waitFor();
  const ms = (await page.evaluate(() => performance.now())) - started;
  await context.close();
  return ms;
}

const INTO_APP = [
  { path: '/login', link: (page) => page.getByRole('banner').getByRole('link', { name: 'Login' }) },
  {
    path: '/register',
    link: (page) => page.getByRole('link', { name: 'Create Free Account' }).first(),
  },
  { path: '/demo', link: (page) => page.getByRole('link', { name: 'Try 2-Min Demo' }).first() },
];

/**
 * From a click on a link into the app on the landing (served without it) until the app shows
 * that page's content: its heading in <main>, the landing gone. The pointer moves onto the link
 * and rests there for 200 ms first, which is when the islands fetch the app, then clicks. The
 * clock starts at the click event's own time stamp, when the browser received the click: the
 * mouse is driven directly, because Playwright's click first runs its actionability checks in
 * the page, and on a main thread busy starting the app those waited for it (up to 300 ms on this
 * machine) before any click existed, time a visitor's click never spends.
 */
async function measureClickIntoApp(browser, { path, link }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.evaluate(() =>
    document.addEventListener('click', (event) => (window.__clickedAt = event.timeStamp), {
      capture: true,
      once: true,
    }),
  );
  const box = await link(page).boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.waitForTimeout(200);
  await page.mouse.click(x, y);
  await page.waitForFunction(
    (target) =>
      location.pathname === target &&
      !document.querySelector('.pub-landing') &&
      !!document.querySelector('#main-content h1, #main-content h2'),
    path,
  );
  const ms = await page.evaluate(() => performance.now() - window.__clickedAt);
  await context.close();
  return ms;
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const landing = await measurePage(browser, '/');
  const demo = await measurePage(browser, '/demo');
  // One load's LCP varies by a few hundred ms on a shared machine: the median of RUNS loads,
  // each in a session of its own.
  const dashboardRuns = [];
  for (let i = 0; i < RUNS; i++)
    dashboardRuns.push(await measurePage(browser, '/dashboard', await demoStudentCookies(base)));
  const lcpRuns = dashboardRuns.map((r) => r.lcpMs);
  const dashboard = { ...dashboardRuns[0], lcpMs: Math.round(median(lcpRuns)), lcpRuns };
  const navigations = [];
  for (let i = 0; i < RUNS; i++) navigations.push(await measureNavigation(browser));
  const clicks = {};
  for (const target of INTO_APP) {
    const runs = [];
    for (let i = 0; i < CLICK_RUNS; i++) runs.push(await measureClickIntoApp(browser, target));
    clicks[target.path] = {
      runs: runs.map(Math.round),
      median: Math.round(median(runs)),
      budgetMs: 300,
    };
  }
  await browser.close();

  const results = {
    measuredAt: new Date().toISOString(),
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    landing: { ...landing, budgetBytes: 30 * 1024 },
    dashboard: { ...dashboard, lcpBudgetMs: 1500 },
    clickIntoAppFromLandingMs: clicks,
    demo: { ...demo, budgetBytes: 250 * 1024 },
    navigationToUnloadedRemoteMs: {
      runs: navigations.map((n) => Math.round(n)),
      median: Math.round(median(navigations)),
      budgetMs: 300,
    },
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'web.json'), `${JSON.stringify(results, null, 2)}\n`);
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(
    `/      JS ${kb(landing.jsTransferredBytes)} (budget 30 KB) in ${landing.scriptCount} files from ${landing.appsFetched.join(', ')}; react-dom copies ${landing.reactDomCopies}`,
  );
  console.log(
    `/demo  JS ${kb(demo.jsTransferredBytes)} (budget 250 KB) in ${demo.scriptCount} files from ${demo.appsFetched.join(', ')}; react-dom copies ${demo.reactDomCopies}`,
  );
  console.log(
    `/dashboard (demo student) JS ${kb(dashboard.jsTransferredBytes)} in ${dashboard.scriptCount} files; LCP median ${dashboard.lcpMs} ms of ${dashboard.lcpRuns.join(', ')} (budget 1500 ms)`,
  );
  for (const [path, c] of Object.entries(clicks)) {
    console.log(
      `click / -> ${path}: median ${c.median} ms over ${CLICK_RUNS} runs (budget 300 ms)`,
    );
  }
  console.log(`load average ${results.loadAverage.join(' ')} (the machine is shared)`);
  console.log(
    `navigation to an unloaded remote: median ${results.navigationToUnloadedRemoteMs.median} ms over ${RUNS} runs (budget 300 ms)`,
  );
  console.log('written to bench-results/web.json');
} finally {
  stop();
}
