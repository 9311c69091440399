import type { FastifyInstance } from 'fastify';
import { chatRoutes } from './chat/routes';
import { incidentRoutes } from './incidents/routes';
import { oversightRoutes } from './oversight/routes';
import { createTutorProvider, type TutorProvider } from './provider';

/**
 * The AI tutor (issue #8): students' conversations with streamed, screened replies (chat/);
 * parents' oversight of linked children (oversight/, docs/product.md#calls `/api/tutor/parent/...`); the
 * admin safety queue (incidents/). `provider` is injectable for tests; by default it follows
 * TUTOR_API_URL.
 */
export function tutorFeature(app: FastifyInstance, provider?: TutorProvider): void {
  chatRoutes(app, provider ?? createTutorProvider(app.ctx.config));
  oversightRoutes(app);
  incidentRoutes(app);
}
