import type { FastifyInstance } from 'fastify';
import { familyMessageRoutes } from './family-view/routes';
import { messageSafetyRoutes } from './safety/routes';
import { messageRoutes } from './threads/routes';

/** What other features may call: the admin safety queue shows message reports. */
export { reportView } from './schemas';
export { reportsByIds } from './safety/service';

/** Direct messages between connections and between students and advisors (api/README.md "Social"). */
export function messagesFeature(app: FastifyInstance): void {
  messageRoutes(app);
  messageSafetyRoutes(app);
  familyMessageRoutes(app);
}
