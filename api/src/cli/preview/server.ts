import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { contentTypeOf, safeRelative } from '../../lib/send-file';
import { ownerDist, type LocateManifest } from '../../lib/static/prerendered';
import type { DraftState } from './draft';
import { forward } from './forward';
import { draftBroken, liveDown, sendDraftPage } from './pages';

export interface PreviewOptions {
  /** The remote whose draft is shown, e.g. mf-public. */
  app: string;
  /** The live site everything else comes from. */
  live: URL;
  draft: DraftState;
}

interface Registry {
  remotes?: { name?: unknown; [key: string]: unknown }[];
}

/** Where the draft's files are served: a path the live server never answers. */
export const draftBase = (app: string) => `/preview/${app}/`;

const containerOf = (app: string) => app.replace(/-/g, '_');

/** The live registry the visitor gets, with the app's entry pointing at the draft. */
async function draftRegistry(
  options: PreviewOptions,
  cookie: string | undefined,
): Promise<{ registry: Registry; setCookies: string[] }> {
  const answer = await fetch(new URL('/registry.json', options.live), {
    headers: cookie ? { cookie } : {},
  });
  if (!answer.ok) throw new Error(`/registry.json: HTTP ${answer.status}`);
  const live = (await answer.json()) as Registry;
  const container = containerOf(options.app);
  const remotes = (live.remotes ?? []).map((entry) =>
    entry.name === container
      ? {
          ...Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'version')),
          manifest: `${draftBase(options.app)}mf-manifest.json`,
        }
      : entry,
  );
  return { registry: { ...live, remotes }, setCookies: answer.headers.getSetCookie() };
}

async function sendDraftFile(res: ServerResponse, dir: string | null, path: string): Promise<void> {
  let rel: string | null;
  try {
    rel = decodeURIComponent(path);
  } catch {
    rel = null; // malformed %-escape
  }
  const safe = rel === null ? null : safeRelative(rel);
  const file = dir && safe ? join(dir, safe) : null;
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not in the draft');
    return;
  }
  res.writeHead(200, {
    'content-type': contentTypeOf(file),
    'content-length': info.size,
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  });
  createReadStream(file).pipe(res);
}

/** A request for a page (HTML), as opposed to an asset, the API or a remote's files. */
function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/^\/(api|remotes|releases)(\/|$)/.test(pathname)) return false;
  if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return false;
  const accept = req.headers.accept ?? '';
  return pathname === '/' || accept.includes('text/html') || accept.includes('*/*');
}

async function handle(options: PreviewOptions, req: IncomingMessage, res: ServerResponse) {
  const { app, live, draft } = options;
  const url = new URL(req.url ?? '/', 'http://preview.invalid');
  const base = draftBase(app);
  if (url.pathname.startsWith(base)) {
    return sendDraftFile(res, draft.dir, url.pathname.slice(base.length));
  }
  const registryAsked = url.pathname === '/registry.json';
  if (!registryAsked && !isPageRequest(req, url.pathname)) return forward(live, req, res);
  const cookie = req.headers.cookie;
  let found;
  try {
    found = await draftRegistry(options, cookie);
  } catch {
    return liveDown(res, live);
  }
  const { registry, setCookies } = found;
  if (registryAsked) {
    res.setHeader('set-cookie', setCookies);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    return res.end(JSON.stringify(registry));
  }
  const manifest = `${base}mf-manifest.json`;
  const locate: LocateManifest = (m) => (m === manifest ? { dir: draft.dir ?? '', base } : null);
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (!ownerDist(registry, locate, pathname)) return forward(live, req, res);
  if (draft.error !== null || draft.dir === null) {
    return draftBroken(res, app, draft.error ?? 'The first build has not finished yet.');
  }
  try {
    await sendDraftPage(res, { live, registry, locate, pathname, cookie, setCookies });
  } catch {
    liveDown(res, live);
  }
}

/**
 * The preview server: the draft's files under /preview/<app>/, the registry with the app pointed
 * at them, the app's pages composed from the draft, and everything else from the live site.
 */
export function createPreviewServer(options: PreviewOptions): Server {
  return createServer((req, res) => {
    handle(options, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
}
