// Starts the built API for the e2e run on a fresh, empty data dir (so the demo seed, asked for below, runs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = resolve(root, process.env.E2E_DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });

const port = process.env.PORT ?? '8181';
const server = spawn(process.execPath, [resolve(root, 'api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    OPTIO_DATA_DIR: dataDir,
    // The suite signs in as the demo accounts; the server seeds them only when asked.
    OPTIO_SEED_DEMO: '1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every e2e sign-in comes from 127.0.0.1: widen the per-IP budgets so the suite does not
    // trip them. The limits themselves are tested over HTTP in api/test/rate-limits.test.ts.
    OPTIO_RATE_LIMIT_SCALE: '10',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
