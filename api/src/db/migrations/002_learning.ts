import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The learning core: the quest catalogue (extends 001's minimal `quests`), template tasks and
 * their subject split, enrolments with pick-up history, the student's own task copies, single
 * completions, the XP ledger (one entry per task, enforced by UNIQUE) and evidence with files.
 */
export const m002Learning: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('quests')
      .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('quests')
      .addColumn('big_idea', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('quests').addColumn('cover_image_url', 'varchar(500)').execute();
    await db.schema.alterTable('quests').addColumn('created_by', 'varchar(36)').execute();
    await sql`update quests set short_description = description`.execute(db);

    await db.schema
      .createTable('quest_tasks')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('quest_id', 'varchar(36)', (c) =>
        c.notNull().references('quests.id').onDelete('cascade'),
      )
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('pillar', 'varchar(20)', (c) => c.notNull())
      .addColumn('xp', 'integer', (c) => c.notNull().check(sql`xp between 10 and 1000`))
      .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('quest_tasks_quest_idx')
      .on('quest_tasks')
      .columns(['quest_id', 'position'])
      .execute();

    await db.schema
      .createTable('task_subjects')
      .addColumn('quest_task_id', 'varchar(36)', (c) =>
        c.notNull().references('quest_tasks.id').onDelete('cascade'),
      )
      .addColumn('subject', 'varchar(30)', (c) => c.notNull())
      .addColumn('xp', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_subjects_pk', ['quest_task_id', 'subject'])
      .execute();

    await db.schema
      .createTable('enrolments')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('quest_id', 'varchar(36)', (c) =>
        c.notNull().references('quests.id').onDelete('cascade'),
      )
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('due_date', 'varchar(10)')
      .addColumn('pickup_count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('picked_up_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('completed_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('enrolments_student_quest_uq', ['student_id', 'quest_id'])
      .execute();

    await db.schema
      .createTable('enrolment_history')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('enrolment_id', 'varchar(36)', (c) =>
        c.notNull().references('enrolments.id').onDelete('cascade'),
      )
      .addColumn('picked_up_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('set_down_at', 'varchar(30)')
      .addColumn('reflection', 'text')
      .execute();
    await db.schema
      .createIndex('enrolment_history_enrolment_idx')
      .on('enrolment_history')
      .column('enrolment_id')
      .execute();

    await db.schema
      .createTable('student_tasks')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('enrolment_id', 'varchar(36)', (c) =>
        c.notNull().references('enrolments.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('quest_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('quest_task_id', 'varchar(36)')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('pillar', 'varchar(20)', (c) => c.notNull())
      .addColumn('xp', 'integer', (c) => c.notNull().check(sql`xp between 10 and 1000`))
      .addColumn('required', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('is_personal', 'integer', (c) => c.notNull())
      .addColumn('subjects', 'text', (c) => c.notNull())
      .addColumn('due_date', 'varchar(10)')
      .addColumn('completed_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('student_tasks_copy_uq', ['enrolment_id', 'quest_task_id'])
      .execute();
    await db.schema
      .createIndex('student_tasks_student_idx')
      .on('student_tasks')
      .columns(['student_id', 'quest_id'])
      .execute();

    await db.schema
      .createTable('task_completions')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_task_id', 'varchar(36)', (c) =>
        c.notNull().unique().references('student_tasks.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('confidential', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('completed_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('task_completions_student_idx')
      .on('task_completions')
      .columns(['student_id', 'completed_at'])
      .execute();

    await db.schema
      .createTable('xp_ledger')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('student_task_id', 'varchar(36)', (c) =>
        c.notNull().unique().references('student_tasks.id').onDelete('cascade'),
      )
      .addColumn('quest_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('pillar', 'varchar(20)', (c) => c.notNull())
      .addColumn('xp', 'integer', (c) => c.notNull())
      .addColumn('subjects', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('xp_ledger_student_idx')
      .on('xp_ledger')
      .column('student_id')
      .execute();

    await db.schema
      .createTable('evidence')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_task_id', 'varchar(36)', (c) =>
        c.notNull().references('student_tasks.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('text', 'text')
      .addColumn('url', 'varchar(2048)')
      .addColumn('confidential', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('evidence_task_idx')
      .on('evidence')
      .column('student_task_id')
      .execute();

    await db.schema
      .createTable('evidence_files')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('evidence_id', 'varchar(36)', (c) =>
        c.notNull().unique().references('evidence.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('storage_key', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('mime', 'varchar(100)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
};
