import type { Kysely, Migration } from 'kysely';

/**
 * A rotated refresh token remembers what its rotation minted (sealed with AES-GCM), so a replay
 * inside the grace window (two tabs refreshing at once) gets the same tokens back instead of new
 * ones. Cleared once the grace window has passed.
 */
export const m015SessionSecurity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('refresh_tokens').addColumn('successor_sealed', 'text').execute();
  },
};
