import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname, normalize } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** A relative path that cannot leave its root (no "..", no NUL, no backslashes). */
export function safeRelative(path: string): string | null {
  if (path.includes('\0') || path.includes('\\')) return null;
  const n = normalize(`/${path}`).slice(1);
  return n.split('/').includes('..') ? null : n;
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Streams a file with type, ETag and Last-Modified (304 on a match). Resolved on every call, so a
 * deleted or replaced folder takes effect at once. Returns false when there is no such file.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  cacheControl: string,
  /** For a precompressed copy: the content type comes from the original's name, and the ETag
   * names the encoding. `stats`: the caller already read the file's (it is not read again). */
  variant: { typeOf?: string; etagSuffix?: string; stats?: Stats } = {},
): Promise<boolean> {
  let info = variant.stats;
  if (!info) {
    try {
      info = await stat(path);
    } catch {
      return false;
    }
  }
  if (!info.isFile()) return false;
  const suffix = variant.etagSuffix ? `-${variant.etagSuffix}` : '';
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${suffix}"`;
  reply.header('Cache-Control', cacheControl);
  reply.header('ETag', etag);
  reply.header('Last-Modified', info.mtime.toUTCString());
  reply.type(TYPES[extname(variant.typeOf ?? path).toLowerCase()] ?? 'application/octet-stream');
  if (request.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return true;
  }
  await reply.send(createReadStream(path));
  return true;
}
