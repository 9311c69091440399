import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { pageOffset, type PageRequest } from '../../../lib/paging';

export interface AuditRowInput {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  at: string;
}

export async function insertAuditRow(db: Queryable, entry: AuditRowInput): Promise<void> {
  await db
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

/** One page of the log, newest first, with each actor's name (empty once the account is gone). */
export function listAuditPage(db: Queryable, actorId: string | null, paging: PageRequest) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .$if(actorId !== null, (q) => q.where('audit_log.actor_id', '=', actorId!))
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.details',
      'audit_log.created_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(paging.page_size)
    .offset(pageOffset(paging))
    .execute();
}

export async function countAuditRows(db: Queryable, actorId: string | null): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .$if(actorId !== null, (q) => q.where('audit_log.actor_id', '=', actorId!))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
