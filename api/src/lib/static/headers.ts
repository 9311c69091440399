import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createRegistryOrigins } from './registry';

/** No page of ours uses these powerful features; a script injected into one cannot either. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), ' +
  'geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
  'publickey-credentials-get=(), usb=(), xr-spatial-tracking=(), interest-cohort=()';

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const STYLE_ELEMENT = /<style>([^<]*(?:<(?!\/style>)[^<]*)*)<\/style>/g;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Styles have no 'unsafe-inline': stylesheets come from 'self' and the registry's origins. A
 * prerendered page's `style="…"` attributes (React writes progress widths that way) and the
 * <style> elements of a page served without the app (its inlined CSS) are allowed one by one,
 * by hash, in that response's CSP only.
 */
export function allowInlineStyles(reply: FastifyReply, html: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', cspAllowingStyles(csp, html));
}

/** `csp` with the inline styles of `html` allowed by hash (see allowInlineStyles). */
export function cspAllowingStyles(csp: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, value] of html.matchAll(STYLE_ATTRIBUTE)) {
    hashes.add(
      sha256(
        value!
          .replace(/&quot;/g, '"')
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&amp;/g, '&'),
      ),
    );
  }
  for (const [, css] of html.matchAll(STYLE_ELEMENT)) hashes.add(sha256(css!));
  if (hashes.size === 0) return csp;
  return csp.replace(
    /(^|;)\s*style-src ([^;]*)/,
    (_m, start: string, sources: string) =>
      `${start}style-src ${sources} 'unsafe-hashes' ${[...hashes].join(' ')}`,
  );
}

/**
 * JSON API answers get a small fixed set of strict headers (OWASP REST cheat sheet), computed
 * once: nothing in them is ever rendered, so the CSP forbids everything, and nothing is cached.
 */
export function registerApiHeaders(app: FastifyInstance, secure: boolean): void {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs'))
      reply.headers(headers);
    done();
  });
}

/** helmet with a CSP allowing 'self' plus exactly the origins of the remote registry (pages and assets). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  registryFile: string,
  secure: boolean,
): Promise<void> {
  const origins = createRegistryOrigins(registryFile);
  // helmet calls these per response; the registry is re-read at most every 2 s.
  const withRemotes =
    (...fixed: string[]) =>
    () =>
      [...fixed, ...origins()].join(' ');
  await app.register(helmet, {
    global: true,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withRemotes("'self'")],
        connectSrc: [withRemotes("'self'")],
        styleSrc: [withRemotes("'self'")],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
}
