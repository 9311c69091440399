import type { Kysely } from 'kysely';
import { CATALOGUE } from '../features/learning/catalogue';
import { insertCatalogue } from '../features/learning/seed';
import { learningDb } from '../features/learning/tables';
import { DEMO_BADGES, insertBadges } from '../features/records/seed';
import type { Database } from './types';

export interface CatalogueSeedResult {
  quests: number;
  badges: number;
}

/**
 * The starter quests and badges (the ones the demo uses), without any account: for a production
 * or PostgreSQL database that starts empty. A quest already there (same slug) or a badge already
 * there (same name) is left alone, so a second run adds nothing. One transaction.
 */
export async function seedCatalogue(db: Kysely<Database>, now: Date): Promise<CatalogueSeedResult> {
  return db.transaction().execute(async (trx) => {
    const slugs = new Set(
      (await trx.selectFrom('quests').select('slug').execute()).map((q) => q.slug),
    );
    const names = new Set(
      (await trx.selectFrom('badges').select('name').execute()).map((b) => b.name),
    );
    const quests = CATALOGUE.filter((q) => !slugs.has(q.slug));
    const badges = DEMO_BADGES.filter((b) => !names.has(b.name));
    const at = now.toISOString();
    await insertCatalogue(learningDb(trx), quests, null, at);
    await insertBadges(trx, badges, null, at);
    return { quests: quests.length, badges: badges.length };
  });
}
