import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/env';

const SHARED_STATE_SPECS =
  /tests\/(records\/((advisor-)?review|credentials)|platform\/security)\.spec\.ts$/;

// The real composed system: the built API serving the shell, the registry and every remote,
// on a fresh embedded database in a temporary data dir. No mocked API.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // The app follows the browser's language on a first visit; pin English so the suite's
    // assertions do not depend on the machine (i18n.spec.ts sets Spanish where it means to).
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'main', testIgnore: [/tests\/(resilience|layout)\//, SHARED_STATE_SPECS] },
    // Phone and tablet layouts run only the layout specs (navigation through the drawer or the
    // side menu with axe for every role, records reachability, no sideways scrolling at 360 px,
    // dark mode), not the whole suite again.
    {
      name: 'phone',
      testMatch: /tests\/layout\/.*\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'tablet',
      testMatch: /tests\/layout\/navigation\.spec\.ts$/,
      use: { viewport: { width: 768, height: 1024 }, hasTouch: true },
    },
    // Specs that change what other specs rely on for a while (the review spec unassigns the demo
    // student's advisor, whom the advisor and messaging specs expect; the advisor review spec
    // moves the demo student's credits and the XP cap; the credentials spec claims the badge that
    // flows.spec claims; the security spec signs the demo student out everywhere, ending the
    // sessions other specs hold as that student), so they run alone, after the rest.
    {
      name: 'shared-state',
      testMatch: SHARED_STATE_SPECS,
      dependencies: ['main', 'phone', 'tablet'],
      workers: 1,
    },
    // These tests delete and rebuild remotes' files, so they run alone, after everything else.
    {
      name: 'resilience',
      testMatch: /tests\/resilience\/.*\.spec\.ts$/,
      dependencies: ['main', 'phone', 'tablet', 'shared-state'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: { PORT: String(E2E_PORT) },
  },
});
