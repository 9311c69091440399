import type { PrivateQuestsTable } from '../../../db/tables/family';
import type {
  CatalogueQuestsTable,
  QuestTasksTable,
  TaskSubjectsTable,
} from '../../../db/tables/learning';
import type { PortfolioItemsTable, Queryable } from '../../../db/types';

/*
 * A parent's writes for a linked child land in the learning and records features' tables
 * (portfolio_items, visibility_requests, quests, quest_tasks, task_subjects; integrator: these
 * belong in the owning stores once they expose them). private_quests is the family's own.
 */

export async function insertPortfolioItem(db: Queryable, row: PortfolioItemsTable): Promise<void> {
  await db.insertInto('portfolio_items').values(row).execute();
}

/** A pending visibility request of a child linked to this parent. */
export function findPendingVisibilityRequestOfParent(db: Queryable, id: string, parentId: string) {
  return db
    .selectFrom('visibility_requests')
    .innerJoin(
      'parent_child_links',
      'parent_child_links.child_id',
      'visibility_requests.student_id',
    )
    .select(['visibility_requests.id'])
    .where('visibility_requests.id', '=', id)
    .where('parent_child_links.parent_id', '=', parentId)
    .where('visibility_requests.status', '=', 'pending')
    .executeTakeFirst();
}

/** Declines a pending visibility request; false when it was no longer pending. */
export async function markVisibilityRequestDeclined(
  db: Queryable,
  id: string,
  parentId: string,
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('visibility_requests')
    .set({ status: 'declined', decided_by: parentId, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertQuest(db: Queryable, row: CatalogueQuestsTable): Promise<void> {
  await db.insertInto('quests').values(row).execute();
}

export async function insertPrivateQuest(db: Queryable, row: PrivateQuestsTable): Promise<void> {
  await db.insertInto('private_quests').values(row).execute();
}

export async function insertQuestTasks(db: Queryable, rows: QuestTasksTable[]): Promise<void> {
  await db.insertInto('quest_tasks').values(rows).execute();
}

export async function insertTaskSubjects(db: Queryable, rows: TaskSubjectsTable[]): Promise<void> {
  await db.insertInto('task_subjects').values(rows).execute();
}
