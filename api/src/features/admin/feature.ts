import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/routes';
import { linkRoutes } from './links/routes';
import { adminQuestRoutes } from './quests/routes';
import { siteSettingsRoutes } from './settings/routes';
import { userRoutes } from './users/routes';

/**
 * Registers the admin area's API (app.ts). Kept apart from index.ts, which other features import
 * for the audit and link services, so that importing those never pulls in every admin route.
 *
 * The admin area's API. Educators are admin-like (docs/product.md#states): they read users and the audit log
 * and edit quests and badges, but only admins change users or the site's name and logo
 * (`roles: ['admin']`; admin passes every gate). See mf-admin/README.md for the screens.
 * The logo routes take an upload, so the badges-admin feature registers them in its multipart
 * scope.
 */
export function adminFeature(app: FastifyInstance): void {
  userRoutes(app);
  linkRoutes(app);
  adminQuestRoutes(app);
  siteSettingsRoutes(app);
  auditRoutes(app);
}

export { logoRoutes } from './logo/routes';
