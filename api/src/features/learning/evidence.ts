import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import { imageKindOf, reencodeImage } from './image-clean';
import { evidenceIdParam } from './schemas';
import {
  checkUpload,
  HEAD_BYTES,
  IMAGE_MAX,
  safeFileName,
  TextCheck,
  type SniffedType,
} from './sniff';
import { sendStored } from './stored-file';
import { learningDb } from './tables';

export const MAX_FILES = 5;
export const MAX_TEXT = 10_000;
export const MAX_LINK = 2048;

export interface UploadedFile {
  name: string;
  type: SniffedType;
  /** Where the bytes already are (see UploadStore); removed again when the request fails. */
  key: string;
  size: number;
}

export interface EvidenceInput {
  text: string | null;
  link: string | null;
  confidential: boolean;
  files: UploadedFile[];
}

const bad = (message: string, field: string) => new HttpError(400, message, { [field]: message });

/**
 * Reads the completion form (multipart), checking every part. Files stream straight to private
 * storage (memory stays bounded whatever their size); on any refusal they are removed again.
 */
export async function readEvidenceForm(
  request: FastifyRequest,
  store: UploadStore,
): Promise<EvidenceInput> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the evidence as multipart/form-data');
  }
  const written: string[] = [];
  try {
    return await parseForm(request, store, written);
  } catch (err) {
    await store.remove(written);
    throw err;
  }
}

async function parseForm(
  request: FastifyRequest,
  store: UploadStore,
  written: string[],
): Promise<EvidenceInput> {
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  const fieldErrors: Record<string, string> = {};
  let tooLarge: string | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'files') {
        part.file.resume();
        fieldErrors[part.fieldname] = 'Unknown field';
        continue;
      }
      const name = safeFileName(part.filename);
      const key = store.newKey();
      written.push(key);
      const info = await store.write(key, part.file);
      if (part.file.truncated) {
        throw new HttpError(413, `"${name}" is too large: files may be at most 25 MB`, {
          files: `"${name}" is too large: files may be at most 25 MB`,
        });
      }
      const check = checkUpload(name, info);
      if (!check.ok) {
        fieldErrors.files ??= check.message;
        if (check.tooLarge) tooLarge ??= check.message;
        continue;
      }
      files.push({ name, type: check.type, key, size: info.size });
      continue;
    }
    if (!['text', 'link', 'confidential'].includes(part.fieldname)) {
      fieldErrors[part.fieldname] = 'Unknown field';
      continue;
    }
    if (fields.has(part.fieldname)) {
      fieldErrors[part.fieldname] = 'Give this field once';
      continue;
    }
    if (part.valueTruncated) {
      fieldErrors[part.fieldname] = 'This field is too long';
      continue;
    }
    fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
  }

  const text = (fields.get('text') ?? '').trim();
  if (text.length > MAX_TEXT) fieldErrors.text = `Text must be at most ${MAX_TEXT} characters`;
  const link = (fields.get('link') ?? '').trim();
  if (link) {
    let ok = link.length <= MAX_LINK;
    try {
      ok &&= ['http:', 'https:'].includes(new URL(link).protocol);
    } catch {
      ok = false;
    }
    if (!ok) fieldErrors.link = 'Link must be a web address starting with http:// or https://';
  }
  const conf = fields.get('confidential') ?? 'false';
  if (conf !== 'true' && conf !== 'false') fieldErrors.confidential = "Use 'true' or 'false'";

  const firstError = Object.values(fieldErrors)[0];
  if (tooLarge) throw new HttpError(413, tooLarge, fieldErrors);
  if (firstError) throw new HttpError(400, firstError, fieldErrors);
  if (!text && !link && files.length === 0) {
    throw bad('Add evidence: some text, a link or a file', 'evidence');
  }
  return { text: text || null, link: link || null, confidential: conf === 'true', files };
}

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

export function evidenceRoutes(app: FastifyInstance, store: UploadStore): void {
  const k = learningDb(app.ctx.db.kysely);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/evidence/:evidenceId/file',
    {
      schema: {
        tags: ['learning'],
        summary: 'An evidence file, only to the student who uploaded it (others get 404)',
        security: [{ bearerAuth: [] }],
        params: evidenceIdParam,
        response: { ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const file = await k
        .selectFrom('evidence_files')
        .selectAll()
        .where('evidence_id', '=', request.params.evidenceId)
        .where('student_id', '=', request.user!.id)
        .executeTakeFirst();
      if (!file) throw new HttpError(404, 'File not found');
      return sendStored(reply, store, {
        key: file.storage_key,
        mime: file.mime,
        name: file.original_name,
        cache: 'private',
      });
    },
  );
}
