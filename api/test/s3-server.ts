// A throw-away S3-compatible server for integration tests: npm `s3rver` in a child process
// (test/s3rver-server.mjs) on a free loopback port, with its own directory, stopped when the test
// file ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points the API at it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function startS3Server(bucket = 'optio-test'): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'optio-s3-'));
  const child = spawn(process.execPath, [join(__dirname, 's3rver-server.mjs'), dir, '0', bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`s3rver did not start within 60 s:\n${out}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /\{"port":(\d+)\}/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      const endpoint = `http://127.0.0.1:${match[1]}`;
      resolve({
        endpoint,
        bucket,
        env: {
          S3_ENDPOINT: endpoint,
          S3_BUCKET: bucket,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
        stop: () =>
          new Promise<void>((done) => {
            const finish = () => {
              rmSync(dir, { recursive: true, force: true });
              done();
            };
            if (child.exitCode !== null) return finish();
            child.removeAllListeners('exit');
            child.once('exit', finish);
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}:\n${out}`));
    });
  });
}
