import type { Kysely, Migration } from 'kysely';

/** Who changed what in the admin area (PUT /api/admin/settings today; user changes later). */
export const m005AuditLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      // No foreign key: the record of a change outlives the account that made it.
      .addColumn('actor_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('action', 'varchar(64)', (c) => c.notNull())
      .addColumn('target_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('target_id', 'varchar(64)')
      // JSON text, e.g. { "old": {...}, "new": {...} }.
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_created_idx')
      .on('audit_log')
      .column('created_at')
      .execute();
  },
};
