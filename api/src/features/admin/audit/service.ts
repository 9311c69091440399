import type { Queryable } from '../../../db/types';
import type { PageRequest } from '../../../lib/paging';
import { countAuditRows, insertAuditRow, listAuditPage, type AuditRowInput } from './store';

/** One audit_log row: who (actor) did what (action) to which record, with old and new values. */
export async function writeAudit(
  /**
   * The connection or the transaction the audited change is written in. Typed `object` while
   * callers still hold per-feature views of the connection; all of them are a `Queryable`.
   */
  db: object,
  entry: AuditRowInput,
): Promise<void> {
  await insertAuditRow(db as Queryable, entry);
}

/** Roles whose reads of a child's data are audited (support and school staff, not family). */
export const STAFF_ROLES: ReadonlySet<string> = new Set(['admin', 'educator', 'advisor']);

/**
 * A staff member read a child's private data (family view, evidence, tutor excerpts): one
 * `child_data.read` row naming what was read. Family members reading their own child are not
 * logged; that is what the data is for.
 */
export async function auditStaffRead(
  db: object,
  entry: {
    actor: { id: string; role: string };
    /** null when the read spans several children (their ids go in details). */
    childId: string | null;
    what: string;
    at: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  if (!STAFF_ROLES.has(entry.actor.role)) return;
  await writeAudit(db, {
    actorId: entry.actor.id,
    action: 'child_data.read',
    targetType: 'user',
    targetId: entry.childId,
    details: { what: entry.what, ...entry.details },
    at: entry.at,
  });
}

/** The stored details: always a JSON object (logAudit writes one), {} if unreadable. */
function parseDetails(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * One page of the audit log. Educators see only their own actions; the full log (staff reads
 * of children's data included) is for admins.
 */
export async function auditLogPage(
  db: Queryable,
  viewer: { id: string; role: string },
  paging: PageRequest,
) {
  const ownOnly = viewer.role === 'educator' ? viewer.id : null;
  const [rows, total] = await Promise.all([
    listAuditPage(db, ownOnly, paging),
    countAuditRows(db, ownOnly),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor: {
        id: row.actor_id,
        first_name: row.first_name ?? '',
        last_name: row.last_name ?? '',
        email: row.email ?? '',
      },
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      details: parseDetails(row.details),
      created_at: row.created_at,
    })),
    page: paging.page,
    page_size: paging.page_size,
    total,
  };
}
