import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { HttpError } from '../errors';
import type { Log } from '../log';
import { imageKindOf, reencodeImage } from './image-clean';
import { HEAD_BYTES, IMAGE_MAX, TextCheck } from './sniff';
import { S3Objects, type S3Settings } from './s3';

export type { S3Settings };

/** The answer when object storage cannot be reached: nothing is stored, nothing half-kept. */
export const STORAGE_UNAVAILABLE =
  'Service temporarily unavailable. Please try again in a few moments.';

/** A stored file opened for reading: its size and a stream of its bytes. */
export interface OpenedFile {
  size: number;
  stream: Readable;
}

/**
 * Where checked uploads are kept: `<dataDir>/uploads/` (the embedded default) or an S3-compatible
 * bucket (S3_BUCKET). Both are private; bytes leave only through the authorised API routes.
 */
interface Backend {
  /** Takes the finished local file at `localPath` into storage under `key`. */
  put(key: string, localPath: string, size: number): Promise<void>;
  /** Null when no such object exists. */
  open(key: string): Promise<OpenedFile | null>;
  remove(keys: string[]): Promise<void>;
  /** Throws when storage cannot be reached (readiness). */
  check(): Promise<void>;
}

class DiskBackend implements Backend {
  constructor(private readonly dir: string) {}
  async put(): Promise<void> {
    // The spooled file already is the stored file.
  }
  async open(key: string): Promise<OpenedFile | null> {
    const path = join(this.dir, key);
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch {
      return null;
    }
    return { size, stream: createReadStream(path) };
  }
  async remove(keys: string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => unlink(join(this.dir, key))));
  }
  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await access(this.dir, constants.R_OK | constants.W_OK);
  }
}

/** 503 (with Retry-After) for an unreachable store; the cause goes to the log, not the client. */
function storageDown(log: Log | undefined, err: unknown, what: string): HttpError {
  log?.error({ err }, `object storage ${what} failed`);
  return new HttpError(503, STORAGE_UNAVAILABLE, undefined, { 'Retry-After': '5' });
}

class S3Backend implements Backend {
  constructor(
    private readonly objects: S3Objects,
    private readonly spoolDir: string,
    private readonly log: Log | undefined,
  ) {}
  async put(key: string, localPath: string, size: number): Promise<void> {
    try {
      await this.objects.put(key, createReadStream(localPath), size);
    } catch (err) {
      throw storageDown(this.log, err, 'upload');
    } finally {
      await unlink(localPath).catch(() => undefined);
    }
  }
  async open(key: string): Promise<OpenedFile | null> {
    try {
      return await this.objects.get(key);
    } catch (err) {
      throw storageDown(this.log, err, 'download');
    }
  }
  async remove(keys: string[]): Promise<void> {
    // A refused upload may have left its spool file (an image that could not be re-encoded).
    await Promise.allSettled(keys.map((key) => unlink(join(this.spoolDir, key))));
    if (keys.length > 0) await this.objects.remove(keys);
  }
  async check(): Promise<void> {
    await mkdir(this.spoolDir, { recursive: true, mode: 0o700 });
    await this.objects.check();
  }
}

/**
 * Private upload storage under random keys, never the client's file name. Files stream in
 * through a local spool file (checked and, for images, re-encoded there), then into the backend:
 * the disk itself, or S3 by a streamed multipart upload. Memory stays bounded both ways.
 */
export class UploadStore {
  /** The local directory: the stored files (disk) or the spool of files on their way (S3). */
  readonly dir: string;
  private readonly backend: Backend;
  readonly kind: 'disk' | 's3';
  private readonly log: Log | undefined;

  /** `opts` is the app's Config (its data dir and S3 settings); `log` hears storage failures. */
  constructor(opts: { dataDir: string; s3?: S3Settings | undefined }, log?: Log) {
    this.dir = join(opts.dataDir, 'uploads');
    this.log = log;
    if (opts.s3) {
      this.kind = 's3';
      this.backend = new S3Backend(new S3Objects(opts.s3), this.dir, log);
    } else {
      this.kind = 'disk';
      this.backend = new DiskBackend(this.dir);
    }
  }

  newKey(): string {
    return randomBytes(16).toString('hex');
  }

  /**
   * Streams a file to storage; returns its start (for sniffing), size and whether it is text.
   * The bytes land in a temporary file first: an image (by content) is re-encoded from it without
   * any metadata (see image-clean.ts) and the original is deleted, so only the clean copy is ever
   * kept under `key`; any other file is moved into place unchanged. An image that cannot be
   * decoded is refused with a 400 on `field`. With S3, the finished file is then uploaded and
   * the local copy removed; storage that cannot be reached answers 503 and keeps nothing.
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
    const local = this.path(key);
    if (!kind) {
      await rename(incoming, local);
      await this.backend.put(key, local, size);
      return { head: start, size, isText };
    }
    try {
      await reencodeImage(incoming, local, kind);
    } catch {
      const message = 'This image could not be read: save it again as a JPEG or PNG and retry';
      throw new HttpError(400, message, { [field]: message });
    }
    const info = await this.headOf(local);
    await this.backend.put(key, local, info.size);
    return info;
  }

  /** The start and size of a local file (an image after re-encoding is never text). */
  private async headOf(path: string): Promise<{ head: Buffer; size: number; isText: boolean }> {
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

  /** Opens a stored file for streaming; null when its bytes are gone (the caller answers 404). */
  open(key: string): Promise<OpenedFile | null> {
    this.path(key);
    return this.backend.open(key);
  }

  /** Deletes stored files; a failure is logged (with the keys left behind), never thrown. */
  async remove(keys: string[]): Promise<void> {
    const valid = keys.filter((key) => /^[0-9a-f]{32}$/.test(key));
    try {
      await this.backend.remove(valid);
    } catch (err) {
      this.log?.error({ err, keys: valid }, 'stored files not deleted');
    }
  }

  /** Throws when storage cannot be reached (used by /api/ready). */
  check(): Promise<void> {
    return this.backend.check();
  }

  /** The local path of a key: the stored file on disk, or its spool file with S3. */
  path(key: string): string {
    if (!/^[0-9a-f]{32}$/.test(key)) throw new Error('bad storage key');
    return join(this.dir, key);
  }
}
