import type { FastifyInstance } from 'fastify';
import { recommendationRoutes } from './recommendations/routes';
import { studentRoutes } from './students/routes';

/** Advisors: their assigned students' progress, and badge recommendations to them. */
export function advisorsFeature(app: FastifyInstance): void {
  studentRoutes(app);
  recommendationRoutes(app);
}
