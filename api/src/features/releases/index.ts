import type { FastifyInstance } from 'fastify';
import { releaseRoutes } from './routes';

/**
 * Releases of the shell and the remotes (issue #17): the operator commands live in
 * api/src/cli/release.ts, the per-visitor registry in serving.ts, the admin API here.
 */
export function releasesFeature(app: FastifyInstance): void {
  releaseRoutes(app);
}
