import type { Kysely, Migration } from 'kysely';

/**
 * The evaluator portfolio (docs/api/evaluator.md): the minutes a student logs on a completed
 * task, time-limited evaluator links (stored hashed), every view of one, the evaluations
 * recorded through them, a family's yearly targets and evaluation due date, and the reminder
 * mails already sent (one row per threshold, so a reminder goes out once).
 */
export const m021EvaluatorPortfolio: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('task_completions').addColumn('minutes', 'integer').execute();

    await db.schema
      .createTable('evaluator_links')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_by', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('from_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('to_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('evaluator_links_student_idx')
      .on('evaluator_links')
      .column('student_id')
      .execute();

    await db.schema
      .createTable('evaluator_link_views')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('link_id', 'varchar(36)', (c) =>
        c.notNull().references('evaluator_links.id').onDelete('cascade'),
      )
      .addColumn('viewed_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('what', 'varchar(20)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)')
      .addColumn('user_agent', 'varchar(300)')
      .execute();
    await db.schema
      .createIndex('evaluator_link_views_link_idx')
      .on('evaluator_link_views')
      .column('link_id')
      .execute();

    await db.schema
      .createTable('evaluations')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('link_id', 'varchar(36)', (c) =>
        c.notNull().unique().references('evaluator_links.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('evaluator_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('credential', 'varchar(200)', (c) => c.notNull())
      .addColumn('evaluated_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('decision', 'varchar(30)', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('from_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('to_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('evaluations_student_idx')
      .on('evaluations')
      .column('student_id')
      .execute();

    await db.schema
      .createTable('learning_targets')
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('target_days', 'integer')
      .addColumn('target_hours', 'integer')
      .addColumn('evaluation_due', 'varchar(10)')
      .addColumn('updated_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('evaluation_reminders')
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('days_before', 'integer', (c) => c.notNull())
      .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('evaluation_reminders_pk', ['student_id', 'due_date', 'days_before'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('evaluation_reminders').execute();
    await db.schema.dropTable('learning_targets').execute();
    await db.schema.dropTable('evaluations').execute();
    await db.schema.dropTable('evaluator_link_views').execute();
    await db.schema.dropTable('evaluator_links').execute();
    await db.schema.alterTable('task_completions').dropColumn('minutes').execute();
  },
};
