import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UploadStore } from '../../lib/uploads';
import { DOCUMENT_MAX } from '../../lib/uploads';
import { adminCreditRoutes } from './admin-routes';
import { badgeRoutes } from './badges-routes';
import { creditRoutes } from './credits-routes';
import { sweepDeletedAccounts } from './deletion';
import { portfolioRoutes } from './portfolio-routes';
import { profileRoutes } from './profile-routes';
import { publicRoutes } from './public-routes';

export { applyVisibilityApproval } from './visibility';
export { sweepDeletedAccounts } from './deletion';

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
  const store = new UploadStore(app.ctx.config.dataDir);
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: DOCUMENT_MAX,
        files: 1,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: 12,
        headerPairs: 100,
      },
    });
    badgeRoutes(scope);
    creditRoutes(scope);
    portfolioRoutes(scope, store);
    profileRoutes(scope, store);
    publicRoutes(scope, store);
    adminCreditRoutes(scope);
  });
  return {
    sweepDeletedAccounts: (now) =>
      sweepDeletedAccounts(app.ctx.db.kysely, store, now ?? app.ctx.config.now()),
  };
}
