import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { dataLayerSuite } from './data-layer-suite';

// PGlite (WebAssembly PostgreSQL) is slow to boot and to answer on a busy 2-core machine.
jest.setTimeout(30_000);

// Embedded default: a SQLite file under the data dir.
dataLayerSuite('sqlite', async () => ({}));

// PostgreSQL: PGlite exposed over the wire protocol by a child process, reached with the real
// `pg` driver through DATABASE_URL (the same code path as a production PostgreSQL server).
let pg: ChildProcess | undefined;

function startPglite(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'pglite-server.mjs')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    pg = child;
    let out = '';
    const timer = setTimeout(() => reject(new Error('PGlite did not start')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`PGlite exited with ${code}`)));
  });
}

dataLayerSuite('postgres', async () => {
  const conn = await startPglite();
  return {
    env: { DATABASE_URL: `postgres://postgres:postgres@${conn}/postgres`, DATABASE_POOL_MAX: '1' },
  };
});

afterAll(() => {
  pg?.kill('SIGTERM');
});
