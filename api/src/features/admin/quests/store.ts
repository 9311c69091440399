import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Pillar, Subject } from '@optio/contracts/roles';
import type { Queryable } from '../../../db/types';
import type { CatalogueQuestsTable } from '../../../db/tables/learning';
import { containsPattern } from '../../../lib/like';
import { pageOffset, type PageRequest } from '../../../lib/paging';

/** Not a parent's private quest for one child (family feature): those are the family's own. */
const notPrivate = sql<boolean>`not exists (select 1 from private_quests pq where pq.quest_id = quests.id)`;

export interface QuestFilter {
  search?: string;
  status?: 'active' | 'inactive';
}

function filteredQuests(db: Queryable, filter: QuestFilter) {
  let query = db.selectFrom('quests').where(notPrivate);
  if (filter.search) {
    const like = containsPattern(filter.search);
    query = query.where(sql`lower(title)`, 'like', sql`${like} escape '\\'`);
  }
  if (filter.status) query = query.where('is_active', '=', filter.status === 'active' ? 1 : 0);
  return query;
}

export const listCatalogueQuestsPage = (db: Queryable, filter: QuestFilter, paging: PageRequest) =>
  filteredQuests(db, filter)
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('quest_tasks')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('quest_tasks.quest_id', '=', 'quests.id')
        .as('task_count'),
    )
    .orderBy('title')
    .orderBy('id')
    .limit(paging.page_size)
    .offset(pageOffset(paging))
    .execute();

export async function countCatalogueQuests(db: Queryable, filter: QuestFilter): Promise<number> {
  const row = await filteredQuests(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findCatalogueQuest = (db: Queryable, id: string) =>
  db.selectFrom('quests').selectAll().where('id', '=', id).where(notPrivate).executeTakeFirst();

export const listTemplateTasks = (db: Queryable, questId: string) =>
  db
    .selectFrom('quest_tasks')
    .selectAll()
    .where('quest_id', '=', questId)
    .orderBy('position')
    .execute();

/** Subject rows of the given template tasks, the largest XP share first. */
export const listTaskSubjects = async (db: Queryable, taskIds: string[]) =>
  taskIds.length
    ? db
        .selectFrom('task_subjects')
        .selectAll()
        .where('quest_task_id', 'in', taskIds)
        .orderBy('xp', 'desc')
        .execute()
    : [];

export async function insertCatalogueQuest(db: Queryable, quest: CatalogueQuestsTable) {
  await db.insertInto('quests').values(quest).execute();
}

export async function updateCatalogueQuest(
  db: Queryable,
  id: string,
  change: Partial<
    Pick<
      CatalogueQuestsTable,
      | 'title'
      | 'description'
      | 'short_description'
      | 'big_idea'
      | 'is_active'
      | 'pillars'
      | 'total_xp'
    >
  >,
) {
  await db.updateTable('quests').set(change).where('id', '=', id).execute();
}

export interface TemplateTaskValues {
  title: string;
  description: string;
  pillar: Pillar;
  xp: number;
  required: number;
  position: number;
}

export async function deleteTemplateTasks(db: Queryable, ids: string[]) {
  await db.deleteFrom('quest_tasks').where('id', 'in', ids).execute();
}

/** Rewrites a template task and drops its subject rows (the caller writes the new one). */
export async function updateTemplateTask(db: Queryable, id: string, values: TemplateTaskValues) {
  await db.updateTable('quest_tasks').set(values).where('id', '=', id).execute();
  await db.deleteFrom('task_subjects').where('quest_task_id', '=', id).execute();
}

export async function insertTemplateTask(
  db: Queryable,
  questId: string,
  values: TemplateTaskValues,
  at: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('quest_tasks')
    .values({ id, quest_id: questId, ...values, created_at: at })
    .execute();
  return id;
}

export async function insertTaskSubject(
  db: Queryable,
  row: { quest_task_id: string; subject: Subject; xp: number },
) {
  await db.insertInto('task_subjects').values(row).execute();
}
