import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The user's interface language (`en`/`es`) on the users row, so that every role has one, the
 * sign-in answer and GET /api/auth/me carry it, and e-mails go out in it. Null means never chosen
 * (English). Students' earlier choices on their profile are carried over.
 */
export const m014UserLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('language', 'varchar(5)').execute();
    await sql`update users set language = (
      select p.language from student_profiles p where p.user_id = users.id
    ) where exists (
      select 1 from student_profiles p where p.user_id = users.id and p.language is not null
    )`.execute(db);
  },
};
