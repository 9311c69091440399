import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type Config } from '../config';
import { openDatabase, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { findDemoAccounts, seedDemo } from '../db/seeds/demo';
import type { PasswordHasher } from '../security/passwords';

/**
 * Opens the database and migrates it to the latest version; a fresh SQLite database gets the
 * demo accounts when asked (OPTIO_SEED_DEMO=1), and production refuses to start beside them.
 */
export async function openPreparedDatabase(
  config: Config,
  log: FastifyBaseLogger,
  hasher: PasswordHasher,
): Promise<Db> {
  const db = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
  });
  const applied = await migrateToLatest(db.kysely as never);
  const fresh = applied.includes('001_initial');
  if (config.nodeEnv === 'production') {
    const demo = await findDemoAccounts(db);
    if (demo.length > 0) {
      await db.close();
      throw new ConfigError([
        `Demo accounts (${demo.join(', ')}) are in the database, and their password is published: delete them before starting with NODE_ENV=production`,
      ]);
    }
  } else if (fresh && db.engine === 'sqlite' && config.seed) {
    await seedDemo(db, (p) => hasher.hash(p), config.now());
    log.info('seeded demo accounts (OPTIO_SEED_DEMO=1, password Optio-Demo-2026!)');
  }
  return db;
}
