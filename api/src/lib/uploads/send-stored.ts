import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';
import { contentDisposition } from './sniff';
import type { UploadStore } from './storage';

export interface StoredFile {
  key: string;
  mime: string;
  /** The name offered on download; none for inline images. */
  name: string | null;
  cache: 'private' | 'public';
}

/** Streams an upload from the store with safe headers (404 when its bytes are gone). */
export async function sendStored(
  reply: FastifyReply,
  store: UploadStore,
  file: StoredFile,
): Promise<FastifyReply> {
  // Streamed from the disk or the bucket as it is read; never whole in memory.
  const opened = await store.open(file.key);
  if (!opened) throw new HttpError(404, 'File not found');
  const { size, stream } = opened;
  reply
    .header('Content-Type', file.mime)
    .header('Content-Length', String(size))
    .header('X-Content-Type-Options', 'nosniff')
    // Public files are revalidated every time: the student may make them private at any moment.
    .header('Cache-Control', file.cache === 'private' ? 'private, no-store' : 'no-cache');
  if (file.name) reply.header('Content-Disposition', contentDisposition(file.name));
  return reply.send(stream as never);
}
