import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../errors';
import { imageKindOf, reencodeImage } from './image-clean';
import { HEAD_BYTES, IMAGE_MAX, TextCheck } from './sniff';

/** Private upload storage: `<dataDir>/uploads/<random key>`, never the client's file name. */
export class UploadStore {
  readonly dir: string;
  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads');
  }

  newKey(): string {
    return randomBytes(16).toString('hex');
  }

  /**
   * Streams a file to storage; returns its start (for sniffing), size and whether it is text.
   * The bytes land in a temporary file first: an image (by content) is re-encoded from it without
   * any metadata (see image-clean.ts) and the original is deleted, so only the clean copy is ever
   * kept under `key`; any other file is moved into place unchanged. An image that cannot be
   * decoded is refused with a 400 on `field`.
   */
  async write(
    key: string,
    source: AsyncIterable<Buffer> & { truncated?: boolean },
    field = 'files',
  ): Promise<{ head: Buffer; size: number; isText: boolean }> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const incoming = `${this.path(key)}.incoming`;
    const fh = await open(incoming, 'wx', 0o600);
    const text = new TextCheck();
    const head: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    try {
      for await (const chunk of source) {
        size += chunk.length;
        if (headLength < HEAD_BYTES) {
          head.push(chunk);
          headLength += chunk.length;
        }
        text.push(chunk);
        await fh.write(chunk);
      }
    } catch (err) {
      await fh.close();
      await unlink(incoming).catch(() => undefined);
      throw err;
    }
    await fh.close();
    const start = Buffer.concat(head);
    const isText = text.end();
    const kind = imageKindOf(start);
    if (kind && (source.truncated || size > IMAGE_MAX)) {
      // The caller refuses it as too large: nothing of it is kept.
      await unlink(incoming);
      return { head: start, size, isText };
    }
    if (!kind) {
      await rename(incoming, this.path(key));
      return { head: start, size, isText };
    }
    try {
      await reencodeImage(incoming, this.path(key), kind);
    } catch {
      const message = 'This image could not be read: save it again as a JPEG or PNG and retry';
      throw new HttpError(400, message, { [field]: message });
    }
    return this.headOf(key);
  }

  /** The start and size of a stored file (an image after re-encoding is never text). */
  private async headOf(key: string): Promise<{ head: Buffer; size: number; isText: boolean }> {
    const path = this.path(key);
    const { size } = await stat(path);
    const fh = await open(path, 'r');
    try {
      const buf = Buffer.alloc(Math.min(size, HEAD_BYTES));
      await fh.read(buf, 0, buf.length, 0);
      return { head: buf, size, isText: false };
    } finally {
      await fh.close();
    }
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => unlink(join(this.dir, key))));
  }

  path(key: string): string {
    if (!/^[0-9a-f]{32}$/.test(key)) throw new Error('bad storage key');
    return join(this.dir, key);
  }
}
