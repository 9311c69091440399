import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inCanary } from './bucket';
import { releaseDir } from './files';
import type { ChannelRow } from './store';

/** Where things are: the base registry (routes), the apps' dist/ folders, the releases. */
export interface PlatformLayout {
  registryFile: string;
  staticRoot: string;
  releasesRoot: string;
}

export interface RegistryEntry {
  name: string;
  manifest: string;
  module?: string;
  version?: string;
  [key: string]: unknown;
}
export interface RegistryDocument {
  remotes: RegistryEntry[];
  [key: string]: unknown;
}

/** `mf_public` ↔ `mf-public`: MF container names are identifiers, apps are folders. */
export const appOfContainer = (name: string) => name.replace(/_/g, '-');

export async function readBaseRegistry(file: string): Promise<RegistryDocument> {
  const doc = JSON.parse(await readFile(file, 'utf8')) as RegistryDocument;
  if (!Array.isArray(doc?.remotes)) throw new Error(`${file} has no "remotes" list`);
  return doc;
}

export const releaseManifest = (app: string, version: string) =>
  `/releases/${app}/${version}/mf-manifest.json`;

/** The version a visitor gets of one app: the canary when their bucket falls in its share. */
export function versionFor(channel: ChannelRow | undefined, key: string | null): string | null {
  if (!channel) return null;
  if (channel.canary_version && channel.canary_percent && key !== null) {
    if (inCanary(channel.app, key, channel.canary_percent)) return channel.canary_version;
  }
  return channel.live_version;
}

/**
 * The registry one visitor is served: the base document with each released app's manifest
 * pointing at the release they get. Apps never released keep their entry (their dist/ as built).
 */
export function resolveRegistry(
  base: RegistryDocument,
  channels: readonly ChannelRow[],
  key: string | null,
): RegistryDocument {
  const byApp = new Map(channels.map((c) => [c.app, c]));
  return {
    ...base,
    remotes: base.remotes.map((entry) => {
      const app = appOfContainer(entry.name);
      const version = versionFor(byApp.get(app), key);
      return version ? { ...entry, manifest: releaseManifest(app, version), version } : entry;
    }),
  };
}

/** Where an app's files are served from when `version` (or, for null, its dist/) is live. */
export function appFolder(layout: PlatformLayout, app: string, version: string | null): string {
  return version
    ? releaseDir(layout.releasesRoot, app, version)
    : join(layout.staticRoot, app, 'dist');
}
