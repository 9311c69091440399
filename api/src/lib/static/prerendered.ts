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
}
interface RegistryRemote {
  manifest?: unknown;
  routes?: RegistryRoute[];
}

const LOCAL_MANIFEST = /^\/remotes\/(mf-[a-z]+)\/((?:[\w.-]+\/)*)mf-manifest\.json$/;
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

/**
 * The dist/ folder (and its URL) of the remote the registry gives `pathname` to, when that remote
 * is served from this server (a remote on another origin is rendered in the browser as usual).
 */
export async function ownerDist(
  staticRoot: string,
  registryFile: string,
  pathname: string,
): Promise<{ dir: string; base: string } | null> {
  const registry = (await readJson(registryFile)) as { remotes?: RegistryRemote[] } | null;
  const owner = registry?.remotes?.find((remote) =>
    remote.routes?.some((route) => route.path === pathname),
  );
  const match = typeof owner?.manifest === 'string' ? LOCAL_MANIFEST.exec(owner.manifest) : null;
  if (!match) return null;
  const [, app, subdir] = match as unknown as [string, string, string];
  return { dir: join(staticRoot, app, 'dist', subdir), base: `/remotes/${app}/${subdir}` };
}

/**
 * The prerendered page for `pathname` from its remote, when its build wrote one. Read per
 * request, like every other static file, so redeploying the remote alone changes what `/` shows
 * at once.
 */
async function findPage(
  staticRoot: string,
  registryFile: string,
  pathname: string,
): Promise<{ page: PrerenderedPage; base: string } | null> {
  const owner = await ownerDist(staticRoot, registryFile, pathname);
  if (!owner) return null;
  const pages = (await readJson(join(owner.dir, 'prerender.json'))) as Record<
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
  return { page, base: owner.base };
}

/**
 * The shell's index.html with a remote's prerendered page in its chrome: the page's title and
 * description, its stylesheets (render-blocking, so it paints styled), preloads for the scripts
 * that will replace it, and its markup in <main>. Null when there is nothing to compose, and the
 * plain index.html is served.
 */
export async function composePrerendered(
  indexHtml: string,
  staticRoot: string,
  registryFile: string,
  pathname: string,
): Promise<string | null> {
  if (!indexHtml.includes(OUTLET_MARKER)) return null;
  const found = await findPage(staticRoot, registryFile, pathname);
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
