import type { FastifyInstance } from 'fastify';
import { registerUploadParsing } from '../../lib/uploads';
import { accountRoutes } from './account/routes';
import { sweepDeletedAccounts } from './account/deletion';
import { badgeRoutes } from './badges/routes';
import { creditRoutes } from './credits/routes';
import { diplomaRoutes } from './diploma/routes';
import { evidenceFileRoutes } from './evidence-file/routes';
import { portfolioFileRoutes } from './portfolio/file-routes';
import { portfolioItemRoutes, portfolioRoutes } from './portfolio/routes';
import { profileRoutes } from './profile/routes';
import { publicRoutes } from './public/routes';
import { reviewRoutes } from './review/routes';
import { adminCreditRoutes } from './settings/routes';

// What other features use: services, rules and types (the old db alias included).
export { canReadConfidential, canSeeStudentWork, CONFIDENTIAL_REFUSED } from './access/service';
export { deleteAccountNow, deletionDueAt, DELETION_GRACE_DAYS } from './account/deletion';
export { sweepDeletedAccounts };
export { exportUserData } from './account/export';
export { loadBadges, type BadgeView } from './badges/service';
export { loadCredits, loadLedger, pillarTotals } from './credits/service';
export { SUBJECT_LABELS } from './credits/transcript';
export { diplomaState } from './diploma/service';
export { download } from './http';
export { loadProfile, updateProfile, type Profile } from './profile/profiles';
export { DEFAULT_CREDIT_SETTINGS, type CreditSettings } from './rules';
export { readCreditSettings, writeCreditSettings } from './settings/service';
export * from './tables';
export { applyVisibilityApproval, isPublic } from './visibility/service';

export interface Records {
  /** Deletes accounts whose deletion grace period ended before `now` (default: the clock). */
  sweepDeletedAccounts(now?: Date): Promise<number>;
}

/**
 * Student records (api/README.md "Records"): badges and claims, credits, transcript (+ PDF),
 * diploma, portfolio, profile, data export and account deletion, the public portfolio and
 * diploma, and the admin's credit settings. Multipart parsing lives only in this scope.
 */
export async function recordsFeature(app: FastifyInstance): Promise<Records> {
  const store = app.ctx.uploads;
  await app.register(async (scope) => {
    await registerUploadParsing(scope, { files: 1, parts: 12 });
    badgeRoutes(scope);
    creditRoutes(scope);
    diplomaRoutes(scope);
    portfolioRoutes(scope);
    portfolioItemRoutes(scope, store);
    portfolioFileRoutes(scope, store);
    evidenceFileRoutes(scope, store);
    profileRoutes(scope, store);
    accountRoutes(scope);
    publicRoutes(scope, store);
    adminCreditRoutes(scope);
    reviewRoutes(scope);
  });
  return {
    sweepDeletedAccounts: (now) =>
      sweepDeletedAccounts(app.ctx.db.kysely, store, now ?? app.ctx.config.now()),
  };
}
