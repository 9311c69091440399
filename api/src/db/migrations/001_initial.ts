import type { Kysely, Migration } from 'kysely';

/** Users, sessions, single-use mail tokens, consents, settings, family links and quests. */
export const m001Initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('student'))
      .addColumn('subscription_tier', 'varchar(20)', (c) => c.defaultTo('free'))
      .addColumn('date_of_birth', 'varchar(10)')
      .addColumn('phone_number', 'varchar(30)')
      .addColumn('address_line1', 'varchar(200)')
      .addColumn('address_line2', 'varchar(200)')
      .addColumn('city', 'varchar(100)')
      .addColumn('state', 'varchar(100)')
      .addColumn('postal_code', 'varchar(20)')
      .addColumn('country', 'varchar(40)')
      .addColumn('parent_email', 'varchar(254)')
      .addColumn('email_verified_at', 'varchar(30)')
      .addColumn('consent_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consent_granted_at', 'varchar(30)')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('terms_accepted_at', 'varchar(30)')
      .addColumn('password_changed_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('family_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('idle_expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('family_expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('rotated_at', 'varchar(30)')
      .addColumn('revoked_at', 'varchar(30)')
      .addColumn('user_agent', 'varchar(300)')
      .addColumn('ip', 'varchar(64)')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_family_idx')
      .on('refresh_tokens')
      .column('family_id')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_user_idx')
      .on('refresh_tokens')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('email_tokens')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'varchar(30)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('email_tokens_user_idx')
      .on('email_tokens')
      .columns(['user_id', 'purpose'])
      .execute();

    await db.schema
      .createTable('parental_consents')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('child_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('parent_email', 'varchar(254)', (c) => c.notNull())
      .addColumn('statement_version', 'varchar(40)', (c) => c.notNull())
      .addColumn('consented_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)')
      .addColumn('user_agent', 'varchar(300)')
      .addColumn('revoked_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('parental_consents_child_idx')
      .on('parental_consents')
      .column('child_id')
      .execute();

    await db.schema
      .createTable('site_settings')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text')
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('parent_child_links')
      .addColumn('parent_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('child_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('parent_child_links_pk', ['parent_id', 'child_id'])
      .execute();

    await db.schema
      .createTable('observer_links')
      .addColumn('observer_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('observer_links_pk', ['observer_id', 'student_id'])
      .execute();

    await db.schema
      .createTable('quests')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('slug', 'varchar(80)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('pillars', 'varchar(200)', (c) => c.notNull())
      .addColumn('total_xp', 'integer', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
};
