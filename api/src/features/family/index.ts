import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_MAX } from '../../lib/uploads';
import { childDataRoutes } from './child-data/routes';
import { linkRemovalRoutes } from './link-removal/routes';
import { linkRoutes } from './links/routes';
import { observerFeedRoutes } from './observer-feed/routes';
import { observerInviteRoutes } from './observer-invitations/routes';
import { parentReadRoutes } from './parent-reads/routes';
import { parentWriteRoutes } from './parent-writes/routes';
import { type Consent } from '../auth';

export { isObserverOf, linkedChild, readableChild, type ChildRow } from './access/service';

/**
 * Family (issue #8): parent–child links, a linked parent's view of a child (docs/product.md#calls
 * /api/parent/...), evidence and private quests from parents, observers. Uses the learning
 * feature's upload store (same folder, same rules); multipart only in this scope.
 */
export async function familyFeature(app: FastifyInstance, consent: Consent): Promise<void> {
  const store = app.ctx.uploads;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: DOCUMENT_MAX,
        files: 1,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: 12,
        headerPairs: 100,
      },
    });
    linkRoutes(scope);
    linkRemovalRoutes(scope);
    childDataRoutes(scope, store, consent);
    parentReadRoutes(scope, store);
    parentWriteRoutes(scope, store);
    observerInviteRoutes(scope);
    observerFeedRoutes(scope);
  });
}
