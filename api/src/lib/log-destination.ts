import pino from 'pino';

/** What the batch hands its lines to: pino's SonicBoom, or anything with the same two calls. */
export interface LineWriter {
  write(chunk: string): unknown;
  flushSync(): void;
}

/** How long a line may wait to be written with the ones after it. */
export const LOG_HOLD_MS = 20;
/** Held text (UTF-16 code units) that is handed over at once, without waiting. */
export const LOG_HOLD_MAX = 64 * 1024;

/**
 * Holds the lines written over LOG_HOLD_MS (or up to LOG_HOLD_MAX) and hands them to the writer
 * as one string, in the order they were written.
 *
 * Why: each hand-over that finds SonicBoom idle starts an asynchronous `fs.write`, whose dispatch
 * to a libuv thread and completion cost the server tens of µs of CPU on this 2-core VM (a thread
 * woken each time); and SonicBoom measures its pending buffer (`Buffer.byteLength`) on every
 * write, which flattens the whole buffer each time a line is appended while a write is in flight
 * (3.9 KB copied per `GET /api/auth/me` under load). Handed over in batches, both happen once per
 * batch (docs/api/performance.md). The exit handler writes what is held (logDestination).
 */
export class LineBatch {
  private lines: string[] = [];
  private held = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly writer: LineWriter) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.held += line.length;
    if (this.held >= LOG_HOLD_MAX) this.handOver();
    else if (!this.timer) this.timer = setTimeout(this.handOverLater, LOG_HOLD_MS).unref();
    return true;
  }

  /** Writes every line held here and in the writer before returning (at exit). */
  flushSync(): void {
    this.handOver();
    this.writer.flushSync();
  }

  private readonly handOverLater = (): void => {
    this.timer = undefined;
    this.handOver();
  };

  private handOver(): void {
    const { lines } = this;
    if (lines.length === 0) return;
    this.lines = [];
    this.held = 0;
    this.writer.write(lines.length === 1 ? lines[0]! : lines.join(''));
  }
}

/**
 * Where the logs go: standard output, written asynchronously (SonicBoom without `sync`), so a
 * request never waits on a write to a slow pipe or terminal, in batches (LineBatch). Whatever is
 * held is written synchronously when the process exits, however it exits (SIGTERM and SIGINT end
 * in `process.exit` in server.ts).
 */
export function logDestination(level: string): LineBatch | undefined {
  if (level === 'silent') return undefined;
  const destination = new LineBatch(pino.destination({ dest: 1, sync: false }));
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Standard output already closed: nothing more can be written.
    }
  });
  return destination;
}
