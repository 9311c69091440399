import type { Kysely, Migration } from 'kysely';

/**
 * Student records: the profile (bio, avatar, portfolio address, visibility of the diploma and
 * portfolio, language, a pending account deletion), the issued diploma, and the student's choice
 * of which completed tasks show in the public portfolio. Credit settings live in site_settings.
 */
export const m007Records: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('student_profiles')
      .addColumn('user_id', 'varchar(36)', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar_key', 'varchar(64)')
      .addColumn('avatar_mime', 'varchar(100)')
      .addColumn('portfolio_slug', 'varchar(40)', (c) => c.unique())
      // The student's own switch; an under-13 student's request approved by a parent also makes
      // the target public (see features/records/visibility/service.ts).
      .addColumn('portfolio_public', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('diploma_public', 'integer', (c) => c.notNull().defaultTo(0))
      // When the student last made the target private: approvals of older requests no longer count.
      .addColumn('portfolio_private_since', 'varchar(30)')
      .addColumn('diploma_private_since', 'varchar(30)')
      .addColumn('language', 'varchar(5)')
      .addColumn('deletion_requested_at', 'varchar(30)')
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('diplomas')
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('credits_total', 'real', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('portfolio_task_visibility')
      .addColumn('student_task_id', 'varchar(36)', (c) =>
        c.primaryKey().references('student_tasks.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('is_public', 'integer', (c) => c.notNull())
      .execute();
  },
};
