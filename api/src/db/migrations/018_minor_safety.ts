import type { Kysely, Migration } from 'kysely';

/**
 * Minors' social safety (docs/safety.md, "Minors and direct messages"): blocks between two
 * users, a parent's approval step for an under-13's friend requests, and the reports a user
 * files about a conversation, with a copy of the messages they reported.
 */
export const m018MinorSafety: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per direction chosen: the block works both ways, whoever set it may lift it.
    await db.schema
      .createTable('user_blocks')
      .addColumn('blocker_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('blocked_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
      .execute();
    await db.schema
      .createIndex('user_blocks_blocked_idx')
      .on('user_blocks')
      .column('blocked_id')
      .execute();

    // With status 'awaiting': the under-13 (sender or addressee) whose linked parent must
    // approve before the request reaches its addressee or the friendship starts.
    await db.schema
      .alterTable('friend_requests')
      .addColumn('approval_child_id', 'varchar(36)')
      .execute();
    await db.schema
      .createIndex('friend_requests_approval_idx')
      .on('friend_requests')
      .columns(['approval_child_id', 'status'])
      .execute();

    // No foreign keys: a report is a safety record and outlives the accounts it names.
    await db.schema
      .createTable('message_reports')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('reporter_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('reported_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('reason', 'varchar(20)', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    // The reported messages as they were when reported (the thread may change or be deleted).
    await db.schema
      .createTable('message_report_items')
      .addColumn('report_id', 'varchar(36)', (c) =>
        c.notNull().references('message_reports.id').onDelete('cascade'),
      )
      .addColumn('message_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('sender_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('message_report_items_pk', ['report_id', 'message_id'])
      .execute();
  },
};
