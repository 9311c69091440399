import { type Kysely, type Migration } from 'kysely';

/**
 * What browsers report about the composed page (issue #17, item 5), as counters only: which
 * version of each shared package a remote received, and the MF error codes remotes failed with,
 * per remote and remote version. No user, session, address or URL is stored.
 */
export const m026PlatformEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('platform_shared_observations')
      .addColumn('remote', 'varchar(40)', (c) => c.notNull())
      .addColumn('remote_version', 'varchar(64)', (c) => c.notNull())
      .addColumn('package', 'varchar(100)', (c) => c.notNull())
      .addColumn('version', 'varchar(64)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_seen', 'varchar(30)', (c) => c.notNull())
      .addColumn('last_seen', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('platform_shared_observations_pk', [
        'remote',
        'remote_version',
        'package',
        'version',
      ])
      .execute();
    await db.schema
      .createTable('platform_error_counts')
      .addColumn('remote', 'varchar(40)', (c) => c.notNull())
      .addColumn('remote_version', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(20)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_seen', 'varchar(30)', (c) => c.notNull())
      .addColumn('last_seen', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('platform_error_counts_pk', ['remote', 'remote_version', 'code'])
      .execute();
  },
};
