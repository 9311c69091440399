import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the shell's build-time chrome leaves room for a page (shell/src/prerender/markup.ts). */
export const OUTLET_MARKER = '<!--optio:outlet-->';

/** One entry of a remote's dist/prerender.json (mf-public/src/prerender.tsx writes it). */
interface PrerenderedPage {
  title: string;
  description: string;
  html: string;
  stylesheets: string[];
  scripts: string[];
}

interface RegistryRoute {
  path?: unknown;
  auth?: unknown;
  roles?: unknown;
}
interface RegistryRemote {
  manifest?: unknown;
  module?: unknown;
  routes?: RegistryRoute[];
}

/** The remote the registry gives a path to: its manifest URL, exposed module, and whether the
 * route is behind sign-in. */
export interface RouteOwner {
  manifest: string;
  module: string;
  gated: boolean;
}

/** Where a manifest URL served by this server lives on disk, and its URL folder; null if not ours. */
export type LocateManifest = (manifest: string) => { dir: string; base: string } | null;

const FILE_NAME = /^[\w.-]+$/;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The remote the registry gives `pathname` to; null when none does. */
export function ownerRemote(registry: unknown, pathname: string): RouteOwner | null {
  // A route owns its path and the paths under it (`/promo` owns `/promo/credit-tracker`); the
  // longest route that does wins.
  let owner: RegistryRemote | undefined;
  let route: RegistryRoute | undefined;
  let longest = -1;
  for (const remote of (registry as { remotes?: RegistryRemote[] } | null)?.remotes ?? []) {
    for (const candidate of remote.routes ?? []) {
      const { path } = candidate;
      const owns =
        typeof path === 'string' && (path === pathname || pathname.startsWith(`${path}/`));
      if (owns && path.length > longest) [owner, route, longest] = [remote, candidate, path.length];
    }
  }
  if (typeof owner?.manifest !== 'string') return null;
  return {
    manifest: owner.manifest,
    module: typeof owner.module === 'string' ? owner.module : './App',
    gated: route?.auth === true || (Array.isArray(route?.roles) && route.roles.length > 0),
  };
}

/** The folder (and its URL) of the remote the visitor's registry gives `pathname` to, when that
 * remote is served from this server (a remote on another origin is rendered in the browser). */
export function ownerDist(
  registry: unknown,
  locate: LocateManifest,
  pathname: string,
): { dir: string; base: string } | null {
  const owner = ownerRemote(registry, pathname);
  return owner ? locate(owner.manifest) : null;
}

/**
 * The prerendered page for `pathname` from its remote, when its build wrote one. Read per
 * request, like every other static file, so releasing the remote alone changes what `/` shows
 * at once.
 */
async function findPage(
  registry: unknown,
  locate: LocateManifest,
  pathname: string,
): Promise<{ page: PrerenderedPage; base: string } | null> {
  const found = ownerDist(registry, locate, pathname);
  if (!found) return null;
  const pages = (await readJson(join(found.dir, 'prerender.json'))) as Record<
    string,
    PrerenderedPage
  > | null;
  const page = pages?.[pathname];
  if (
    !page ||
    typeof page.html !== 'string' ||
    typeof page.title !== 'string' ||
    typeof page.description !== 'string' ||
    !Array.isArray(page.stylesheets) ||
    !Array.isArray(page.scripts) ||
    ![...page.stylesheets, ...page.scripts].every((f) => typeof f === 'string' && FILE_NAME.test(f))
  ) {
    return null;
  }
  return { page, base: found.base };
}

/**
 * The shell's index.html with a remote's prerendered page in its chrome: the page's title and
 * description, its stylesheets (render-blocking, so it paints styled), preloads for the scripts
 * that will replace it, and its markup in <main>. Null when there is nothing to compose, and the
 * plain index.html is served.
 */
export async function composePrerendered(
  indexHtml: string,
  registry: unknown,
  locate: LocateManifest,
  pathname: string,
): Promise<string | null> {
  if (!indexHtml.includes(OUTLET_MARKER)) return null;
  const found = await findPage(registry, locate, pathname);
  if (!found) return null;
  const { page, base } = found;
  const head = [
    ...page.stylesheets.map((f) => `<link rel="stylesheet" href="${base}${f}">`),
    `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin>`,
    ...page.scripts.map((f) => `<link rel="preload" href="${base}${f}" as="script">`),
  ].join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      () => `<meta name="description" content="${escapeHtml(page.description)}">`,
    )
    .replace('</head>', () => `${head}</head>`)
    .replace(OUTLET_MARKER, () => page.html);
}
