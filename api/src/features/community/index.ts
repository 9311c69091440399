import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity/routes';
import { friendsRoutes } from './friends/routes';
import { parentApprovalRoutes } from './parent-approvals/routes';

/** What other features (messages) may call: relations, minors' rules and blocks. */
export {
  ADULT_TO_MINOR,
  BLOCKED,
  MINOR_TO_ADULT,
  NOT_CONNECTED,
  ageBands,
  blockIn,
  blockedAmong,
  blocksAround,
  blocksBy,
  hasBlocked,
  isBlockedEitherWay,
  relationBetween,
  relationsOf,
  sendRefusals,
  sendVerdict,
  unblock,
  type Relation,
} from './relations/service';
export { ageBand, isMinor, type AgeBand } from './minors';

/** Friends by e-mail and their activity feed (docs/product.md#calls friends calls; api/README.md "Social"). */
export function communityFeature(app: FastifyInstance): void {
  friendsRoutes(app);
  activityRoutes(app);
  parentApprovalRoutes(app);
}
