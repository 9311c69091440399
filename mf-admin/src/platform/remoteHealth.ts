export interface RegistryEntry {
  name: string;
  manifest: string;
  routes: { path: string; roles?: string[] }[];
}

export interface RemoteHealth {
  name: string;
  manifest: string;
  routes: string[];
  status: 'ok' | 'unreachable';
  version: string | null;
  checkedInMs: number;
}

const CHECK_TIMEOUT_MS = 5_000;

/** The version a remote was built with, as its MF manifest records it. */
export function manifestVersion(manifest: unknown): string | null {
  const info = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } })?.metaData
    ?.buildInfo;
  return typeof info?.buildVersion === 'string' ? info.buildVersion : null;
}

export async function checkRemote(
  entry: RegistryEntry,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteHealth> {
  const started = performance.now();
  const base = {
    name: entry.name,
    manifest: entry.manifest,
    routes: entry.routes.map((r) => r.path),
  };
  try {
    const response = await fetchImpl(entry.manifest, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(String(response.status));
    const version = manifestVersion(await response.json());
    return { ...base, status: 'ok', version, checkedInMs: Math.round(performance.now() - started) };
  } catch {
    return {
      ...base,
      status: 'unreachable',
      version: null,
      checkedInMs: Math.round(performance.now() - started),
    };
  }
}

export async function checkRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteHealth[]> {
  const response = await fetchImpl('/registry.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Registry answered ${response.status}`);
  const registry = (await response.json()) as { remotes: RegistryEntry[] };
  return Promise.all(registry.remotes.map((entry) => checkRemote(entry, fetchImpl)));
}
