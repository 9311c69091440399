import type { FastifyInstance } from 'fastify';
import { queueRoutes } from './routes';

/**
 * What a safety flag does outside the tutor's chat: direct messages, observers' encouragement
 * and text evidence (docs/safety.md, "What a flag does on each surface"). The screen itself is
 * features/safety; incidents share the tutor's table and the admin safety queue.
 */
export function safetySurfacesFeature(app: FastifyInstance): void {
  queueRoutes(app);
}

export {
  alertForEvidence,
  alertParentsOf,
  heldAmong,
  isHeld,
  linkedParents,
  recordItemIncidents,
} from './service';
