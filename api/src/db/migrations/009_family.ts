import type { Kysely, Migration } from 'kysely';

/**
 * Family links and observers (issue #8). Active parent–child links stay in 001's
 * `parent_child_links`; a link waiting for the other side's approval lives here. Parents'
 * private quests are marked by `private_quests`. Observers: e-mailed invitations (7 days), the
 * log of every read, cheers and words of encouragement.
 */
export const m009Family: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('family_link_requests')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      // 'parent' (a parent invited a child's address) or 'child' (a student invited a parent's).
      .addColumn('initiated_by', 'varchar(10)', (c) => c.notNull())
      // The inviter's id is set at once; the invitee's only when they approve (matching is by
      // e-mail, so an invitation never reveals whether an address has an account).
      .addColumn('parent_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('child_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('invited_email', 'varchar(254)', (c) => c.notNull())
      // 'pending', 'approved', 'declined', 'cancelled'.
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('family_link_requests_email_idx')
      .on('family_link_requests')
      .columns(['invited_email', 'status'])
      .execute();

    await db.schema
      .createTable('private_quests')
      .addColumn('quest_id', 'varchar(36)', (c) =>
        c.primaryKey().references('quests.id').onDelete('cascade'),
      )
      .addColumn('child_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_by', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('observer_invitations')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('parent_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('accepted_at', 'varchar(30)')
      .addColumn('accepted_by', 'varchar(36)')
      .addColumn('cancelled_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('observer_invitations_student_idx')
      .on('observer_invitations')
      .column('student_id')
      .execute();

    await db.schema
      .createTable('observer_reads')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('observer_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // What was read: 'feed' today.
      .addColumn('what', 'varchar(30)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('observer_reads_student_idx')
      .on('observer_reads')
      .columns(['student_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('observer_cheers')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('observer_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // 'completion' (a task_completions id) or 'portfolio' (a portfolio_items id).
      .addColumn('item_kind', 'varchar(12)', (c) => c.notNull())
      .addColumn('item_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('observer_cheers_uq', ['observer_id', 'item_kind', 'item_id'])
      .execute();

    await db.schema
      .createTable('observer_encouragements')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('observer_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('message', 'varchar(500)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('observer_encouragements_student_idx')
      .on('observer_encouragements')
      .columns(['student_id', 'created_at'])
      .execute();
  },
};
