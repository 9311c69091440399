import { createHash, type Hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** SHA-256 of a parsed JSON body as the client sent it (a retry sends the same text). */
export function jsonFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/** The multipart boundary of a Content-Type header, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2] ?? null) : null;
}

/**
 * Hashes a multipart body as it streams past, leaving out every boundary: a browser picks a new
 * random boundary for each attempt, while the fields, file names and file bytes stay the same.
 */
export class MultipartFingerprint {
  private readonly hash: Hash = createHash('sha256');
  private readonly delimiter: Buffer;
  private tail: Buffer = Buffer.alloc(0);
  private ended = false;
  private result: string | null = null;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`--${boundary}`, 'latin1');
  }

  update(chunk: Buffer): void {
    const buf = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    let start = 0;
    for (let at = buf.indexOf(this.delimiter, start); at !== -1;) {
      this.hash.update(buf.subarray(start, at)).update('\u0000');
      start = at + this.delimiter.length;
      at = buf.indexOf(this.delimiter, start);
    }
    // Keep what could be the start of a delimiter split across chunks.
    const keep = Math.min(this.delimiter.length - 1, buf.length - start);
    this.hash.update(buf.subarray(start, buf.length - keep));
    this.tail = Buffer.from(buf.subarray(buf.length - keep));
  }

  /** Follows the request body from now on, as whoever reads it reads it. */
  follow(raw: IncomingMessage): void {
    raw.on('data', (chunk: Buffer) => this.update(chunk));
    raw.once('end', () => {
      this.ended = true;
    });
    // Listening for data must not start the flow: the route reads the body when it is ready.
    raw.pause();
  }

  /** Reads the whole body (a repeat whose first answer is kept), then returns the digest. */
  async drain(raw: IncomingMessage): Promise<string> {
    for await (const chunk of raw) this.update(chunk as Buffer);
    this.ended = true;
    return this.digest() ?? '';
  }

  /** The digest, or null when the body was not read to its end. */
  digest(): string | null {
    if (!this.ended) return null;
    this.result ??= this.hash.update(this.tail).digest('hex');
    return this.result;
  }
}
