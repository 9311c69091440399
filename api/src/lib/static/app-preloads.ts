import { join } from 'node:path';
import { preloadKind } from '@optio/contracts/preload';
import { ownerRemote, readJson, type LocateManifest } from './prerendered';

/** The part of a Module Federation manifest (mf-manifest.json) read here. */
interface Assets {
  sync?: unknown;
}
export interface FederationManifest {
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

/** Reads a manifest by file name; one per request, so a page with many links parses each once. */
export type ReadManifest = (file: string) => Promise<FederationManifest | null>;

/**
 * A ReadManifest that reads and parses each file at most once. Per request, not longer: a remote
 * released alone must be preloaded as it now is on the next request.
 */
export function manifestReader(): ReadManifest {
  const read = new Map<string, Promise<FederationManifest | null>>();
  return (file) => {
    let manifest = read.get(file);
    if (!manifest) {
      manifest = readJson(file) as Promise<FederationManifest | null>;
      read.set(file, manifest);
    }
    return manifest;
  };
}

/** The shared modules the shell provides (a remote does not bring its own copy of these). */
async function providedByShell(shellDir: string, readManifest: ReadManifest): Promise<Set<string>> {
  const shell = await readManifest(join(shellDir, 'mf-manifest.json'));
  return new Set(
    (shell?.shared ?? []).map((s) => s.name).filter((n): n is string => typeof n === 'string'),
  );
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
  readManifest: ReadManifest = manifestReader(),
): Promise<string[] | null> {
  const owner = ownerRemote(registry, pathname);
  if (!owner || (owner.gated && !signedIn)) return null;
  const found = locate(owner.manifest);
  if (!found) return null;
  const manifest = await readManifest(join(found.dir, 'mf-manifest.json'));
  if (!manifest) return null;
  const provided = await providedByShell(shellDir, readManifest);
  const { scripts, stylesheets } = remoteFiles(manifest, owner.module, provided);
  return ['mf-manifest.json', ...scripts, ...stylesheets].map((f) => `${found.base}${f}`);
}

/** A preload link for one of remotePreloads' URLs. */
export function preloadLink(url: string): string {
  const { as, crossOrigin } = preloadKind(url);
  return `<link rel="preload" href="${url}" as="${as}"${crossOrigin ? ' crossorigin' : ''}>`;
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
