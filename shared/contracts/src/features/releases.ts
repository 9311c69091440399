// Releases of the shell and the remotes (api/src/features/releases, issue #17): what the admin
// Platform page reads, and its Rollback and Promote buttons.
import { z } from 'zod';

/** `1.0.0-b20261128T001500.3f9a0c1d2e`: the package version, the build time, the content hash. */
export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]{0,99}$/;
export const RELEASE_APP = /^(shell|mf-[a-z]+)$/;

export const releaseSchema = z.object({
  version: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  git_commit: z.string().nullable(),
  contract_hash: z.string(),
  size_bytes: z.number().int(),
});
export type Release = z.infer<typeof releaseSchema>;

export const platformAppSchema = z.object({
  app: z.string(),
  /** null: never released, the app's dist/ as built is served. */
  live: releaseSchema
    .pick({ version: true, created_at: true, git_commit: true, size_bytes: true })
    .nullable(),
  canary: z.object({ version: z.string(), percent: z.number().int() }).nullable(),
  /** Newest first. */
  history: z.array(releaseSchema),
});
export type PlatformApp = z.infer<typeof platformAppSchema>;

export const platformReleasesSchema = z.object({ apps: z.array(platformAppSchema) });
export type PlatformReleases = z.infer<typeof platformReleasesSchema>;

export const platformAppParamsSchema = z.object({
  app: z
    .string()
    .regex(RELEASE_APP, 'App must be shell or mf-<name> (lower-case letters), e.g. mf-public'),
});

export const rollbackBodySchema = z
  .strictObject({
    version: z
      .string({ error: 'Version must be a text' })
      .regex(
        RELEASE_VERSION,
        'Version must be a release version, e.g. 1.0.0-b20261128T001500.3f9a0c1d2e',
      )
      .optional()
      .describe('The release to make live; left out, the one before the live release'),
  })
  .optional();

export const endpoints = {
  'GET /api/admin/platform/releases': { 200: platformReleasesSchema },
  /** The app's new state. */
  'POST /api/admin/platform/:app/rollback': { 200: platformAppSchema },
  'POST /api/admin/platform/:app/promote': { 200: platformAppSchema },
};
