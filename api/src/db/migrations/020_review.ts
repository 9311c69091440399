import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Review before credit (docs/product.md "Review before credit"). XP from a personal task or from a
 * parent-made private quest counts toward XP, level and streak at once, but toward credits,
 * transcript and diploma only once a reviewer approves it: each ledger row carries its review
 * state ('none' for catalogue work, which needs no review; 'pending', 'approved', 'returned').
 *
 * Existing data: every ledger row of an already-completed personal task or private-quest task is
 * marked 'pending', so no credit a student awarded themselves before this migration survives
 * until a reviewer approves it. Existing diplomas stay stored but count as issued only once a
 * reviewer signs them off (the sign-off columns below start empty).
 */
export const m020Review: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('xp_ledger')
      .addColumn('review_status', 'varchar(10)', (c) => c.notNull().defaultTo('none'))
      .execute();
    await db.schema.alterTable('xp_ledger').addColumn('reviewed_by', 'varchar(36)').execute();
    await db.schema.alterTable('xp_ledger').addColumn('reviewer_role', 'varchar(10)').execute();
    await db.schema.alterTable('xp_ledger').addColumn('reviewed_at', 'varchar(30)').execute();
    await db.schema.alterTable('xp_ledger').addColumn('review_comment', 'text').execute();
    await db.schema
      .createIndex('xp_ledger_review_idx')
      .on('xp_ledger')
      .columns(['review_status', 'student_id'])
      .execute();
    await sql`
      UPDATE xp_ledger SET review_status = 'pending'
      WHERE student_task_id IN (SELECT id FROM student_tasks WHERE is_personal = 1)
         OR quest_id IN (SELECT quest_id FROM private_quests)
    `.execute(db);

    await db.schema.alterTable('diplomas').addColumn('signed_off_by', 'varchar(36)').execute();
    await db.schema.alterTable('diplomas').addColumn('signer_role', 'varchar(10)').execute();
    await db.schema.alterTable('diplomas').addColumn('signed_off_at', 'varchar(30)').execute();

    // The family setting: a family without an advisor lets a linked parent review (default on).
    await db.schema
      .createTable('family_review_settings')
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('parent_review', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(36)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
};
