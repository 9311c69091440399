import type { Kysely, Migration } from 'kysely';

/** Consultation and promo requests from the public pages (POST /api/leads). */
export const m003Leads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leads')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('role', 'varchar(20)')
      .addColumn('message', 'text')
      // HMAC-SHA256 of the client IP (hex): lets staff spot repeat senders, never the raw address.
      .addColumn('ip_hash', 'varchar(64)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('leads_created_idx').on('leads').column('created_at').execute();
    await db.schema.createIndex('leads_email_idx').on('leads').column('email').execute();
  },
};
