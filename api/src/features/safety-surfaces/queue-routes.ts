import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import { isHeld, releaseItem, type ItemsDb } from './items';

/** Admin only, like the rest of the safety queue (tutor/admin-routes.ts says why). */
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

const itemParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });
const decisionBody = z.strictObject({
  note: z
    .string({ error: 'A note is required' })
    .trim()
    .min(1, 'A note is required')
    .max(2000, 'The note must be at most 2,000 characters'),
});
const decisionResult = z.object({
  item_id: z.string(),
  surface: z.string(),
  held: z.boolean(),
  resolved_incidents: z.number(),
});

/**
 * Staff decide about a held item from any surface: release it (the message or encouragement is
 * delivered, the evidence may be shared again) or keep it held. Either way its open incidents are
 * resolved with the note, and the decision is written to the audit log in the same transaction.
 */
export function queueRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = ctx.db.kysely as unknown as ItemsDb;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const decide = async (
    adminId: string,
    id: string,
    note: string,
    decision: 'release' | 'keep_held',
  ) => {
    const at = ctx.config.now().toISOString();
    return k.transaction().execute(async (trx) => {
      const incidents = await trx
        .selectFrom('safety_incidents')
        .select(['id', 'surface', 'status', 'student_id', 'category'])
        .where('item_id', '=', id)
        .execute();
      const surface = incidents[0]?.surface;
      if (!surface || surface === 'tutor') throw new HttpError(404, 'Held item not found');
      const held = await isHeld(trx, surface, id);
      if (held === null) throw new HttpError(404, 'Held item not found');
      if (!held) throw new HttpError(409, 'This item is not held (it was already released)');
      const open = incidents.filter((i) => i.status === 'open');
      if (decision === 'keep_held' && open.length === 0) {
        throw new HttpError(409, 'This item was already reviewed and kept held');
      }
      if (decision === 'release') await releaseItem(trx, surface, id);
      if (open.length > 0) {
        await trx
          .updateTable('safety_incidents')
          .set({ status: 'resolved', reviewed_by: adminId, resolved_at: at, resolution_note: note })
          .where('item_id', '=', id)
          .where('status', '=', 'open')
          .execute();
      }
      await trx
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          actor_id: adminId,
          action: decision === 'release' ? 'safety_item.release' : 'safety_item.keep_held',
          target_type: surface,
          target_id: id,
          details: JSON.stringify({
            old: { held: true },
            new: { held: decision === 'keep_held', note },
            categories: [...new Set(incidents.map((i) => i.category))],
            student_ids: [...new Set(incidents.map((i) => i.student_id))],
          }),
          created_at: at,
        })
        .execute();
      return {
        item_id: id,
        surface,
        held: decision === 'keep_held',
        resolved_incidents: open.length,
      };
    });
  };

  r.post(
    '/api/admin/safety/items/:id/release',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary:
          'Release a held item: deliver the direct message or encouragement, or let the evidence be shared (audited)',
        security,
        params: itemParam,
        body: decisionBody,
        response: { 200: decisionResult, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decide(request.user!.id, request.params.id, request.body.note, 'release'),
  );

  r.post(
    '/api/admin/safety/items/:id/keep',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Keep a held item held for good and resolve its incidents (audited)',
        security,
        params: itemParam,
        body: decisionBody,
        response: { 200: decisionResult, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decide(request.user!.id, request.params.id, request.body.note, 'keep_held'),
  );
}
