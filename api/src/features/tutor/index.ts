import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin-routes';
import { parentRoutes } from './parent-routes';
import { createTutorProvider, type TutorProvider } from './provider';
import { studentRoutes } from './student-routes';

/**
 * The AI tutor (issue #8): students' conversations with streamed, screened replies; parents'
 * oversight of linked children (SPEC §7 `/api/tutor/parent/...`); the admin safety queue.
 * `provider` is injectable for tests; by default it follows TUTOR_API_URL.
 */
export function tutorFeature(app: FastifyInstance, provider?: TutorProvider): void {
  studentRoutes(app, provider ?? createTutorProvider(app.ctx.config));
  parentRoutes(app);
  adminRoutes(app);
}
