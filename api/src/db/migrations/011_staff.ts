import type { Kysely, Migration } from 'kysely';

/**
 * Staff tools: an advisor recommends a badge to one of their students (the student sees it
 * through GET /api/me/badge-recommendations). One recommendation per badge and student.
 */
export const m011Staff: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('badge_recommendations')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('badge_id', 'varchar(36)', (c) =>
        c.notNull().references('badges.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // No foreign key: the recommendation outlives the advisor's account.
      .addColumn('advisor_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('note', 'varchar(500)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('badge_recommendations_uq', ['badge_id', 'student_id'])
      .execute();
    await db.schema
      .createIndex('badge_recommendations_student_idx')
      .on('badge_recommendations')
      .column('student_id')
      .execute();
  },
};
