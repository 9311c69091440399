// `npm run dev`: the API with reload on :8080 and every app on its own Rspack dev server with
// hot reload (shell :3000, remotes :3001-3007). The API serves registry.dev.json, which points
// the shell at the remotes' dev servers. Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { APPS, ROOT, install, toolEnv } from './lib.mjs';

await install();

const children = [
  spawn('pnpm', ['--filter', '@optio/api', 'dev'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: toolEnv({
      PORT: '8080',
      OPTIO_REGISTRY_FILE: `${ROOT}/registry.dev.json`,
      // The API runs from api/: keep its database where `npm start` keeps it.
      OPTIO_DATA_DIR: process.env.OPTIO_DATA_DIR ?? `${ROOT}/data`,
      OPTIO_SEED_DEMO: process.env.OPTIO_SEED_DEMO ?? '1',
    }),
  }),
  ...APPS.map((app) =>
    spawn('pnpm', ['--filter', `@optio/${app}`, 'dev'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: toolEnv(),
    }),
  ),
];

const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('\n  Optio dev: http://localhost:3000 (API on :8080)\n');
