import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { screenText, type Flag, type ScreenInput } from '../safety';

/** One server-sent event per call; writes after the client left are dropped. */
export interface EventWriter {
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * A comment line this often keeps a quiet stream (a slow provider) open through proxies and load
 * balancers that close idle connections (nginx's default read time-out is 60 s).
 */
export const HEARTBEAT_MS = 15_000;

/** Turns the reply into an SSE stream (`text/event-stream`) and returns its writer. */
export function openEventStream(
  reply: Pick<FastifyReply, 'code'>,
  heartbeatMs = HEARTBEAT_MS,
): { writer: EventWriter; body: PassThrough } {
  const body = new PassThrough();
  const heartbeat = setInterval(() => {
    if (!body.writableEnded && !body.destroyed) body.write(': heartbeat\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  body.on('close', () => clearInterval(heartbeat));
  body.on('finish', () => clearInterval(heartbeat));
  void reply
    .code(200)
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-store')
    // Proxies such as nginx would otherwise hold the pieces back until the end.
    .header('X-Accel-Buffering', 'no');
  const writer: EventWriter = {
    send(event, data) {
      if (body.writableEnded || body.destroyed) return;
      body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!body.writableEnded) body.end();
    },
  };
  return { writer, body };
}

/** Where a piece of reply can be released: after the last sentence end or line break. */
function lastBoundary(text: string): number {
  let cut = -1;
  const re = /[.!?…](?:["')\]]*)\s+|\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) cut = m.index + m[0].length;
  return cut;
}

export interface ScreenedReply {
  /** The text shown (and to be stored). */
  content: string;
  /** Set when the reply failed screening: what it was flagged for. */
  flags: Flag[] | null;
}

/**
 * Relays a provider's pieces sentence by sentence, screening everything said so far before
 * each sentence is released: nothing reaches the child unscreened. A failing sentence stops
 * the reply, and the caller replaces it.
 */
export async function relayScreened(
  pieces: AsyncIterable<string>,
  onRelease: (text: string) => void,
  opts: Pick<ScreenInput, 'names'>,
): Promise<ScreenedReply> {
  let shown = '';
  let pending = '';
  const release = (chunk: string): Flag[] | null => {
    const check = screenText({ text: shown + chunk, surface: 'tutor_reply', names: opts.names });
    if (check.flags.length > 0) return check.flags;
    shown += chunk;
    onRelease(chunk);
    return null;
  };
  for await (const piece of pieces) {
    pending += piece;
    const cut = lastBoundary(pending);
    // A sentence that never ends is still released in pieces of at most ~400 characters.
    if (cut < 0 && pending.length < 400) continue;
    const chunk = cut < 0 ? pending : pending.slice(0, cut);
    pending = pending.slice(chunk.length);
    const flags = release(chunk);
    if (flags) return { content: shown, flags };
  }
  if (pending) {
    const flags = release(pending);
    if (flags) return { content: shown, flags };
  }
  return { content: shown, flags: null };
}
