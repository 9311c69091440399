import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../config';

/** An app build that exited with an error; `reason` is `exit N` or the signal. */
export class AppBuildFailed extends Error {
  constructor(
    readonly app: string,
    readonly reason: string,
  ) {
    super(`the build of ${app} failed (${reason})`);
  }
}

/**
 * Builds one app into `out` with scripts/build.mjs (content compiled first; the app's dist/ is
 * left as it was). OPTIO_RELEASE_BUILD replaces the build with `node SCRIPT APP OUT` (tests).
 * Its output goes to ours; given `onOutput`, all of it goes to standard error and to `onOutput`
 * (the preview keeps standard output for its own lines and shows a failed build's output).
 * `signal` ends the build early (the preview stopping): the build process is killed.
 */
export function buildAppInto(
  app: string,
  out: string,
  onOutput?: (text: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const custom = process.env.OPTIO_RELEASE_BUILD;
  const args = custom
    ? [custom, app, out]
    : [join(repoRoot(), 'scripts', 'build.mjs'), '--out', out, app];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit'],
      signal,
    });
    if (onOutput) {
      for (const stream of [child.stdout!, child.stderr!]) {
        stream.on('data', (chunk: Buffer) => {
          process.stderr.write(chunk);
          onOutput(chunk.toString());
        });
      }
    }
    // Aborted: the kill is under way, and its exit (below) settles this once the process is gone.
    child.on('error', (err) => {
      if (err.name !== 'AbortError') fail(err);
    });
    child.on('exit', (code, signal) =>
      code === 0 ? done() : fail(new AppBuildFailed(app, signal ?? `exit ${code}`)),
    );
  });
}
