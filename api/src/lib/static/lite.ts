import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  return composeLiteHtml(shell, registry, locate, pathname);
}

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
      return open + JSON.stringify({ ...app, litePaths }).replace(/</g, '\\u003c') + close;
    })
    .replace('</head>', () => `<style>${page.css.replace(/<\//g, '<\\/')}</style></head>`)
    .replace(OUTLET_MARKER, () => page.html);
}
