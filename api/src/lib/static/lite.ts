import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { manifestReader, remotePreloads } from './app-preloads';
import { escapeHtml, OUTLET_MARKER, ownerDist, readJson, type LocateManifest } from './prerendered';

/** One entry of a remote's dist/lite.json (mf-public/src/prerender/lite.tsx writes it). */
interface LitePage {
  title: string;
  description: string;
  html: string;
  css: string;
}

const APP_JSON = /(<script type="application\/json" id="optio-app">)([^<]*)(<\/script>)/;

const isLitePage = (page: unknown): page is LitePage =>
  typeof page === 'object' &&
  page !== null &&
  (['title', 'description', 'html', 'css'] as const).every(
    (key) => typeof (page as Record<string, unknown>)[key] === 'string',
  );

/**
 * A page served without the app: the shell's dist/lite.html (signed-out chrome, its CSS inlined,
 * the islands script and nothing else), with the page of the remote that owns `pathname` from
 * that remote's dist/lite.json, its CSS inlined too, and the list of lite paths for the islands
 * (a link to one of them is an ordinary page load). Null when either side has no lite page.
 */
export async function composeLite(
  shellDir: string,
  registry: unknown,
  locate: LocateManifest,
  pathname: string,
): Promise<string | null> {
  let shell: string;
  try {
    shell = await readFile(join(shellDir, 'lite.html'), 'utf8');
  } catch {
    return null;
  }
  const html = await composeLiteHtml(shell, registry, locate, pathname);
  return html && withRemotePreloads(html, shellDir, registry, locate, pathname);
}

const APP_LINK = /href="(\/(?!\/)[^"#?]*)/g;

/**
 * Adds to the islands' JSON, for each link on the page into the app (not a lite page, not
 * behind sign-in), the files of the remote that renders it: on intent the islands preload them
 * beside the shell's, instead of the shell asking for them once it has started (on a click into
 * /login, mf-auth's manifest, entry, page and contracts were three round trips after it).
 */
async function withRemotePreloads(
  html: string,
  shellDir: string,
  registry: unknown,
  locate: LocateManifest,
  pathname: string,
): Promise<string> {
  const match = APP_JSON.exec(html);
  if (!match) return html;
  const app = JSON.parse(match[2]!) as { litePaths?: string[] };
  const paths = new Set(
    [...html.matchAll(APP_LINK)]
      .map((m) => (m[1]!.length > 1 ? m[1]!.replace(/\/+$/, '') : m[1]!))
      .filter((path) => path !== pathname && !app.litePaths?.includes(path)),
  );
  const remotes: Record<string, string[]> = {};
  const readManifest = manifestReader();
  for (const path of paths) {
    const urls = await remotePreloads(shellDir, registry, locate, path, false, readManifest);
    if (urls) remotes[path] = urls;
  }
  return html.replace(APP_JSON, (_m, open: string, _json: string, close: string) =>
    appJson(open, { ...app, remotes }, close),
  );
}

const appJson = (open: string, app: object, close: string) =>
  open + JSON.stringify(app).replace(/</g, '\\u003c') + close;

/** composeLite with the shell's lite.html already read (the draft preview fetches it). */
export async function composeLiteHtml(
  shell: string,
  registry: unknown,
  locate: LocateManifest,
  pathname: string,
): Promise<string | null> {
  if (!shell.includes(OUTLET_MARKER) || !APP_JSON.test(shell)) return null;
  const owner = ownerDist(registry, locate, pathname);
  const pages = owner && (await readJson(join(owner.dir, 'lite.json')));
  if (!pages || typeof pages !== 'object') return null;
  const page = (pages as Record<string, unknown>)[pathname];
  if (!isLitePage(page)) return null;
  const litePaths = Object.keys(pages).filter((path) => path.startsWith('/'));
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      () => `<meta name="description" content="${escapeHtml(page.description)}">`,
    )
    .replace(APP_JSON, (_m, open: string, json: string, close: string) => {
      const app = JSON.parse(json) as Record<string, unknown>;
      return appJson(open, { ...app, litePaths }, close);
    })
    .replace('</head>', () => `<style>${page.css.replace(/<\//g, '<\\/')}</style></head>`)
    .replace(OUTLET_MARKER, () => page.html);
}
