import type { Kysely, Migration } from 'kysely';

/**
 * The AI tutor: a student's conversations and their messages, each child's tutor settings
 * (chosen by a linked parent) and the safety incidents the screening raises.
 */
export const m010Tutor: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tutor_conversations')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      // study_buddy | teacher | discovery | review | creative
      .addColumn('mode', 'varchar(20)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tutor_conversations_student_idx')
      .on('tutor_conversations')
      .columns(['student_id', 'updated_at'])
      .execute();

    await db.schema
      .createTable('tutor_messages')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('conversation_id', 'varchar(36)', (c) =>
        c.notNull().references('tutor_conversations.id').onDelete('cascade'),
      )
      // Denormalised so the daily limit is one indexed count.
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // 'student' or 'tutor'
      .addColumn('role', 'varchar(10)', (c) => c.notNull())
      // What is shown: screened text (personal details masked, withheld text replaced).
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
      // 1 for a turn about possible abuse: the person hurting a child may be a parent, so it
      // goes to the safety team and never appears in a parent's view.
      .addColumn('hidden_from_parents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tutor_messages_conversation_idx')
      .on('tutor_messages')
      .columns(['conversation_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('tutor_messages_student_idx')
      .on('tutor_messages')
      .columns(['student_id', 'role', 'created_at'])
      .execute();

    await db.schema
      .createTable('tutor_settings')
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      // null = the subscription tier's default; a parent may only lower it.
      .addColumn('daily_limit', 'integer')
      // JSON array of modes.
      .addColumn('allowed_modes', 'text', (c) => c.notNull())
      .addColumn('monitoring', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('email_alerts', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_by', 'varchar(36)')
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('safety_incidents')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('conversation_id', 'varchar(36)', (c) =>
        c.references('tutor_conversations.id').onDelete('set null'),
      )
      .addColumn('message_id', 'varchar(36)', (c) =>
        c.references('tutor_messages.id').onDelete('set null'),
      )
      .addColumn('category', 'varchar(20)', (c) => c.notNull())
      .addColumn('severity', 'varchar(10)', (c) => c.notNull())
      .addColumn('action_taken', 'varchar(20)', (c) => c.notNull())
      // The flagged words with personal details masked (never the raw phone number or address).
      .addColumn('excerpt', 'varchar(300)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
      .addColumn('reviewed_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('resolved_at', 'varchar(30)')
      .addColumn('resolution_note', 'text')
      .execute();
    await db.schema
      .createIndex('safety_incidents_student_idx')
      .on('safety_incidents')
      .columns(['student_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('safety_incidents_status_idx')
      .on('safety_incidents')
      .columns(['status', 'created_at'])
      .execute();
  },
};
