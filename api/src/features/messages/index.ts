import type { FastifyInstance } from 'fastify';
import { messageRoutes } from './routes';

/** Direct messages between connections and between students and advisors (api/README.md "Social"). */
export function messagesFeature(app: FastifyInstance): void {
  messageRoutes(app);
}
