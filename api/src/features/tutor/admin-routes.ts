import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { auditStaffRead } from '../admin';
import { errors } from '../auth/schemas';
import { incidentParam, incidentSchema } from './schemas';
import { tutorDb } from './tables';
import { toIncident } from './views';
import { heldAmong, type ItemsDb } from '../safety-surfaces/items';
import { reportsByIds, reportView } from '../messages/safety-routes';

/**
 * The platform's safety queue. Admin only: the excerpts are children's own words about
 * self-harm or abuse, so educators (admin-like elsewhere, SPEC §4) do not get them here.
 */
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];

const staffIncidentSchema = incidentSchema.extend({
  student: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  reviewed_by: z.string().nullable(),
  item_held: z
    .boolean()
    .nullable()
    .describe('Whether the item is still held (null for the tutor or a deleted item)'),
  report: reportView
    .nullable()
    .describe('For surface `report`: who reported whom, why, and the reported messages'),
});

const listQuery = z.strictObject({
  status: z
    .enum(['open', 'resolved', 'all'], { error: 'Status must be open, resolved or all' })
    .default('open'),
});

const resolveBody = z.strictObject({
  note: z
    .string({ error: 'A note is required' })
    .trim()
    .min(1, 'A note is required')
    .max(2000, 'The note must be at most 2,000 characters'),
});

export function adminRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = tutorDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const withStudents = () =>
    k
      .selectFrom('safety_incidents')
      .innerJoin('users', 'users.id', 'safety_incidents.student_id')
      .selectAll('safety_incidents')
      .select(['users.first_name', 'users.last_name']);

  const toStaff = (
    row: Awaited<ReturnType<ReturnType<typeof withStudents>['executeTakeFirstOrThrow']>>,
  ) => ({
    ...toIncident(row, 'staff'),
    student: { id: row.student_id, first_name: row.first_name, last_name: row.last_name },
    reviewed_by: row.reviewed_by,
    item_held: null as boolean | null,
    report: null as z.infer<typeof reportView> | null,
  });

  r.get(
    '/api/admin/safety/incidents',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Safety incidents across the platform (open ones by default), most severe first',
        security,
        querystring: listQuery,
        response: {
          200: z.object({ incidents: z.array(staffIncidentSchema) }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      let q = withStudents();
      if (request.query.status !== 'all')
        q = q.where('safety_incidents.status', '=', request.query.status);
      const rows = await q
        .orderBy('safety_incidents.created_at', 'desc')
        .orderBy('safety_incidents.id')
        .limit(500)
        .execute();
      // The excerpts are children's own words: who read them is on record.
      await auditStaffRead(k, {
        actor: request.user!,
        childId: null,
        what: 'safety incidents (tutor excerpts)',
        details: { status: request.query.status, incident_ids: rows.map((r) => r.id) },
        at: ctx.config.now().toISOString(),
      });
      const rank = { critical: 3, high: 2, medium: 1, low: 0 } as const;
      const held = await heldAmong(
        ctx.db.kysely as unknown as ItemsDb,
        rows.flatMap((r) => (r.item_id ? [r.item_id] : [])),
      );
      const reports = await reportsByIds(
        k,
        rows.flatMap((r) => (r.surface === 'report' && r.item_id ? [r.item_id] : [])),
      );
      return {
        incidents: rows
          .map((row) => ({
            ...toStaff(row),
            item_held: row.item_id && row.surface !== 'report' ? held.has(row.item_id) : null,
            report: (row.item_id && reports.get(row.item_id)) || null,
          }))
          .sort(
            (a, b) =>
              rank[b.severity] - rank[a.severity] || b.created_at.localeCompare(a.created_at),
          ),
      };
    },
  );

  r.post(
    '/api/admin/safety/incidents/:id/resolve',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Resolve an incident with a note (recorded in the audit log)',
        security,
        params: incidentParam,
        body: resolveBody,
        response: { 200: staffIncidentSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const adminId = request.user!.id;
      const at = ctx.config.now().toISOString();
      await k.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('safety_incidents')
          .select(['status', 'category', 'severity', 'student_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new HttpError(404, 'Incident not found');
        if (row.status === 'resolved')
          throw new HttpError(409, 'This incident is already resolved');
        await trx
          .updateTable('safety_incidents')
          .set({
            status: 'resolved',
            reviewed_by: adminId,
            resolved_at: at,
            resolution_note: request.body.note,
          })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .execute();
        await trx
          .insertInto('audit_log')
          .values({
            id: randomUUID(),
            actor_id: adminId,
            action: 'safety_incident.resolve',
            target_type: 'safety_incident',
            target_id: id,
            details: JSON.stringify({
              old: { status: 'open' },
              new: { status: 'resolved', note: request.body.note },
              category: row.category,
              severity: row.severity,
              student_id: row.student_id,
            }),
            created_at: at,
          })
          .execute();
      });
      const updated = await withStudents()
        .where('safety_incidents.id', '=', id)
        .executeTakeFirstOrThrow();
      return toStaff(updated);
    },
  );
}
