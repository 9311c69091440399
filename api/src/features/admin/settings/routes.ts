import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { readSiteSettings, updateSiteSettings } from './service';
import { DEFAULT_UPLOAD_QUOTA_MB } from '../../../lib/uploads';
import { contractResponses } from '../../../lib/response-schemas';

const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

export const SITE_NAME_MAX = 60;
export const LOGO_URL_MAX = 500;

/** null, a path on this site ("/logo.svg", never "//host" or "/\host"), or an https:// URL. */
export function isAllowedLogoUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const siteSettingsBodySchema = z.strictObject({
  site_name: z
    .string({ error: 'Site name is required' })
    .trim()
    .min(1, 'Site name is required')
    .max(SITE_NAME_MAX, `Site name must be at most ${SITE_NAME_MAX} characters`),
  logo_url: z
    .string({ error: 'Logo URL must be a text or null' })
    .trim()
    .max(LOGO_URL_MAX, `Logo URL must be at most ${LOGO_URL_MAX} characters`)
    .refine(
      isAllowedLogoUrl,
      'Logo URL must be a path on this site (starting with /) or an https:// address',
    )
    .nullable(),
  upload_quota_mb: z
    .number({ error: 'Storage quota must be a number of megabytes' })
    .int('Storage quota must be a whole number of megabytes')
    .min(1, 'Storage quota must be at least 1 MB')
    .max(1_000_000, 'Storage quota must be at most 1,000,000 MB')
    .optional()
    .describe(
      `Per-user upload storage in MB (default ${DEFAULT_UPLOAD_QUOTA_MB}); unchanged when left out`,
    ),
});

export function siteSettingsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/admin/settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary:
          'Change the site name, logo and per-user upload storage quota (recorded in the audit log)',
        security,
        body: siteSettingsBodySchema,
        response: { ...contractResponses('PUT /api/admin/settings'), ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      updateSiteSettings(db, request.user!.id, request.body, ctx.config.now().toISOString()),
  );

  r.get(
    '/api/admin/settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'The site name, logo and per-user upload storage quota',
        security,
        response: { ...contractResponses('GET /api/admin/settings'), ...errors(401, 403) },
      },
    },
    async () => readSiteSettings(db),
  );
}
