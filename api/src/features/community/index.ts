import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity-routes';
import { friendsRoutes } from './friends-routes';
import { parentApprovalRoutes } from './parent-approval-routes';

/** Friends by e-mail and their activity feed (SPEC §7 friends calls; api/README.md "Social"). */
export function communityFeature(app: FastifyInstance): void {
  friendsRoutes(app);
  activityRoutes(app);
  parentApprovalRoutes(app);
}
