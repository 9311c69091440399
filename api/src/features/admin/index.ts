import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { errors } from '../auth/schemas';
import { DEFAULT_SETTINGS } from '../settings';
import { DEFAULT_UPLOAD_QUOTA_MB, UPLOAD_QUOTA_KEY, uploadQuotaMb } from '../../lib/uploads';
import { adminQuestRoutes } from './quests-routes';
import { userRoutes } from './users-routes';

/**
 * The admin area's API. Educators are admin-like (SPEC §4): they read users and the audit log
 * and edit quests and badges, but only admins change users or the site's name and logo
 * (`roles: ['admin']`; admin passes every gate). See mf-admin/README.md for the screens.
 */
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const ADMIN_LIKE = { auth: { roles: ['educator'] as const } };
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

const siteSettingsSchema = z.object({
  site_name: z.string(),
  logo_url: z.string().nullable(),
  upload_quota_mb: z.number(),
});
type SiteSettings = z.infer<typeof siteSettingsSchema>;

const auditQuery = z.strictObject({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is too large')
    .default(1),
  page_size: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
});

const auditEntrySchema = z.object({
  id: z.string(),
  actor: z
    .object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() })
    .describe('An actor whose account was deleted keeps its id; the other fields are then empty'),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  details: z.unknown(),
  created_at: z.string().describe('ISO-8601 timestamp'),
});

async function readSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', ['site_name', 'logo_url'])
    .execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    site_name: byKey.get('site_name') || DEFAULT_SETTINGS.site_name,
    logo_url: byKey.get('logo_url') || DEFAULT_SETTINGS.logo_url,
    upload_quota_mb: await uploadQuotaMb(db),
  };
}

function parseDetails(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

export function adminFeature(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  userRoutes(app);
  adminQuestRoutes(app);

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
        response: { 200: siteSettingsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      let next: SiteSettings | null = null;
      const at = ctx.config.now().toISOString();
      // The settings and their audit row are written together or not at all.
      await k.transaction().execute(async (trx) => {
        const previous = await readSettings(trx);
        next = {
          site_name: request.body.site_name,
          logo_url: request.body.logo_url,
          upload_quota_mb: request.body.upload_quota_mb ?? previous.upload_quota_mb,
        };
        const values: Record<string, string | null> = {
          site_name: next.site_name,
          logo_url: next.logo_url,
          [UPLOAD_QUOTA_KEY]: String(next.upload_quota_mb),
        };
        for (const [key, value] of Object.entries(values)) {
          await trx
            .insertInto('site_settings')
            .values({ key, value, updated_at: at })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
            .execute();
        }
        await trx
          .insertInto('audit_log')
          .values({
            id: randomUUID(),
            actor_id: request.user!.id,
            action: 'settings.update',
            target_type: 'site_settings',
            target_id: null,
            details: JSON.stringify({ old: previous, new: next }),
            created_at: at,
          })
          .execute();
      });
      return next!;
    },
  );

  r.get(
    '/api/admin/settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'The site name, logo and per-user upload storage quota',
        security,
        response: { 200: siteSettingsSchema, ...errors(401, 403) },
      },
    },
    async () => readSettings(k),
  );

  r.get(
    '/api/admin/audit-log',
    {
      config: ADMIN_LIKE,
      schema: {
        tags: ['admin'],
        summary:
          "Audit log of staff changes and staff reads of children's data, newest first (educators: their own actions only)",
        security,
        querystring: auditQuery,
        response: {
          200: z.object({
            items: z.array(auditEntrySchema),
            page: z.number(),
            page_size: z.number(),
            total: z.number(),
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      // Educators see only their own actions; the full log (staff reads of children's data
      // included) is for admins.
      const ownOnly = request.user!.role === 'educator' ? request.user!.id : null;
      const [rows, count] = await Promise.all([
        k
          .selectFrom('audit_log')
          .leftJoin('users', 'users.id', 'audit_log.actor_id')
          .$if(ownOnly !== null, (q) => q.where('audit_log.actor_id', '=', ownOnly!))
          .select([
            'audit_log.id',
            'audit_log.actor_id',
            'audit_log.action',
            'audit_log.target_type',
            'audit_log.target_id',
            'audit_log.details',
            'audit_log.created_at',
            'users.first_name',
            'users.last_name',
            'users.email',
          ])
          .orderBy('audit_log.created_at', 'desc')
          .orderBy('audit_log.id', 'desc')
          .limit(page_size)
          .offset((page - 1) * page_size)
          .execute(),
        k
          .selectFrom('audit_log')
          .$if(ownOnly !== null, (q) => q.where('audit_log.actor_id', '=', ownOnly!))
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          actor: {
            id: row.actor_id,
            first_name: row.first_name ?? '',
            last_name: row.last_name ?? '',
            email: row.email ?? '',
          },
          action: row.action,
          target_type: row.target_type,
          target_id: row.target_id,
          details: parseDetails(row.details),
          created_at: row.created_at,
        })),
        page,
        page_size,
        total: Number(count.n),
      };
    },
  );
}
