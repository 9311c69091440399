import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors';
import { jsonFingerprint, MultipartFingerprint, multipartBoundary } from './fingerprint';
import {
  BODY_BASE64,
  BODY_STREAM,
  BODY_TEXT,
  IdempotencyStore,
  type RecordId,
  type StoredAnswer,
} from './store';

export { IdempotencyStore } from './store';

const HEADER = 'idempotency-key';
const METHODS = new Set(['POST', 'PUT', 'PATCH']);
// Printable ASCII without spaces; an RFC 8941 string (in quotes, as the IETF draft writes it) too.
const KEY = /^[\x21-\x7e]{8,200}$/;
/** Answer headers worth replaying; cookies and per-request headers never are. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'location', 'cache-control'];

export const MESSAGES = {
  badKey: 'Idempotency-Key must be 8 to 200 printable characters without spaces',
  inFlight:
    'A request with this Idempotency-Key is still being processed. Wait for it to finish, then retry.',
  mismatch:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  streamed:
    'This request was already processed and its answer cannot be sent again. Reload to see the result.',
} as const;

interface Pending {
  id: RecordId;
  createdAt: string;
  fingerprint: string | null;
  multipart: MultipartFingerprint | null;
  finished: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route ignores Idempotency-Key (sign-in and token routes, whose answers set cookies). */
    idempotency?: false;
  }
  interface FastifyRequest {
    idempotency: Pending | null;
  }
}

function readKey(request: FastifyRequest): string | null | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') return null;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  return KEY.test(key) ? key : null;
}

function principalOf(request: FastifyRequest, sidCookie: string): string | null {
  if (request.user) return `user:${request.user.id}`;
  const sid = request.cookies[sidCookie];
  return sid ? `session:${createHash('sha256').update(sid).digest('hex').slice(0, 40)}` : null;
}

function targetOf(request: FastifyRequest): string {
  const target = `${request.method} ${request.url}`;
  return target.length <= 400
    ? target
    : `${request.method} #${createHash('sha256').update(request.url).digest('hex')}`;
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  if (answer.bodyKind === BODY_STREAM) return reply.code(409).send(errorBody(MESSAGES.streamed));
  void reply.code(answer.status).headers(answer.headers).header('Idempotent-Replayed', 'true');
  if (answer.body === null) return reply.send();
  return reply.send(
    answer.bodyKind === BODY_BASE64 ? Buffer.from(answer.body, 'base64') : answer.body,
  );
}

/** The answer's body as stored: text as it is, bytes as base64, a stream not at all. */
function storedBody(payload: unknown): Pick<StoredAnswer, 'body' | 'bodyKind'> {
  if (typeof payload === 'string') return { body: payload, bodyKind: BODY_TEXT };
  if (Buffer.isBuffer(payload)) return { body: payload.toString('base64'), bodyKind: BODY_BASE64 };
  if (payload == null) return { body: null, bodyKind: BODY_TEXT };
  return { body: null, bodyKind: BODY_STREAM };
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) out[name] = String(value);
  }
  return out;
}

/**
 * Idempotent writes (docs/architecture.md, "Idempotency"): a POST, PUT or PATCH under /api sent
 * with `Idempotency-Key` runs once per (signed-in user or session, method and path, key). Its
 * first successful answer is kept for 24 hours and sent again for a repeat; a repeat while the
 * first still runs gets 409, the same key with another body 422. A failed request created
 * nothing (one transaction per change), so its key is given back and a retry runs again.
 * Installed per route as routes are registered, so GET routes (e.g. /api/auth/me) pay nothing.
 */
export function registerIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  const { config, cookies } = app.ctx;
  app.decorateRequest('idempotency', null);

  async function begin(request: FastifyRequest, reply: FastifyReply) {
    const key = readKey(request);
    if (key === undefined) return;
    if (key === null) {
      return reply
        .code(400)
        .send(errorBody(MESSAGES.badKey, { 'Idempotency-Key': MESSAGES.badKey }));
    }
    const principal = principalOf(request, cookies.sid);
    if (!principal) return;
    const id: RecordId = { principal, target: targetOf(request), key };
    const contentType = request.headers['content-type'];
    const boundary = /^multipart\/form-data/i.test(contentType ?? '')
      ? multipartBoundary(contentType)
      : null;
    const fingerprint = boundary ? null : jsonFingerprint(request.body);

    const claim = await store.claim(id, fingerprint, config.now());
    if (claim.kind === 'in_flight') {
      return reply.code(409).header('Retry-After', '1').send(errorBody(MESSAGES.inFlight));
    }
    if (claim.kind === 'done') {
      const repeat = boundary
        ? await new MultipartFingerprint(boundary).drain(request.raw)
        : fingerprint;
      if (claim.fingerprint !== null && repeat !== claim.fingerprint) {
        return reply.code(422).send(errorBody(MESSAGES.mismatch));
      }
      return replay(reply, claim.answer);
    }

    const multipart = boundary ? new MultipartFingerprint(boundary) : null;
    multipart?.follow(request.raw);
    const pending: Pending = {
      id,
      createdAt: claim.createdAt,
      fingerprint,
      multipart,
      finished: false,
    };
    request.idempotency = pending;
    // A reply written straight to the socket bypasses onSend: record at close that it ran.
    reply.raw.once('close', () => {
      if (pending.finished || !reply.raw.headersSent) return;
      pending.finished = true;
      const answer = { status: reply.statusCode, headers: {}, body: null, bodyKind: BODY_STREAM };
      const done =
        reply.statusCode < 300
          ? store.complete(id, pending.createdAt, null, answer)
          : store.release(id, pending.createdAt);
      done.catch((err: unknown) => request.log.error({ err }, 'idempotency record failed'));
    });
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const pending = request.idempotency;
    if (!pending || pending.finished) return payload;
    pending.finished = true;
    const status = reply.statusCode;
    try {
      if (status < 200 || status >= 300) await store.release(pending.id, pending.createdAt);
      else {
        const fingerprint = pending.multipart ? pending.multipart.digest() : pending.fingerprint;
        await store.complete(pending.id, pending.createdAt, fingerprint, {
          status,
          headers: keptHeaders(reply),
          ...storedBody(payload),
        });
      }
    } catch (err) {
      request.log.error({ err }, 'idempotency record failed');
    }
    return payload;
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || !methods.some((m) => METHODS.has(m))) return;
    if (route.config?.idempotency === false) return;
    const asList = <T>(hooks: T | T[] | undefined): T[] =>
      hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
    // First of the route's own checks (after authorization and body parsing), last when sending.
    route.preValidation = [begin, ...asList(route.preValidation)] as typeof route.preValidation;
    route.onSend = [...asList(route.onSend), finish] as typeof route.onSend;
  });
}
