import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../lib/errors';
import { auditStaffRead, writeAudit } from '../../admin';
import { reportsByIds, type reportView } from '../../messages';
import { heldAmong } from '../../safety-surfaces';
import {
  findIncident,
  findIncidentWithStudent,
  listIncidentsWithStudents,
  resolveOpenIncident,
  type StaffIncidentRow,
} from '../store';
import { toIncident } from '../views';

/**
 * The platform's safety queue. Admin only: the excerpts are children's own words about
 * self-harm or abuse, so educators (admin-like elsewhere, docs/product.md#states) do not get them here.
 */
type Ctx = Pick<AppContext, 'db' | 'config'>;
type Admin = { id: string; role: string };

const toStaff = (row: StaffIncidentRow) => ({
  ...toIncident(row),
  student: { id: row.student_id, first_name: row.first_name, last_name: row.last_name },
  reviewed_by: row.reviewed_by,
  item_held: null as boolean | null,
  report: null as z.infer<typeof reportView> | null,
});

const rank = { critical: 3, high: 2, medium: 1, low: 0 } as const;

/** Incidents across the platform, most severe first; the read itself is audited. */
export async function safetyQueue(ctx: Ctx, admin: Admin, status: 'open' | 'resolved' | 'all') {
  const k = ctx.db.kysely;
  const rows = await listIncidentsWithStudents(k, status);
  await auditStaffRead(k, {
    actor: admin,
    childId: null,
    what: 'safety incidents (tutor excerpts)',
    details: { status, incident_ids: rows.map((r) => r.id) },
    at: ctx.config.now().toISOString(),
  });
  const held = await heldAmong(
    k,
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
        (a, b) => rank[b.severity] - rank[a.severity] || b.created_at.localeCompare(a.created_at),
      ),
  };
}

/** Resolves an open incident with a note, recorded in the audit log in the same transaction. */
export async function resolveIncident(ctx: Ctx, adminId: string, id: string, note: string) {
  const k = ctx.db.kysely;
  const at = ctx.config.now().toISOString();
  await k.transaction().execute(async (trx) => {
    const row = await findIncident(trx, id);
    if (!row) throw new HttpError(404, 'Incident not found');
    if (row.status === 'resolved') throw new HttpError(409, 'This incident is already resolved');
    await resolveOpenIncident(trx, id, { reviewedBy: adminId, at, note });
    await writeAudit(trx, {
      actorId: adminId,
      action: 'safety_incident.resolve',
      targetType: 'safety_incident',
      targetId: id,
      details: {
        old: { status: 'open' },
        new: { status: 'resolved', note },
        category: row.category,
        severity: row.severity,
        student_id: row.student_id,
      },
      at,
    });
  });
  return toStaff(await findIncidentWithStudent(k, id));
}
