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
