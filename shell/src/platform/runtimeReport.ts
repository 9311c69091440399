import {
  ERROR_CODE,
  PACKAGE_NAME,
  PACKAGE_NAME_MAX,
  PLATFORM_EVENTS_MAX_COUNT,
  PLATFORM_EVENTS_MAX_ITEMS,
  REMOTE_NAME,
  VERSION,
  type ContainmentEvent,
  type PlatformEventsBatch,
  type SharedObservation,
} from '@optio/contracts/platform-runtime-format';

/** A remote whose manifest was not read yet (or recorded no build version). */
export const UNKNOWN_VERSION = 'unknown';

const cleanVersion = (v: string | undefined) => (v && VERSION.test(v) ? v : UNKNOWN_VERSION);

/**
 * What this page saw of the composition, waiting to be sent: which version of each shared package
 * each remote received (once per page: a remote asking again for react is not a new fact) and
 * each containment event. Everything is checked against the API's format here, so one odd name
 * never costs the whole batch a 400. Holds no user, URL or time: nothing personal to send.
 */
export class RuntimeReport {
  private readonly versions = new Map<string, string>();
  private readonly seenShares = new Set<string>();
  private shared = new Map<string, SharedObservation>();
  private errors = new Map<string, ContainmentEvent>();

  /** The build version a remote's manifest records (the shell: its own). */
  setRemoteVersion(remote: string, version: string | undefined): void {
    if (REMOTE_NAME.test(remote) && version && VERSION.test(version)) {
      this.versions.set(remote, version);
    }
  }

  versionOf(remote: string): string {
    return cleanVersion(this.versions.get(remote));
  }

  /** A remote received `version` of a shared package; returns whether that is news. */
  share(remote: string, pkg: string, version: string | undefined): boolean {
    if (!REMOTE_NAME.test(remote) || pkg.length > PACKAGE_NAME_MAX || !PACKAGE_NAME.test(pkg)) {
      return false;
    }
    if (!version || !VERSION.test(version)) return false;
    const row: SharedObservation = {
      remote,
      remote_version: this.versionOf(remote),
      package: pkg,
      version,
      count: 1,
    };
    const key = [row.remote, row.remote_version, row.package, row.version].join('\n');
    if (this.seenShares.has(key)) return false;
    this.seenShares.add(key);
    this.shared.set(key, row);
    return true;
  }

  /** A remote was contained (failed to load or to render) with this code; always news. */
  error(remote: string, code: string): boolean {
    if (!REMOTE_NAME.test(remote)) return false;
    const row: ContainmentEvent = {
      remote,
      remote_version: this.versionOf(remote),
      code: ERROR_CODE.test(code) ? code : 'UNKNOWN',
      count: 1,
    };
    const key = [row.remote, row.remote_version, row.code].join('\n');
    const seen = this.errors.get(key);
    if (seen) seen.count = Math.min(seen.count + 1, PLATFORM_EVENTS_MAX_COUNT);
    else this.errors.set(key, row);
    return true;
  }

  get pending(): number {
    return this.shared.size + this.errors.size;
  }

  /** Hands over what is pending (at most a batch's worth of each list) and forgets it. */
  take(): PlatformEventsBatch | null {
    if (this.pending === 0) return null;
    const shared = [...this.shared.entries()].slice(0, PLATFORM_EVENTS_MAX_ITEMS);
    const errors = [...this.errors.entries()].slice(0, PLATFORM_EVENTS_MAX_ITEMS);
    for (const [key] of shared) this.shared.delete(key);
    for (const [key] of errors) this.errors.delete(key);
    return { shared: shared.map(([, row]) => row), errors: errors.map(([, row]) => row) };
  }
}
