// A throw-away redis-server for integration tests: its own loopback port, no persistence, killed
// when the test file ends. Debian: `apt-get install -y redis-server` (npm test installs it).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The redis-server binary on PATH (or Debian's usual place), or undefined when not installed. */
export function findRedisServer(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin'];
  return dirs
    .filter((d) => d.startsWith('/'))
    .map((d) => join(d, 'redis-server'))
    .find((p) => existsSync(p));
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function startOnce(bin: string, port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    bin,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`redis-server did not start within 10 s:\n${out}`));
    }, 10_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${out}`));
    });
  });
}

/** Starts redis-server on a free loopback port (another port if that one was taken meanwhile). */
export async function startRedisServer(bin: string): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'optio-redis-'));
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    try {
      const child = await startOnce(bin, port, dir);
      return {
        url: `redis://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((resolve) => {
            child.removeAllListeners('exit');
            child.once('exit', () => {
              rmSync(dir, { recursive: true, force: true });
              resolve();
            });
            child.kill('SIGTERM');
          }),
      };
    } catch (err) {
      lastError = err;
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError;
}
