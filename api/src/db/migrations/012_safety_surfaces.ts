import type { Kysely, Migration } from 'kysely';

/**
 * One safety screen for every surface (docs/safety.md, "What a flag does on each surface").
 * A flagged direct message or encouragement is kept with status `held` (its sender sees why,
 * its recipient nothing) until staff release it; a flagged piece of evidence is kept private
 * (`safety_hold`) until staff release it. Incidents from every surface share the tutor's
 * `safety_incidents` table, which now says where the text was written and which item it is.
 */
export const m012SafetySurfaces: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['direct_messages', 'observer_encouragements']) {
      // 'sent' (delivered) or 'held' (kept from the recipient until staff release it).
      await db.schema
        .alterTable(table)
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('sent'))
        .execute();
      // JSON array of the categories that held it; kept after release for the record.
      await db.schema.alterTable(table).addColumn('held_categories', 'text').execute();
    }
    for (const table of ['evidence', 'portfolio_items']) {
      // 1 while a flagged text waits for staff: the item stays private and cannot be shared.
      await db.schema
        .alterTable(table)
        .addColumn('safety_hold', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    // 'tutor', 'direct_message', 'encouragement' or 'evidence'.
    await db.schema
      .alterTable('safety_incidents')
      .addColumn('surface', 'varchar(20)', (c) => c.notNull().defaultTo('tutor'))
      .execute();
    // The held or masked item outside the tutor: a direct message, encouragement, evidence or
    // portfolio item id (no foreign key: the incident outlives the item).
    await db.schema.alterTable('safety_incidents').addColumn('item_id', 'varchar(36)').execute();
    // 1 when possible abuse is among the item's flags: none of its incidents reach parents.
    await db.schema
      .alterTable('safety_incidents')
      .addColumn('hidden_from_parents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('safety_incidents_item_idx')
      .on('safety_incidents')
      .column('item_id')
      .execute();
  },
};
