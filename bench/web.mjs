// Web budgets (docs/architecture.md#budgets): JavaScript transferred on `/` and `/demo` (compressed, as
// served), which apps each page fetches, how many copies of react-dom arrive, and how long a
// remote not yet loaded takes to show content after a client-side navigation. Starts the built
// platform on a temporary data dir; writes bench-results/web.json and prints the figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { median, root, startBuiltServer } from './server.mjs';

const { base, stop } = await startBuiltServer('web');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function measurePage(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response();
    const body = response ? await response.text().catch(() => '') : '';
    scripts.push({
      url: request.url(),
      bytes: sizes?.responseBodySize ?? 0,
      reactDom: body.includes('__reactContainer$'),
    });
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await context.close();
  const apps = [
    ...new Set(scripts.map((s) => /\/remotes\/(mf-[a-z]+)\//.exec(s.url)?.[1] ?? 'shell')),
  ].sort();
  return {
    path,
    jsTransferredBytes: scripts.reduce((n, s) => n + s.bytes, 0),
    scriptCount: scripts.length,
    appsFetched: apps,
    reactDomCopies: scripts.filter((s) => s.reactDom).length,
    // Largest first, so a regression shows which file grew.
    scripts: scripts
      .map((s) => ({ file: new URL(s.url).pathname, bytes: s.bytes }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/** From a click on a link to a remote not yet loaded until its heading is visible. */
async function measureNavigation(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/terms`, { waitUntil: 'networkidle' });
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1 }).filter({ hasNotText: /terms/i }).waitFor();
  await page.waitForFunction(() => location.pathname === '/login');
  await page.locator('input[type="email"]').waitFor();
  const ms = (await page.evaluate(() => performance.now())) - started;
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
  const navigations = [];
  for (let i = 0; i < RUNS; i++) navigations.push(await measureNavigation(browser));
  await browser.close();

  const results = {
    measuredAt: new Date().toISOString(),
    landing: { ...landing, budgetBytes: 165 * 1024 },
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
    `/      JS ${kb(landing.jsTransferredBytes)} (budget 165 KB) in ${landing.scriptCount} files from ${landing.appsFetched.join(', ')}; react-dom copies ${landing.reactDomCopies}`,
  );
  console.log(
    `/demo  JS ${kb(demo.jsTransferredBytes)} (budget 250 KB) in ${demo.scriptCount} files from ${demo.appsFetched.join(', ')}; react-dom copies ${demo.reactDomCopies}`,
  );
  console.log(
    `navigation to an unloaded remote: median ${results.navigationToUnloadedRemoteMs.median} ms over ${RUNS} runs (budget 300 ms)`,
  );
  console.log('written to bench-results/web.json');
} finally {
  stop();
}
