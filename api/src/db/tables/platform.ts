/** Migration 026: shared package versions remotes received, counted per remote version. */
export interface PlatformSharedObservationsTable {
  remote: string;
  remote_version: string;
  package: string;
  version: string;
  count: number;
  first_seen: string;
  last_seen: string;
}

/** Migration 026: containment events (MF error codes) per remote version. */
export interface PlatformErrorCountsTable {
  remote: string;
  remote_version: string;
  code: string;
  count: number;
  first_seen: string;
  last_seen: string;
}
