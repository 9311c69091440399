import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { removeLinkAsAdmin, removeOwnParent } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];
const uuid = z.uuid({ error: 'Not a valid id' });

/**
 * Ending an active parent–child link: a student aged 13 or more may remove a parent (who is told
 * by e-mail); an administrator may remove any link. Under 13 the link stays until an administrator
 * removes it or consent is withdrawn, so a child alone cannot cut off the parent who consented.
 */
export function linkRemovalRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.delete(
    '/api/family/parents/:parentId',
    {
      config: { auth: { roles: ['student'] } },
      schema: {
        tags: ['family'],
        summary: 'Remove a linked parent (students aged 13 or more); the parent is told by e-mail',
        security,
        params: z.strictObject({ parentId: uuid }),
        response: {
          ...contractResponses('DELETE /api/family/parents/:parentId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await removeOwnParent(ctx, request.user!, request.params.parentId);
      return { message: 'Link removed' };
    },
  );

  r.delete(
    '/api/admin/parent-links/:parentId/:childId',
    {
      config: { auth: { roles: ['admin'] } },
      schema: {
        tags: ['family', 'admin'],
        summary: 'Remove an active parent–child link (recorded in the audit log)',
        security,
        params: z.strictObject({ parentId: uuid, childId: uuid }),
        response: {
          ...contractResponses('DELETE /api/admin/parent-links/:parentId/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { parentId, childId } = request.params;
      await removeLinkAsAdmin(ctx, request.user!.id, parentId, childId);
      return { message: 'Link removed' };
    },
  );
}
