import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from './tokens';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

export interface CookieNames {
  sid: string;
  csrf: string;
  refresh: string;
  /** Set and cleared with the refresh cookie, on every path: the server then knows, when it
   * serves a page, that the visitor may be signed in (api/src/lib/static/lite.ts). */
  signedIn: string;
}

/** `__Host-` prefixes (and Secure) when the public URL is https. */
export function cookieNames(secure: boolean): CookieNames {
  return {
    sid: secure ? '__Host-optio_sid' : 'optio_sid',
    csrf: CSRF_COOKIE,
    // __Secure-, not __Host-: the refresh cookie is scoped to /api/auth, and __Host- requires Path=/.
    refresh: secure ? '__Secure-refresh_token' : 'refresh_token',
    signedIn: secure ? '__Host-optio_signed_in' : 'optio_signed_in',
  };
}

/**
 * Signed double-submit: the token is `nonce.HMAC(sid.nonce)`, where `sid` is an httpOnly random
 * cookie. A script on another origin can neither read the cookie nor forge the HMAC.
 */
export class Csrf {
  /** The token already issued while answering a request (so one response sets one pair). */
  private readonly issued = new WeakMap<FastifyRequest, string>();
  /** Pairs already verified, token → session id (saves an HMAC per request; bounded). */
  private readonly verified = new Map<string, string>();

  constructor(
    private readonly secret: string,
    private readonly names: CookieNames,
    private readonly secure: boolean,
  ) {}

  private sign(sid: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`${sid}.${nonce}`).digest('base64url');
  }

  issue(sid: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.sign(sid, nonce)}`;
  }

  isValid(sid: string | undefined, token: string | undefined): boolean {
    if (!sid || !token || token.length > 200 || sid.length > 100) return false;
    if (this.verified.get(token) === sid) return true;
    const dot = token.indexOf('.');
    if (dot <= 0) return false;
    if (!safeEqual(token.slice(dot + 1), this.sign(sid, token.slice(0, dot)))) return false;
    if (this.verified.size >= 10_000) this.verified.clear();
    this.verified.set(token, sid);
    return true;
  }

  /** Header equals cookie (constant time) and the cookie is signed for this session id. */
  verifyRequest(request: FastifyRequest): boolean {
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[this.names.csrf];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) return false;
    return this.isValid(request.cookies[this.names.sid], cookie);
  }

  /** Sets a new session id and a token bound to it; returns the token. */
  rotate(reply: FastifyReply): string {
    const sid = randomBytes(24).toString('base64url');
    const token = this.issue(sid);
    reply.setCookie(this.names.sid, sid, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
    });
    reply.setCookie(this.names.csrf, token, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: this.secure,
    });
    return token;
  }

  /** Keeps a valid pair; otherwise issues a fresh one. Returns the token the client should send. */
  ensure(request: FastifyRequest, reply: FastifyReply): string {
    // The usual case, a valid pair already held: nothing to issue, nothing to remember.
    const held = request.cookies[this.names.csrf];
    if (held && this.isValid(request.cookies[this.names.sid], held)) return held;
    const already = this.issued.get(request);
    if (already) return already;
    const token = this.ensureFresh(request, reply);
    this.issued.set(request, token);
    return token;
  }

  private ensureFresh(request: FastifyRequest, reply: FastifyReply): string {
    const sid = request.cookies[this.names.sid];
    const token = request.cookies[this.names.csrf];
    if (sid && token && this.isValid(sid, token)) return token;
    if (sid && sid.length >= 16 && sid.length <= 64) {
      const fresh = this.issue(sid);
      reply.setCookie(this.names.csrf, fresh, {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: this.secure,
      });
      return fresh;
    }
    return this.rotate(reply);
  }
}
