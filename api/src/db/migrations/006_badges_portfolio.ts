import type { Kysely, Migration } from 'kysely';

/**
 * The records other features meet on: badges (advisors create them, students claim them),
 * portfolio items that are not task completions (past work the student uploads, evidence a
 * parent documents, which waits for the child's acceptance) and visibility requests (an
 * under-13 student asking a parent to approve making the diploma or portfolio public).
 */
export const m006BadgesPortfolio: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('badges')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('identity_statement', 'varchar(200)', (c) => c.notNull())
      .addColumn('primary_pillar', 'varchar(20)', (c) => c.notNull())
      // An uploaded image (storage key under the data dir) or none: the card then shows the pillar.
      .addColumn('image_key', 'varchar(64)')
      .addColumn('image_mime', 'varchar(100)')
      .addColumn('min_quests', 'integer', (c) => c.notNull())
      .addColumn('min_xp', 'integer', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('badge_quests')
      .addColumn('badge_id', 'varchar(36)', (c) =>
        c.notNull().references('badges.id').onDelete('cascade'),
      )
      .addColumn('quest_id', 'varchar(36)', (c) =>
        c.notNull().references('quests.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('badge_quests_pk', ['badge_id', 'quest_id'])
      .execute();

    await db.schema
      .createTable('badge_claims')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('badge_id', 'varchar(36)', (c) =>
        c.notNull().references('badges.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('claimed_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('badge_claims_uq', ['badge_id', 'student_id'])
      .execute();
    await db.schema
      .createIndex('badge_claims_student_idx')
      .on('badge_claims')
      .column('student_id')
      .execute();

    await db.schema
      .createTable('portfolio_items')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // 'upload' (the student's past work) or 'parent' (documented by a linked parent).
      .addColumn('source', 'varchar(10)', (c) => c.notNull())
      .addColumn('added_by', 'varchar(36)', (c) => c.notNull())
      // 'accepted' shows in the portfolio; 'pending' and 'declined' only for a parent's item.
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('pillar', 'varchar(20)')
      .addColumn('link_url', 'varchar(2048)')
      .addColumn('file_key', 'varchar(64)')
      .addColumn('file_name', 'varchar(255)')
      .addColumn('file_mime', 'varchar(100)')
      .addColumn('file_size', 'integer')
      .addColumn('work_date', 'varchar(10)')
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('confidential', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('portfolio_items_student_idx')
      .on('portfolio_items')
      .columns(['student_id', 'status'])
      .execute();

    await db.schema
      .createTable('visibility_requests')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // 'diploma' or 'portfolio'.
      .addColumn('target', 'varchar(10)', (c) => c.notNull())
      // 'pending', 'approved', 'declined', 'cancelled'.
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('decided_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('visibility_requests_student_idx')
      .on('visibility_requests')
      .columns(['student_id', 'status'])
      .execute();
  },
};
