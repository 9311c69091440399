import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { basename, dirname, extname, normalize } from 'node:path';
import send from '@fastify/send';
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

/** The Content-Type this server gives a file, by its extension. */
export const contentTypeOf = (path: string): string =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

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
 * Streams a file with @fastify/send: type, weak ETag and Last-Modified; conditional requests
 * (If-None-Match lists, If-Modified-Since, If-Match, If-Unmodified-Since) and single byte ranges
 * (Range, If-Range). Resolved on every call, so a deleted or replaced folder takes effect at once.
 * Returns false when there is no such file.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  cacheControl: string,
  /** For a precompressed copy: the content type comes from the original's name (the copy's own
   * size and time make its ETag differ from the original's). `stats`: the caller already checked
   * that the file exists. */
  variant: { typeOf?: string; stats?: Stats } = {},
): Promise<boolean> {
  if (!variant.stats) {
    try {
      if (!(await stat(path)).isFile()) return false;
    } catch {
      return false;
    }
  }
  const result = await send(request.raw, `/${encodeURIComponent(basename(path))}`, {
    root: dirname(path),
    dotfiles: 'allow',
    index: false,
    cacheControl: false,
    contentType: false,
    acceptRanges: true,
    etag: true,
    lastModified: true,
  });
  if (result.type === 'error') {
    // Gone between the check and the read: the caller answers 404.
    if ((result.metadata.error as Error & { status?: number }).status === 404) return false;
    reply.headers(result.headers as Record<string, string>);
    await reply.code(result.statusCode).send(result.stream);
    return true;
  }
  reply.header('Cache-Control', cacheControl);
  reply.headers(result.headers as Record<string, string | number>);
  reply.type(contentTypeOf(variant.typeOf ?? path));
  await reply.code(result.statusCode).send(result.statusCode === 304 ? undefined : result.stream);
  return true;
}
