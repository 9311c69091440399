import type { Kysely, Migration } from 'kysely';

/**
 * The audit log is read by what a change touched (a task's review decisions, a child's consent,
 * an account's history) as well as by date: without an index every such read scans the whole
 * log, which only grows.
 */
export const m027AuditTargetIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('audit_log_target_idx')
      .on('audit_log')
      .column('target_id')
      .execute();
  },
};
