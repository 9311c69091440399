// The shape of what the shell's MF runtime plugin reports, free of zod: the shell checks its
// batch against these before sending, and the API's schema (features/platform-runtime.ts) uses
// the same patterns.

/** An MF container name (`mf_student`) or `shell`. */
export const REMOTE_NAME = /^[a-z][a-z0-9_]{0,39}$/;
/** A package or build version: semver with pre-release and build parts (`1.0.0-b7+3fa9c2`). */
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
/** An npm package name, with a subpath (`react/jsx-runtime`, `@optio/contracts/roles`). */
export const PACKAGE_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*(\/[a-z0-9._~-]+)*$/;
export const PACKAGE_NAME_MAX = 100;
/**
 * A containment event's code: an MF error code (RUNTIME-003, TYPE-001, BUILD-002), the shell's
 * TIMEOUT (a remote that never answered), RENDER (a loaded remote threw while rendering) or
 * UNKNOWN.
 */
export const ERROR_CODE = /^((RUNTIME|TYPE|BUILD)-\d{3}|TIMEOUT|RENDER|UNKNOWN)$/;

/** The most a batch may carry in each list: the shell sends far less (~16 packages a remote). */
export const PLATFORM_EVENTS_MAX_ITEMS = 200;
/** The largest request body accepted, in bytes. */
export const PLATFORM_EVENTS_MAX_BYTES = 32 * 1024;
/** The largest count one row may carry. */
export const PLATFORM_EVENTS_MAX_COUNT = 10_000;

/** A remote (or the shell) received this version of a shared package, `count` times. */
export interface SharedObservation {
  remote: string;
  remote_version: string;
  package: string;
  version: string;
  count: number;
}

/** A containment event: loading or rendering this remote failed with this code. */
export interface ContainmentEvent {
  remote: string;
  remote_version: string;
  code: string;
  count: number;
}

export interface PlatformEventsBatch {
  shared: SharedObservation[];
  errors: ContainmentEvent[];
}
