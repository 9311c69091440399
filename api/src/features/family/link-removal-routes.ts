import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import { HttpError } from '../../lib/errors';
import { toLanguage } from '../../lib/language';
import { writeAudit } from '../admin';
import { inBackground } from '../auth/http';
import { errors, messageSchema } from '../auth/schemas';
import { under13Now } from './guardian';
import { linkRemovedMail } from './mails';
import { familyDb, type FamilyDb } from './tables';

const security = [{ bearerAuth: [] }];
const uuid = z.uuid({ error: 'Not a valid id' });
export const REMOVE_LINK_AGE = ERROR_MESSAGES['family.remove_link_age'];

/** Deletes one active link and records who removed it, in one transaction. */
async function removeLink(
  k: FamilyDb,
  actorId: string,
  parentId: string,
  childId: string,
  at: string,
): Promise<void> {
  await k.transaction().execute(async (trx) => {
    const del = await trx
      .deleteFrom('parent_child_links')
      .where('parent_id', '=', parentId)
      .where('child_id', '=', childId)
      .executeTakeFirst();
    if (Number(del.numDeletedRows) !== 1) throw new HttpError(404, 'Link not found');
    await writeAudit(trx, {
      actorId,
      action: 'parent_link.remove',
      targetType: 'parent_child_link',
      // The child's id: audit_log.target_id holds one id (the parent is in details).
      targetId: childId,
      details: { parent_id: parentId, child_id: childId },
      at,
    });
  });
}

/**
 * Ending an active parent–child link: a student aged 13 or more may remove a parent (who is told
 * by e-mail); an administrator may remove any link. Under 13 the link stays until an administrator
 * removes it or consent is withdrawn, so a child alone cannot cut off the parent who consented.
 */
export function linkRemovalRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = familyDb(ctx.db.kysely);
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
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const child = request.user!;
      const me = await ctx.db.findUserById(child.id);
      if (child.role !== 'student' || under13Now(me?.date_of_birth ?? null, ctx.config.now())) {
        throw new HttpError(403, REMOVE_LINK_AGE);
      }
      const { parentId } = request.params;
      await removeLink(k, child.id, parentId, child.id, ctx.config.now().toISOString());
      inBackground(ctx, request, async () => {
        const parent = await ctx.db.findUserById(parentId);
        if (!parent) return;
        await ctx.mailer.send(
          linkRemovedMail(
            parent.email,
            `${child.first_name} ${child.last_name}`,
            `${ctx.config.publicUrl}/parent/dashboard`,
            toLanguage(parent.language),
          ),
        );
      });
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
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { parentId, childId } = request.params;
      await removeLink(k, request.user!.id, parentId, childId, ctx.config.now().toISOString());
      return { message: 'Link removed' };
    },
  );
}
