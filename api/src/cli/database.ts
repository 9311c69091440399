import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/** The database the server would use with this environment, migrated to the latest schema. */
export async function openForCli(): Promise<{ config: Config; db: Db }> {
  const config = loadConfig(process.env);
  const db = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolMax: 2,
  });
  await migrateToLatest(db.kysely as never);
  return { config, db };
}

/** Runs a command's main: a ConfigError or a usage error prints its lines; exit code 1. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof ConfigError) for (const line of err.problems) console.error(line);
      else if (err instanceof UsageError) console.error(err.message);
      else console.error(err);
      process.exit(1);
    },
  );
}

/** A mistake in how the command was called: its message is all the operator needs. */
export class UsageError extends Error {}
