// `npm run seed:catalogue`: the starter quests and badges into the configured database (SQLite
// under OPTIO_DATA_DIR, or DATABASE_URL). Idempotent.
import { seedCatalogue } from '../db/seeds/catalogue';
import { openForCli, runCli } from './database';

runCli(async () => {
  const { config, db } = await openForCli();
  try {
    const added = await seedCatalogue(db.kysely, config.now());
    console.log(
      added.quests + added.badges === 0
        ? 'The starter catalogue is already there: nothing added.'
        : `Added ${added.quests} starter quests and ${added.badges} starter badges.`,
    );
  } finally {
    await db.close();
  }
});
