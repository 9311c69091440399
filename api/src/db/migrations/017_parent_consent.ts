import type { Kysely, Migration } from 'kysely';

/**
 * Consent identifies a parent (issue #14): the signed-in parent account that gave it. Older rows
 * (consent by e-mail link alone) keep a null `parent_id`. If that parent account is deleted the
 * record of the consent stays, without the id.
 */
export const m017ParentConsent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('parental_consents')
      .addColumn('parent_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('parental_consents_parent_idx')
      .on('parental_consents')
      .column('parent_id')
      .execute();
  },
};
