import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { createRegistryOrigins } from './registry';

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
        styleSrc: [withRemotes("'self'", "'unsafe-inline'")],
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
}
