import type { MessageReportItemsTable, MessageReportsTable } from '../../../db/tables/community';
import type { SafetyIncidentsTable } from '../../../db/tables/tutor';
import type { Queryable } from '../../../db/types';
import { seenInSql } from '../../../security/account-standing';
import { between, visibleTo } from '../threads/store';

/** Messages between the two that `me` can see (optionally only these ids), newest first. */
export function listReportableMessages(
  db: Queryable,
  me: string,
  other: string,
  only: string[] | undefined,
  limit: number,
) {
  let q = db
    .selectFrom('direct_messages')
    .select(['id', 'sender_id', 'body', 'created_at'])
    .where(between(me, other))
    .where(visibleTo(me));
  if (only && only.length > 0) q = q.where('id', 'in', only);
  return q.orderBy('created_at', 'desc').limit(limit).execute();
}

export function listRoles(db: Queryable, ids: string[]) {
  return db.selectFrom('users').select(['id', 'role']).where('id', 'in', ids).execute();
}

/** Is this account one that may be seen? */
export async function isSeenUser(db: Queryable, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where(seenInSql())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReport(db: Queryable, row: MessageReportsTable): Promise<void> {
  await db.insertInto('message_reports').values(row).execute();
}

export async function insertReportItems(
  db: Queryable,
  rows: MessageReportItemsTable[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('message_report_items').values(rows).execute();
}

/**
 * The report's incident in the safety queue: the tutor feature's safety_incidents table
 * (integrator: that write belongs in the tutor or safety store).
 */
export async function insertIncident(db: Queryable, row: SafetyIncidentsTable): Promise<void> {
  await db.insertInto('safety_incidents').values(row).execute();
}

export function listReports(db: Queryable, ids: string[]) {
  return db.selectFrom('message_reports').selectAll().where('id', 'in', ids).execute();
}

export function listReportItems(db: Queryable, reportIds: string[]) {
  return db
    .selectFrom('message_report_items')
    .selectAll()
    .where('report_id', 'in', reportIds)
    .orderBy('sent_at')
    .execute();
}

export async function listNames(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
}
