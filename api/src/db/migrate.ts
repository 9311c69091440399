import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { m001Initial } from './migrations/001_initial';

/** Versioned, forward-only: names sort in order; there are no `down` steps. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001Initial,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Applies pending migrations; returns the names applied in this run. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
