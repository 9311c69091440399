import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeRelative } from '../send-file';
import { composeAppPreloads } from './app-preloads';
import { allowInlineStyles } from './headers';
import { composeLite } from './lite';
import { sendStatic } from './precompressed';
import { composePrerendered, type LocateManifest } from './prerendered';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REMOTE_ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const APP_NAME = /^mf-[a-z]+$/;
const RELEASED_APP = /^(shell|mf-[a-z]+)$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]{0,99}$/;
const LOCAL_MANIFEST = /^\/remotes\/(mf-[a-z]+)\/((?:[\w.-]+\/)*)mf-manifest\.json$/;
const RELEASE_MANIFEST =
  /^\/releases\/(mf-[a-z]+)\/([0-9A-Za-z][0-9A-Za-z.-]*)\/mf-manifest\.json$/;
const HASHED = /[.-][0-9a-f]{6,}\.[a-z0-9]+$/i;

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Optio</title></head>
<body><h1>Optio is starting up</h1><p>The web apps are not built yet. Run <code>npm run build</code>, then reload.</p></body></html>`;

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

/**
 * What is live (features/releases/serving.ts): the registry a visitor gets (null when there is
 * none), the shell folder a visitor gets (live, or a canary for some), every shell folder still
 * on disk, and where releases live.
 */
export interface LiveSite {
  registryFor(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  shellFolder(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  shellFolders(): Promise<string[]>;
  releasesRoot: string;
}

/**
 * Serves the registry, every remote's dist/ and releases, and the shell with its SPA fallback;
 * resolved per request.
 */
export function serveStaticSite(app: FastifyInstance, live: LiveSite): void {
  const { staticRoot, publicDocs } = app.ctx.config;
  const signedInCookie = app.ctx.cookies.signedIn;
  const locate: LocateManifest = (manifest) => {
    const local = LOCAL_MANIFEST.exec(manifest);
    if (local) {
      const [, name, subdir] = local as unknown as [string, string, string];
      return { dir: join(staticRoot, name, 'dist', subdir), base: `/remotes/${name}/${subdir}` };
    }
    const released = RELEASE_MANIFEST.exec(manifest);
    if (!released) return null;
    const [, name, version] = released as unknown as [string, string, string];
    return { dir: join(live.releasesRoot, name, version), base: `/releases/${name}/${version}/` };
  };
  // Source maps show the original source: public only where the API docs are (OPTIO_PUBLIC_DOCS).
  const hidden = (rel: string) => !publicDocs && rel.endsWith('.map');
  const opts = { config: { auth: 'public' as const }, schema: { hide: true } };

  // Per visitor (a canary serves some of them another version), so never cached anywhere.
  app.get('/registry.json', opts, async (request, reply) => {
    const registry = await live.registryFor(request, reply);
    if (registry === null) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(registry));
  });

  // A release folder never changes once in place: everything in it, manifest included, is immutable.
  app.get<{ Params: { app: string; version: string; '*': string } }>(
    '/releases/:app/:version/*',
    opts,
    async (request, reply) => {
      const { app: name, version } = request.params;
      const rel = safeRelative(request.params['*']);
      if (!RELEASED_APP.test(name) || !VERSION.test(version) || !rel || hidden(rel))
        return reply.callNotFound();
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      const file = join(live.releasesRoot, name, version, rel);
      if (!(await sendStatic(request, reply, file, IMMUTABLE))) return reply.callNotFound();
      return reply;
    },
  );

  app.get<{ Params: { app: string; '*': string } }>(
    '/remotes/:app/*',
    opts,
    async (request, reply) => {
      const rel = safeRelative(request.params['*']);
      if (!APP_NAME.test(request.params.app) || !rel || hidden(rel)) return reply.callNotFound();
      const name = rel.split('/').pop() ?? rel;
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      const file = join(staticRoot, request.params.app, 'dist', rel);
      if (
        !(await sendStatic(
          request,
          reply,
          file,
          REMOTE_ENTRY_FILES.has(name) ? NO_CACHE : IMMUTABLE,
        ))
      ) {
        return reply.callNotFound();
      }
      return reply;
    },
  );

  const shell = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      url.startsWith('/remotes/') ||
      url.startsWith('/releases/')
    )
      return reply.callNotFound();
    const dist = await live.shellFolder(request, reply);
    if (!(await exists(join(dist, 'index.html')))) {
      return reply
        .code(503)
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT);
    }
    let rel: string | null;
    try {
      rel = safeRelative(decodeURIComponent(url.slice(1)));
    } catch {
      rel = null;
    }
    if (rel === null || hidden(rel)) return reply.callNotFound();
    if (rel !== '' && rel !== 'index.html') {
      const hashed = HASHED.test(rel);
      if (await sendStatic(request, reply, join(dist, rel), hashed ? IMMUTABLE : NO_CACHE))
        return reply;
      // A page loaded before the shell changed (a release, a canary started or ended) still
      // fetches its own chunks: a hashed name is the same file in whichever release holds it.
      if (hashed) {
        for (const folder of await live.shellFolders()) {
          if (folder === dist) continue;
          if (await sendStatic(request, reply, join(folder, rel), IMMUTABLE)) return reply;
        }
      }
    }
    // A missing asset is a 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(rel) && !rel.endsWith('.html')) return reply.callNotFound();
    const accept = request.headers.accept ?? '';
    if (rel !== '' && !accept.includes('text/html') && !accept.includes('*/*'))
      return reply.callNotFound();
    // A visitor who may be signed in gets the app at once (the signed-in chrome, no calls to
    // action); anyone else gets the page without it when its remote wrote one.
    const pathname = url.length > 1 ? url.replace(/\/+$/, '') : url;
    const registry = await live.registryFor(request, reply);
    const signedIn = request.cookies[signedInCookie] !== undefined;
    let html: Promise<string> | undefined;
    const indexHtml = () => (html ??= readFile(join(dist, 'index.html'), 'utf8'));
    const composed =
      (signedIn ? null : await composeLite(dist, registry, locate, pathname)) ??
      (await composePrerendered(await indexHtml(), registry, locate, url)) ??
      (await composeAppPreloads(await indexHtml(), dist, registry, locate, pathname, signedIn));
    if (composed !== null) {
      allowInlineStyles(reply, composed);
      return reply
        .header('Cache-Control', NO_CACHE)
        .header('Vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(composed);
    }
    // Which shell a visitor gets can depend on their rollout cookie (a shell canary).
    reply.header('Vary', 'Cookie');
    await sendStatic(request, reply, join(dist, 'index.html'), NO_CACHE);
    return reply;
  };
  app.get('/', opts, shell);
  app.get('/*', opts, shell);
}
