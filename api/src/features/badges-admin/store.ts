import type { BadgesTable, Queryable } from '../../db/types';

export const findBadge = (db: Queryable, id: string) =>
  db.selectFrom('badges').selectAll().where('id', '=', id).executeTakeFirst();

/** Every badge by name, or only those one staff member created. */
export const listBadges = (db: Queryable, createdBy: string | null) =>
  db
    .selectFrom('badges')
    .selectAll()
    .orderBy('name')
    .$if(createdBy !== null, (q) => q.where('created_by', '=', createdBy!))
    .execute();

export const listLinkedQuests = (db: Queryable, badgeIds: string[]) =>
  db
    .selectFrom('badge_quests')
    .innerJoin('quests', 'quests.id', 'badge_quests.quest_id')
    .select(['badge_quests.badge_id', 'quests.id', 'quests.title', 'quests.total_xp'])
    .where('badge_quests.badge_id', 'in', badgeIds)
    .orderBy('quests.title')
    .execute();

export const countClaims = (db: Queryable, badgeIds: string[]) =>
  db
    .selectFrom('badge_claims')
    .select(['badge_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('badge_id', 'in', badgeIds)
    .groupBy('badge_id')
    .execute();

export const listExistingQuestIds = (db: Queryable, ids: string[]) =>
  db.selectFrom('quests').select('id').where('id', 'in', ids).execute();

export const listBadgeQuestIds = async (db: Queryable, badgeId: string) =>
  (
    await db.selectFrom('badge_quests').select('quest_id').where('badge_id', '=', badgeId).execute()
  ).map((q) => q.quest_id);

export async function insertBadge(db: Queryable, badge: BadgesTable): Promise<void> {
  await db.insertInto('badges').values(badge).execute();
}

export async function updateBadge(
  db: Queryable,
  id: string,
  change: Partial<Omit<BadgesTable, 'id' | 'created_by' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('badges').set(change).where('id', '=', id).execute();
}

/** Drops a badge's quest links; badge_claims rows are never touched here. */
export async function deleteBadgeQuests(db: Queryable, badgeId: string): Promise<void> {
  await db.deleteFrom('badge_quests').where('badge_id', '=', badgeId).execute();
}

export async function insertBadgeQuests(
  db: Queryable,
  badgeId: string,
  questIds: string[],
): Promise<void> {
  await db
    .insertInto('badge_quests')
    .values(questIds.map((quest_id) => ({ badge_id: badgeId, quest_id })))
    .execute();
}

export const findBadgeImage = (db: Queryable, key: string) =>
  db
    .selectFrom('badges')
    .select(['image_key', 'image_mime'])
    .where('image_key', '=', key)
    .executeTakeFirst();
