import pino from 'pino';

/** What the batch hands its lines to: pino's SonicBoom, or anything with the same two calls. */
export interface LineWriter {
  write(chunk: string): unknown;
  flushSync(): void;
}

/**
 * Collects the lines written during one turn of the event loop and hands them to the writer as
 * one string when the turn ends (setImmediate), in the order they were written.
 *
 * Why: SonicBoom measures its pending buffer (`Buffer.byteLength`) on every write, which flattens
 * the whole buffer each time a line is appended while a write is in flight; under load that was
 * about 4 KB copied and a sixth of the server's CPU per request on `GET /api/auth/me`
 * (docs/api/performance.md). One hand-over per turn does that once per batch. A line is never
 * held longer than the current turn: nothing waits for a size or a timer.
 */
export class LineBatch {
  private lines: string[] = [];
  private scheduled = false;

  constructor(private readonly writer: LineWriter) {}

  write(line: string): boolean {
    this.lines.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.handOverLater);
    }
    return true;
  }

  /** Writes every line held here and in the writer before returning (at exit). */
  flushSync(): void {
    this.handOver();
    this.writer.flushSync();
  }

  private readonly handOverLater = (): void => {
    this.scheduled = false;
    this.handOver();
  };

  private handOver(): void {
    const { lines } = this;
    if (lines.length === 0) return;
    this.lines = [];
    this.writer.write(lines.length === 1 ? lines[0]! : lines.join(''));
  }
}

/**
 * Where the logs go: standard output, written asynchronously (SonicBoom without `sync`), so a
 * request never waits on a write to a slow pipe or terminal, batched per event-loop turn
 * (LineBatch). Whatever is held is written synchronously when the process exits, however it
 * exits (SIGTERM and SIGINT end in `process.exit` in server.ts).
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
