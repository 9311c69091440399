import { type Kysely, type Migration } from 'kysely';

/**
 * Independent delivery (issue #17): every published release of an app, and each app's channel
 * (the live release and an optional canary). Switching what is live is one UPDATE of one row,
 * so two apps released at once never overwrite each other.
 */
export const m025Releases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('releases')
      .addColumn('app', 'varchar(40)', (c) => c.notNull())
      .addColumn('version', 'varchar(100)', (c) => c.notNull())
      .addColumn('git_commit', 'varchar(40)')
      .addColumn('contract_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('created_by', 'varchar(200)', (c) => c.notNull())
      .addPrimaryKeyConstraint('releases_pk', ['app', 'version'])
      .execute();
    await db.schema
      .createIndex('releases_app_created_idx')
      .on('releases')
      .columns(['app', 'created_at'])
      .execute();
    await db.schema
      .createTable('release_channels')
      .addColumn('app', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('live_version', 'varchar(100)')
      .addColumn('canary_version', 'varchar(100)')
      .addColumn('canary_percent', 'integer')
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
};
