/**
 * The application behind a page served without it (a "lite" page, api/src/lib/static/lite.ts):
 * what it is made of, fetching it ahead of need, and starting it in place.
 */
import { preloadKind } from '@optio/contracts/preload';
import { APP_START_EVENT, INTENT_ATTRIBUTE, LITE_ATTRIBUTE } from '../prerender/handoff';

/** The JSON the lite page carries in <script id="optio-app" type="application/json">. */
export interface AppAssets {
  /** The shell's entry modules, in order (what index.html would have loaded). */
  scripts: string[];
  /** The chunks the entry loads next (its bootstrap's): fetched beside it, not after it ran. */
  preload: string[];
  /** Pages served lite, by path: links to them are ordinary page loads. */
  litePaths: string[];
  /** For a link on the page into the app, the files of the remote that renders it. */
  remotes: Record<string, string[]>;
}

export function readAppAssets(doc: Document = document): AppAssets {
  try {
    const parsed = JSON.parse(doc.getElementById('optio-app')?.textContent ?? '') as unknown;
    const assets = parsed as Partial<AppAssets>;
    return {
      scripts: Array.isArray(assets.scripts) ? assets.scripts.filter(isLocalPath) : [],
      preload: Array.isArray(assets.preload) ? assets.preload.filter(isLocalPath) : [],
      litePaths: Array.isArray(assets.litePaths) ? assets.litePaths.filter(isLocalPath) : [],
      remotes: remotesOf(assets.remotes),
    };
  } catch {
    return { scripts: [], preload: [], litePaths: [], remotes: {} };
  }
}

function remotesOf(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null) return {};
  const remotes: Record<string, string[]> = {};
  for (const [path, files] of Object.entries(value))
    if (isLocalPath(path) && Array.isArray(files)) remotes[path] = files.filter(isLocalPath);
  return remotes;
}

function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

let prefetched = false;
let preloaded = false;
const preloadedRemotes = new Set<string>();
let started: Promise<void> | null = null;

const addLink = (doc: Document, rel: string, href: string, as?: string, cors = false) => {
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.setAttribute('as', as);
  if (cors) link.setAttribute('crossorigin', '');
  doc.head.append(link);
};

const kindOf = (path: string) => preloadKind(path).as;

/** The files of the remote behind a link, each preloaded as the runtime will request it. */
function preloadRemote(assets: AppAssets, path: string, doc: Document): void {
  for (const file of assets.remotes[path] ?? []) {
    if (preloadedRemotes.has(file)) continue;
    preloadedRemotes.add(file);
    const { as, crossOrigin } = preloadKind(file);
    addLink(doc, 'preload', file, as, crossOrigin);
  }
}

/**
 * Fetches the shell's entry ahead of need (parsed, not run) and the registry it reads first.
 * The entry then loads the rest in parallel; all of it is cached immutable.
 */
export function prefetchApp(assets: AppAssets, doc: Document = document): void {
  if (prefetched || started) return;
  prefetched = true;
  for (const src of assets.scripts) addLink(doc, 'modulepreload', src);
  for (const path of assets.preload) addLink(doc, 'prefetch', path, kindOf(path));
  addLink(doc, 'prefetch', '/registry.json');
}

/** On intent: the bootstrap's chunks download while the entry runs, instead of after it. */
function preloadBoot(assets: AppAssets, doc: Document): void {
  if (preloaded) return;
  preloaded = true;
  for (const path of assets.preload) addLink(doc, 'preload', path, kindOf(path));
}

/** Runs the shell's entry scripts once; resolves once the first has run. */
function runScripts(assets: AppAssets, doc: Document): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    let pending = assets.scripts.length;
    if (pending === 0) resolve();
    for (const src of assets.scripts) {
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = src;
      script.onload = script.onerror = () => {
        if (--pending === 0) resolve();
      };
      doc.head.append(script);
    }
  });
  return started;
}

/**
 * Starts the application ahead of a click on a link to `path`: it loads and runs everything,
 * including that page's remote, but leaves the lite page on screen until startApp
 * (../prerender/handoff.ts).
 */
export function warmApp(assets: AppAssets, path: string, doc: Document = document): void {
  if (!doc.documentElement.hasAttribute(LITE_ATTRIBUTE)) return;
  doc.documentElement.setAttribute(INTENT_ATTRIBUTE, path);
  preloadBoot(assets, doc);
  preloadRemote(assets, path, doc);
  void runScripts(assets, doc);
}

/**
 * Starts the application on this page: it renders the current address over the lite markup (the
 * shell's bootstrap replaces #root's content in one commit). Resolves once the first script has
 * run; calling again does nothing more.
 */
export function startApp(assets: AppAssets, doc: Document = document): Promise<void> {
  if (doc.documentElement.hasAttribute(LITE_ATTRIBUTE)) {
    doc.documentElement.removeAttribute(LITE_ATTRIBUTE);
    doc.dispatchEvent(new Event(APP_START_EVENT));
  }
  preloadBoot(assets, doc);
  preloadRemote(assets, doc.location.pathname, doc);
  return runScripts(assets, doc);
}

/** Resolves with the first element matching `selector` that the running app rendered. */
export function whenAppRenders(selector: string, doc: Document = document): Promise<HTMLElement> {
  const stale = new Set(doc.querySelectorAll(selector));
  const find = () =>
    [...doc.querySelectorAll<HTMLElement>(selector)].find(
      (el) => !stale.has(el) && !el.hasAttribute('disabled'),
    );
  return new Promise((resolve) => {
    const found = find();
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const el = find();
      if (!el) return;
      observer.disconnect();
      resolve(el);
    });
    observer.observe(doc.body, { childList: true, subtree: true, attributes: true });
  });
}
