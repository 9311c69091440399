import type { FastifyInstance } from 'fastify';
import { familyMessageRoutes } from './family-routes';
import { messageRoutes } from './routes';
import { messageSafetyRoutes } from './safety-routes';

/** Direct messages between connections and between students and advisors (api/README.md "Social"). */
export function messagesFeature(app: FastifyInstance): void {
  messageRoutes(app);
  messageSafetyRoutes(app);
  familyMessageRoutes(app);
}
