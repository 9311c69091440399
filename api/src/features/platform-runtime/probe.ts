/** What a file answered: its status and, for JSON, the parsed body (null otherwise). */
export interface ProbeResult {
  status: number;
  json: unknown;
}

/** Fetches a site path (`/remotes/...`) or an absolute URL, as a browser would get it now. */
export type Probe = (url: string) => Promise<ProbeResult>;

const ORIGIN = 'http://site.invalid';

/** The registry's remotes (name and manifest URL); [] when the registry is missing or malformed. */
export async function readRegistry(probe: Probe): Promise<{ name: string; manifest: string }[]> {
  const { status, json } = await probe('/registry.json');
  if (status !== 200) return [];
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((r: unknown) => {
    const { name, manifest } = (r ?? {}) as { name?: unknown; manifest?: unknown };
    return typeof name === 'string' && typeof manifest === 'string' ? [{ name, manifest }] : [];
  });
}

/** The shared package versions a manifest declares (`shared: [{ name, version }]`). */
export function manifestShared(json: unknown): Record<string, string> {
  const shared = (json as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return {};
  const out: Record<string, string> = {};
  for (const s of shared as { name?: unknown; version?: unknown }[]) {
    if (typeof s?.name === 'string' && typeof s.version === 'string') out[s.name] = s.version;
  }
  return out;
}

/** The shell's own manifest's shared versions, null when the shell serves no manifest. */
export async function shellSharedVersions(probe: Probe): Promise<Record<string, string> | null> {
  const { status, json } = await probe('/mf-manifest.json');
  return status === 200 ? manifestShared(json) : null;
}

/** The remoteEntry a manifest names, resolved against the manifest's own URL. */
export function remoteEntryUrl(manifestUrl: string, json: unknown): string | null {
  const entry = (json as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } } | null)
    ?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) return null;
  const path =
    typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}` : '';
  const absolute = new URL(path + entry.name, new URL(manifestUrl, ORIGIN));
  return absolute.origin === ORIGIN ? absolute.pathname : absolute.href;
}

/** The build version a manifest records. */
export function manifestVersion(json: unknown): string | null {
  const v = (json as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)?.metaData
    ?.buildInfo?.buildVersion;
  return typeof v === 'string' ? v : null;
}

/** Whether a remote's manifest and the remoteEntry it names both answer now. */
export async function probeRemote(
  probe: Probe,
  manifestUrl: string,
): Promise<{ health: 'ok' | 'unreachable'; problem: string | null; version: string | null }> {
  const manifest = await probe(manifestUrl);
  if (manifest.status !== 200 || manifest.json === null) {
    return {
      health: 'unreachable',
      problem: `manifest answered ${manifest.status}`,
      version: null,
    };
  }
  const version = manifestVersion(manifest.json);
  const entry = remoteEntryUrl(manifestUrl, manifest.json);
  if (!entry) return { health: 'unreachable', problem: 'manifest names no remoteEntry', version };
  const script = await probe(entry);
  if (script.status !== 200) {
    return { health: 'unreachable', problem: `remoteEntry answered ${script.status}`, version };
  }
  return { health: 'ok', problem: null, version };
}
