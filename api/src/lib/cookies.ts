import type { FastifyInstance, FastifyReply } from 'fastify';

export interface CookieOptions {
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  maxAge?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Parsed Cookie header (first value of each name wins). */
    cookies: Record<string, string | undefined>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[!#-+\--:<-[\]-~]*$/;

/** Parsed on every signed-in request (CSRF pair): one pass with indexOf, no intermediate arrays. */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return out;
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', start);
    if (eq > start && eq < end) {
      const name = header.slice(start, eq).trim();
      let value = header.slice(eq + 1, end).trim();
      if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
        value = value.slice(1, -1);
      if (name && !(name in out)) out[name] = value;
    }
    start = end + 1;
  }
  return out;
}

export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  if (!NAME.test(name) || !VALUE.test(value)) throw new Error(`Invalid cookie ${name}`);
  let s = `${name}=${value}`;
  if (o.maxAge !== undefined) {
    s += `; Max-Age=${Math.floor(o.maxAge)}`;
    if (o.maxAge <= 0) s += '; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  }
  s += `; Path=${o.path ?? '/'}`;
  if (o.httpOnly) s += '; HttpOnly';
  if (o.secure) s += '; Secure';
  if (o.sameSite) s += `; SameSite=${o.sameSite[0]!.toUpperCase()}${o.sameSite.slice(1)}`;
  return s;
}

const PENDING = Symbol('pendingCookies');
type WithPending = FastifyReply & { [PENDING]?: Map<string, string> };

/** A minimal cookie plugin: lazy request parsing; the last value set for a name in a response wins. */
export function registerCookies(app: FastifyInstance): void {
  // Declared up front (null until parsed) so every request object keeps one shape.
  app.decorateRequest('parsedCookies', null);
  app.decorateRequest('cookies', {
    getter() {
      const self = this as unknown as { parsedCookies: Record<string, string> | null };
      self.parsedCookies ??= parseCookieHeader(this.headers.cookie);
      return self.parsedCookies;
    },
  });
  app.decorateReply(
    'setCookie',
    function (this: WithPending, name: string, value: string, options?: CookieOptions) {
      const pending = (this[PENDING] ??= new Map());
      pending.set(name, serializeCookie(name, value, options));
      // Fastify appends to set-cookie; replace it so each name appears once (last value wins).
      this.removeHeader('set-cookie');
      this.header('set-cookie', [...pending.values()]);
      return this;
    },
  );
  app.decorateReply(
    'clearCookie',
    function (this: WithPending, name: string, options?: CookieOptions) {
      return this.setCookie(name, '', { ...options, maxAge: 0 });
    },
  );
}
