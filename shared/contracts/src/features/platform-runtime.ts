// What the shell's Module Federation runtime plugin reports (POST /api/platform/events) and what
// the admin Platform page reads back (GET /api/admin/platform/health): api/src/features/platform-runtime.
import { z } from 'zod';
import {
  ERROR_CODE,
  PACKAGE_NAME,
  PACKAGE_NAME_MAX,
  PLATFORM_EVENTS_MAX_COUNT,
  PLATFORM_EVENTS_MAX_ITEMS,
  REMOTE_NAME,
  VERSION,
} from '../platform-runtime-format';

export {
  PLATFORM_EVENTS_MAX_BYTES,
  PLATFORM_EVENTS_MAX_ITEMS,
  type ContainmentEvent,
  type SharedObservation,
} from '../platform-runtime-format';

const remote = z.string().regex(REMOTE_NAME, 'Must be an MF container name such as mf_student');
const version = z.string().regex(VERSION, 'Must be a version such as 1.2.3');
const count = z
  .number()
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(PLATFORM_EVENTS_MAX_COUNT, `Must be at most ${PLATFORM_EVENTS_MAX_COUNT}`);

/** A remote (or the shell) received this version of a shared package, `count` times. */
export const sharedObservationSchema = z.strictObject({
  remote,
  remote_version: version,
  package: z.string().max(PACKAGE_NAME_MAX).regex(PACKAGE_NAME, 'Must be an npm package name'),
  version,
  count,
});

/** A containment event: loading this remote failed (or was contained) with an MF error code. */
export const containmentEventSchema = z.strictObject({
  remote,
  remote_version: version,
  code: z
    .string()
    .regex(
      ERROR_CODE,
      'Must be an MF error code such as RUNTIME-003, or TIMEOUT, RENDER or UNKNOWN',
    ),
  count,
});

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
