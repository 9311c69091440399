import { type Kysely, type Migration } from 'kysely';

/**
 * Marketing's side (issue #22): a lead's status, notes and first-touch campaign; the campaign of
 * a sign-up; the visit counters of the promo pages (per day, page and campaign: no personal data).
 * The `marketing` role needs no change here: `users.role` has no CHECK constraint.
 */
export const m023Marketing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('leads')
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
      .execute();
    for (const [name, type] of [
      ['notes', 'text'],
      ['updated_at', 'varchar(30)'],
      ['utm_source', 'varchar(100)'],
      ['utm_medium', 'varchar(100)'],
      ['utm_campaign', 'varchar(100)'],
      ['landing_page', 'varchar(60)'],
      ['resource', 'varchar(60)'],
    ] as const) {
      // SQLite adds one column per ALTER TABLE.
      await db.schema.alterTable('leads').addColumn(name, type).execute();
    }
    await db.schema.createIndex('leads_status_idx').on('leads').column('status').execute();
    await db.schema.createIndex('leads_campaign_idx').on('leads').column('utm_campaign').execute();

    await db.schema
      .createTable('signup_campaigns')
      .addColumn('user_id', 'varchar(36)', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('utm_source', 'varchar(100)')
      .addColumn('utm_medium', 'varchar(100)')
      .addColumn('utm_campaign', 'varchar(100)')
      .addColumn('landing_page', 'varchar(60)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('signup_campaigns_created_idx')
      .on('signup_campaigns')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('campaign_visits')
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('page', 'varchar(60)', (c) => c.notNull())
      // '' for arrivals without a campaign (a primary key column cannot be null everywhere).
      .addColumn('campaign', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('campaign_visits_pk', ['day', 'page', 'campaign'])
      .execute();
  },
};
