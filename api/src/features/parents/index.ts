import type { FastifyInstance } from 'fastify';
import { parentsRoutes } from './routes';

/** The children linked to the signed-in parent (ownership: only their own links). */
export function parentsFeature(app: FastifyInstance): void {
  parentsRoutes(app);
}
