// `npm start`: install, build what changed, then serve the whole platform (API, shell, registry
// and every remote) from one port with the embedded default database.
import { spawn } from 'node:child_process';
import { ROOT, SERVER_ENV, SERVER_NODE_FLAGS, install, log, toolEnv } from './lib.mjs';
import { build } from './build.mjs';

const DEMO_PASSWORD = 'Optio-Demo-2026!';
const DEMO_ACCOUNTS = ['admin', 'educator', 'advisor', 'parent', 'student', 'observer'].map(
  (name) => `${name}@optio.test`,
);

await install();
await build();

const port = process.env.PORT ?? '8080';
const production = process.env.NODE_ENV === 'production';
// The API alone never seeds demo accounts; `npm start` (a local try-out) asks for them. A
// production start never does (the server would refuse it).
const seedDemo = !production && process.env.OPTIO_SEED_DEMO !== '0';
log(
  seedDemo
    ? 'Starting Optio with demo accounts (OPTIO_SEED_DEMO=1; OPTIO_SEED_DEMO=0 starts without them)'
    : 'Starting Optio',
);
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'api/dist/server.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: toolEnv({ ...SERVER_ENV, PORT: port, ...(seedDemo ? { OPTIO_SEED_DEMO: '1' } : {}) }),
});

setTimeout(() => {
  if (server.exitCode !== null) return;
  console.log(`\n  Optio is running at http://localhost:${port}\n`);
  if (seedDemo) {
    console.log(`  Demo accounts (password ${DEMO_PASSWORD}), seeded because OPTIO_SEED_DEMO=1:`);
    for (const account of DEMO_ACCOUNTS) console.log(`    ${account}`);
    console.log('');
  }
  if (!process.env.SMTP_URL) {
    console.log('  Mail is written to ./data/mailbox/ (set SMTP_URL to send it).\n');
  }
}, 1500);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
