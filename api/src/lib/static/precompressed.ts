import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFile } from '../send-file';

/**
 * The app builds write `file.br` (brotli, quality 11) and `file.gz` (gzip -9) next to every text
 * asset (scripts/build.mjs). Quality 11 is too slow to run per request, yet it makes the landing
 * page's JavaScript about 8% smaller than on-the-fly compression, so a visitor gets the
 * precompressed copy when the browser accepts it.
 */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

async function statOrNull(path: string): Promise<Stats | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** The encodings a request accepts (`q=0` means refused). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

/**
 * Sends `path`, preferring a precompressed sibling the client accepts. A sibling older than the
 * file itself is ignored: whoever replaced the file by hand did not rebuild its compressed copies.
 * Returns false when there is no such file (like sendFile).
 */
export async function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  cacheControl: string,
): Promise<boolean> {
  const original = await statOrNull(path);
  if (!original) return false;
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  for (const { name, suffix } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    const variant = await statOrNull(path + suffix);
    if (!variant || variant.mtimeMs < original.mtimeMs) continue;
    reply.header('Content-Encoding', name);
    // The copy's own ETag (its size and time) differs from the original's, so a cache never
    // answers a gzip client with brotli bytes.
    return sendFile(request, reply, path + suffix, cacheControl, { typeOf: path, stats: variant });
  }
  return sendFile(request, reply, path, cacheControl, { stats: original });
}
