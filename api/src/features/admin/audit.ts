import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** One audit_log row: who (actor) did what (action) to which record, with old and new values. */
export async function writeAudit(
  /** Any Kysely view (or transaction) of the connection: learning, staff, the base one. */
  db: object,
  entry: {
    actorId: string;
    action: string;
    targetType: string;
    targetId: string | null;
    details: Record<string, unknown>;
    at: string;
  },
): Promise<void> {
  await (db as Kysely<Pick<Database, 'audit_log'>>)
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details),
      created_at: entry.at,
    })
    .execute();
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
