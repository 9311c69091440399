// TEMPORARY (auth engineer): runs the auth suite against its own API on port 8191 with its own
// data dir, so it does not clash with another e2e run. Not part of the suite.
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

process.env.AUTH_E2E_MAILBOX = '/tmp/optio-auth-e2e/mailbox';

export default defineConfig({
  ...base,
  testDir: '.',
  reporter: [['list']],
  workers: 2,
  use: { ...base.use, baseURL: 'http://127.0.0.1:8191' },
  projects: [{ name: 'auth' }],
  webServer: {
    command:
      'rm -rf /tmp/optio-auth-e2e && PORT=8191 HOST=127.0.0.1 OPTIO_DATA_DIR=/tmp/optio-auth-e2e PUBLIC_URL=http://127.0.0.1:8191 LOG_LEVEL=warn node api/dist/server.js',
    cwd: '../../..',
    url: 'http://127.0.0.1:8191/api/health',
    timeout: 60_000,
    reuseExistingServer: false,
  },
});
