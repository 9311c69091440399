import type { Kysely, Migration } from 'kysely';

/**
 * The mail outbox (docs/operations.md, "Mail"): every e-mail is a row before it is sent, so a
 * crash, a deploy or an SMTP outage delays a message instead of losing it. Any replica may send a
 * due row after claiming it (`claimed_until`), so two replicas never send the same message.
 */
export const m019MailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('claimed_until', 'varchar(30)')
      .addColumn('sent_at', 'varchar(30)')
      .addColumn('failed_at', 'varchar(30)')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('mail_outbox_due_idx')
      .on('mail_outbox')
      .columns(['sent_at', 'failed_at', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_outbox').execute();
  },
};
