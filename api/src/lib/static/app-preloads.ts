import { join } from 'node:path';
import { ownerRemote, readJson, type LocateManifest } from './prerendered';

/** The part of a Module Federation manifest (mf-manifest.json) read here. */
interface Assets {
  sync?: unknown;
}
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: Assets; css?: Assets } }[];
  shared?: { name?: unknown; assets?: { js?: Assets } }[];
}

const FILE_NAME = /^[\w.-]+$/;

const files = (assets: Assets | undefined): string[] =>
  Array.isArray(assets?.sync)
    ? assets.sync.filter((f): f is string => typeof f === 'string' && FILE_NAME.test(f))
    : [];

/**
 * What loading the page's remote fetches, in the order the MF runtime asks for it: its manifest,
 * its entry, the exposed module's own files and the shared modules the shell does not provide
 * (the remote brings its own copy). Read from the manifests as served, so a remote released alone
 * is preloaded as it now is.
 */
export function remoteFiles(
  manifest: FederationManifest,
  module: string,
  providedByShell: ReadonlySet<string>,
): { scripts: string[]; stylesheets: string[] } {
  const entry = manifest.metaData?.remoteEntry?.name;
  const exposed = manifest.exposes?.find((e) => e.path === module);
  const ownShared = (manifest.shared ?? []).filter(
    (s) => typeof s.name === 'string' && !providedByShell.has(s.name),
  );
  const scripts = [
    ...(typeof entry === 'string' && FILE_NAME.test(entry) ? [entry] : []),
    ...files(exposed?.assets?.js),
    ...ownShared.flatMap((s) => files(s.assets?.js)),
  ];
  return { scripts: [...new Set(scripts)], stylesheets: files(exposed?.assets?.css) };
}

/**
 * The URLs to preload for the remote that owns `pathname`, in the order the runtime asks for
 * them (manifest first); null when no remote served here owns it, or when the page is behind
 * sign-in and the visitor has no signed-in marker (anyone else is sent to /login).
 */
export async function remotePreloads(
  shellDir: string,
  registry: unknown,
  locate: LocateManifest,
  pathname: string,
  signedIn: boolean,
): Promise<string[] | null> {
  const owner = ownerRemote(registry, pathname);
  if (!owner || (owner.gated && !signedIn)) return null;
  const found = locate(owner.manifest);
  if (!found) return null;
  const manifest = (await readJson(join(found.dir, 'mf-manifest.json'))) as FederationManifest;
  if (!manifest) return null;
  const shell = (await readJson(join(shellDir, 'mf-manifest.json'))) as FederationManifest;
  const provided = new Set(
    (shell?.shared ?? []).map((s) => s.name).filter((n): n is string => typeof n === 'string'),
  );
  const { scripts, stylesheets } = remoteFiles(manifest, owner.module, provided);
  return ['mf-manifest.json', ...scripts, ...stylesheets].map((f) => `${found.base}${f}`);
}

/** A preload link for one of remotePreloads' URLs. */
export function preloadLink(url: string): string {
  // The runtime fetches the manifest with fetch() (CORS mode): its preload must match that.
  if (url.endsWith('.json')) return `<link rel="preload" href="${url}" as="fetch" crossorigin>`;
  return `<link rel="preload" href="${url}" as="${url.endsWith('.css') ? 'style' : 'script'}">`;
}

/**
 * index.html for a page the app renders, with preloads for the remote that owns it, so its files
 * download while the shell's own scripts run instead of after them (on `/dashboard` the remote's
 * manifest, entry, page and contracts were three round trips behind the shell's start).
 * Null when there is nothing to add (the plain index.html is served).
 */
export async function composeAppPreloads(
  indexHtml: string,
  shellDir: string,
  registry: unknown,
  locate: LocateManifest,
  pathname: string,
  signedIn: boolean,
): Promise<string | null> {
  if (!indexHtml.includes('</head>')) return null;
  const urls = await remotePreloads(shellDir, registry, locate, pathname, signedIn);
  if (!urls) return null;
  return indexHtml.replace('</head>', () => `${urls.map(preloadLink).join('')}</head>`);
}
