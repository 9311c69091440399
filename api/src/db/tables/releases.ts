/** Migration 025: one immutable release of an app under `<data dir>/releases/<app>/<version>/`. */
export interface ReleasesTable {
  app: string;
  version: string;
  git_commit: string | null;
  /** sha256 of the contract.json the build emitted (exposed modules and shared ranges). */
  contract_hash: string;
  size_bytes: number;
  created_at: string;
  /** Who published it: the operator's login name for the CLI, the admin's e-mail for the API. */
  created_by: string;
  /**
   * Migration 029: when it stopped being served (neither live nor canary); null while served, and
   * for a release retired before migration 029. `release:prune` spares it for a grace period.
   */
  retired_at: string | null;
}

/** Migration 025: what `/registry.json` points an app's entry at (null live: its dist/ as built). */
export interface ReleaseChannelsTable {
  app: string;
  live_version: string | null;
  canary_version: string | null;
  canary_percent: number | null;
  updated_at: string;
}
