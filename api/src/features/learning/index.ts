import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard-routes';
import { evidenceRoutes, MAX_FILES, UploadStore } from './evidence';
import { questRoutes } from './quests-routes';
import { DOCUMENT_MAX } from './sniff';
import { taskRoutes } from './tasks-routes';

/**
 * The student learning core (docs/api/learning.md): catalogue, enrolments, tasks, evidence,
 * XP ledger, dashboard, constellation and calendar. Multipart parsing lives only in this scope.
 */
export async function learningFeature(app: FastifyInstance): Promise<void> {
  const store = new UploadStore(app.ctx.config.dataDir);
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: DOCUMENT_MAX,
        files: MAX_FILES,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: 20,
        headerPairs: 100,
      },
    });
    questRoutes(scope);
    taskRoutes(scope, store);
    evidenceRoutes(scope, store);
    dashboardRoutes(scope);
  });
}
