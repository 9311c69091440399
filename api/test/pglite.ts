import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface Pglite {
  /** `DATABASE_URL` and pool size for a server on this PGlite (one session, so one connection). */
  env: { DATABASE_URL: string; DATABASE_POOL_MAX: string };
  stop(): void;
}

/**
 * PGlite (WebAssembly PostgreSQL) exposed over the wire protocol by a child process, reached
 * with the real `pg` driver through DATABASE_URL: the same code path as a production server.
 * It runs out of process because its dynamic imports cannot load inside jest.
 */
export function startPglite(): Promise<Pglite> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'pglite-server.mjs')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    // Its WebAssembly start takes 20 s and more on a shared, loaded machine.
    const timer = setTimeout(() => reject(new Error('PGlite did not start')), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          env: {
            DATABASE_URL: `postgres://postgres:postgres@${m[1]!}/postgres`,
            DATABASE_POOL_MAX: '1',
          },
          stop: () => child.kill('SIGTERM'),
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`PGlite exited with ${code}`)));
  });
}
