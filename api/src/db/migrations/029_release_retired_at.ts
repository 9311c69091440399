import { type Kysely, type Migration } from 'kysely';

/**
 * When each release stopped being served (neither live nor canary), so that `release:prune`
 * spares releases a page still open in a browser may fetch chunks from (a grace period after
 * retirement). Null: served now, or retired before this migration (treated as long ago).
 */
export const m029ReleaseRetiredAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('releases').addColumn('retired_at', 'varchar(30)').execute();
  },
};
