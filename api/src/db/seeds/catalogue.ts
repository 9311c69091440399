import { CATALOGUE } from '../../features/learning/catalogue';
import { DEMO_BADGES, insertBadges } from './records';
import type { Queryable } from '../types';
import { insertCatalogue } from './learning';
import { listBadgeNames, listQuestSlugs } from './store';

export interface CatalogueSeedResult {
  quests: number;
  badges: number;
}

/**
 * The starter quests and badges (the ones the demo uses), without any account: for a production
 * or PostgreSQL database that starts empty. A quest already there (same slug) or a badge already
 * there (same name) is left alone, so a second run adds nothing. One transaction.
 */
export async function seedCatalogue(db: Queryable, now: Date): Promise<CatalogueSeedResult> {
  return db.transaction().execute(async (trx) => {
    const slugs = await listQuestSlugs(trx);
    const names = await listBadgeNames(trx);
    const quests = CATALOGUE.filter((q) => !slugs.has(q.slug));
    const badges = DEMO_BADGES.filter((b) => !names.has(b.name));
    const at = now.toISOString();
    await insertCatalogue(trx, quests, null, at);
    await insertBadges(trx, badges, null, at);
    return { quests: quests.length, badges: badges.length };
  });
}
