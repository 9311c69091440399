import pino from 'pino';

/** Where the batch hands its lines: SonicBoom in buffer mode, or anything with these two calls. */
export interface LineWriter {
  write(chunk: Buffer): unknown;
  flushSync(): void;
}

/** How long a line may wait to be written with the ones after it. */
export const LOG_HOLD_MS = 20;
/** Held bytes (UTF-8) that are handed over at once, without waiting. */
export const LOG_HOLD_MAX = 64 * 1024;

/**
 * Holds the lines written over LOG_HOLD_MS (or up to LOG_HOLD_MAX bytes) and hands them to the
 * writer as one buffer, in the order they were written.
 *
 * Why batches: each hand-over that finds SonicBoom idle starts an asynchronous `fs.write`, whose
 * dispatch to a libuv thread and completion cost the server tens of µs of CPU on a 2-core VM (a
 * thread woken each time); handed over in batches, that happens once per batch.
 *
 * Why bytes: each line is encoded into a staging buffer outside V8's heap as it is written, so
 * the line's string dies young. Held as strings for 20 ms, every line outlived two scavenges (one
 * runs every few ms under load) and was copied twice and promoted to the old generation: about
 * 600 bytes promoted and half the scavenge time per `GET /api/auth/me` (docs/api/performance.md).
 * The writer gets a copy of exactly the bytes held, so the staging buffer is reused at once, and
 * SonicBoom, given buffers, never measures or re-encodes strings. The exit handler writes what
 * is held (logDestination).
 */
export class LineBatch {
  private readonly staging = Buffer.allocUnsafe(LOG_HOLD_MAX);
  private held = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly writer: LineWriter) {}

  write(line: string): boolean {
    const room = LOG_HOLD_MAX - this.held;
    // UTF-8 takes at most 3 bytes per UTF-16 code unit: only a line that might not fit is measured.
    if (line.length * 3 > room && Buffer.byteLength(line) > room) {
      this.handOver();
      if (Buffer.byteLength(line) > LOG_HOLD_MAX) {
        this.writer.write(Buffer.from(line));
        return true;
      }
    }
    this.held += this.staging.write(line, this.held);
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
    if (this.held === 0) return;
    // Not Buffer.from(subarray), which zero-fills the new buffer before copying into it.
    const chunk = Buffer.allocUnsafe(this.held);
    this.staging.copy(chunk, 0, 0, this.held);
    this.held = 0;
    this.writer.write(chunk);
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
  // In buffer mode SonicBoom's write takes Buffers; its type declares only the string form.
  const sonic = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
  const destination = new LineBatch(sonic as unknown as LineWriter);
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Standard output already closed: nothing more can be written.
    }
  });
  return destination;
}
