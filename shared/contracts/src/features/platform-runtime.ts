// What the shell's Module Federation runtime plugin reports (POST /api/platform/events) and what
// the admin Platform page reads back (GET /api/admin/platform/health): api/src/features/platform-runtime.
import { z } from 'zod';

/** An MF container name (`mf_student`) or `shell`. */
const REMOTE_NAME = /^[a-z][a-z0-9_]{0,39}$/;
/** A package or build version: semver with pre-release and build parts (`1.0.0-b7+3fa9c2`). */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
/** An npm package name, with a subpath (`react/jsx-runtime`, `@optio/contracts/roles`). */
const PACKAGE = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*(\/[a-z0-9._~-]+)*$/;
/** MF error codes (RUNTIME-003, TYPE-001, BUILD-002), or the shell's own TIMEOUT and UNKNOWN. */
const ERROR_CODE = /^((RUNTIME|TYPE|BUILD)-\d{3}|TIMEOUT|UNKNOWN)$/;

/** The most a batch may carry: the shell sends far less (about 16 packages per remote). */
export const PLATFORM_EVENTS_MAX_ITEMS = 200;
/** The largest request body accepted, in bytes. */
export const PLATFORM_EVENTS_MAX_BYTES = 32 * 1024;

const remote = z.string().regex(REMOTE_NAME, 'Must be an MF container name such as mf_student');
const version = z.string().regex(VERSION, 'Must be a version such as 1.2.3');
const count = z
  .number()
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(10_000, 'Must be at most 10000');

/** A remote (or the shell) received this version of a shared package, `count` times. */
export const sharedObservationSchema = z.strictObject({
  remote,
  remote_version: version,
  package: z.string().max(100).regex(PACKAGE, 'Must be an npm package name'),
  version,
  count,
});
export type SharedObservation = z.infer<typeof sharedObservationSchema>;

/** A containment event: loading this remote failed (or was contained) with an MF error code. */
export const containmentEventSchema = z.strictObject({
  remote,
  remote_version: version,
  code: z.string().regex(ERROR_CODE, 'Must be an MF error code such as RUNTIME-003'),
  count,
});
export type ContainmentEvent = z.infer<typeof containmentEventSchema>;

/** `POST /api/platform/events`: one batch from one page. No user, no URL: nothing personal. */
export const platformEventsSchema = z
  .strictObject({
    shared: z.array(sharedObservationSchema).max(PLATFORM_EVENTS_MAX_ITEMS).default([]),
    errors: z.array(containmentEventSchema).max(PLATFORM_EVENTS_MAX_ITEMS).default([]),
  })
  .refine((batch) => batch.shared.length + batch.errors.length > 0, {
    message: 'A batch reports at least one observation or error',
    path: ['shared'],
  });
export type PlatformEvents = z.input<typeof platformEventsSchema>;

export const platformEventsResponseSchema = z.object({ accepted: z.number() });

const remoteHealthState = z.enum(['ok', 'unreachable']);

/** `GET /api/admin/platform/health`: per remote, what serves now and what browsers reported. */
export const platformRemoteHealthSchema = z.object({
  remote: z.string(),
  manifest: z.string(),
  /** Whether the manifest and the remoteEntry it names answer now. */
  health: remoteHealthState,
  /** Why it is unreachable (which file did not answer), null when ok. */
  problem: z.string().nullable(),
  /** The build version the served manifest records. */
  version: z.string().nullable(),
  /** Shared packages this remote received in a version other than the shell provides. */
  skew: z.array(
    z.object({
      package: z.string(),
      remote_version: z.string(),
      received: z.string(),
      shell: z.string(),
      count: z.number(),
      last_seen: z.string(),
    }),
  ),
  /** Containment events per remote version and error code. */
  errors: z.array(
    z.object({
      remote_version: z.string(),
      code: z.string(),
      count: z.number(),
      last_seen: z.string(),
    }),
  ),
  /** Every shared package version this remote reported receiving. */
  received: z.array(
    z.object({
      remote_version: z.string(),
      package: z.string(),
      version: z.string(),
      count: z.number(),
    }),
  ),
});
export type PlatformRemoteHealth = z.infer<typeof platformRemoteHealthSchema>;

export const platformHealthSchema = z.object({
  checked_at: z.string(),
  /** The shared packages the live shell provides (from its manifest), name → version. */
  shell_shared: z.record(z.string(), z.string()),
  remotes: z.array(platformRemoteHealthSchema),
});
export type PlatformHealth = z.infer<typeof platformHealthSchema>;

export const endpoints = {
  'POST /api/platform/events': { 202: platformEventsResponseSchema },
  'GET /api/admin/platform/health': { 200: platformHealthSchema },
};
