import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { logoRoutes } from '../admin/feature';
import { badgeRoutes } from './routes';
import { IMAGE_MAX } from '../../lib/uploads';

/**
 * Staff routes that take an image upload (badge art, the site logo), in a scope of their own
 * with multipart limited to one image. Files go to the same private upload store as evidence.
 */
export async function badgesAdminFeature(app: FastifyInstance): Promise<void> {
  const store = app.ctx.uploads;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX, files: 2, fields: 2, parts: 4, headerPairs: 100 },
    });
    badgeRoutes(scope, store);
    logoRoutes(scope, store);
  });
}
