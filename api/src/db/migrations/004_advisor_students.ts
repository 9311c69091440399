import type { Kysely, Migration } from 'kysely';

/** Which advisor guides which student. Admins assign; advisors never assign themselves. */
export const m004AdvisorStudents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('advisor_students')
      .addColumn('advisor_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('assigned_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('advisor_students_pk', ['advisor_id', 'student_id'])
      .execute();
    await db.schema
      .createIndex('advisor_students_student_idx')
      .on('advisor_students')
      .column('student_id')
      .execute();
  },
};
