import type {
  FeedItemKind,
  ObserverCheersTable,
  ObserverEncouragementsTable,
  ObserverReadsTable,
} from '../../../db/tables/family';
import type { Queryable } from '../../../db/types';
import { seenInSql } from '../../../security/account-standing';
import { isUniqueViolation } from '../../../lib/unique-violation';

/*
 * The feed reads the learning and records features' tables (task_completions, student_tasks,
 * quests, evidence, portfolio_items) with the observer's privacy filters; integrator: those reads
 * belong in the owning stores once they expose them.
 */

/** The students this observer follows whose accounts may be seen. */
export function listFollowedStudents(db: Queryable, observerId: string) {
  return db
    .selectFrom('observer_links')
    .innerJoin('users', 'users.id', 'observer_links.student_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('observer_links.observer_id', '=', observerId)
    .where(seenInSql())
    .orderBy('users.first_name')
    .execute();
}

export function getStudentFirstName(db: Queryable, studentId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
}

/** The student's non-confidential completions with their task and quest, newest first. */
export function listSharedCompletions(db: Queryable, studentId: string, limit: number) {
  return db
    .selectFrom('task_completions')
    .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
    .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
    .select([
      'task_completions.id',
      'student_tasks.id as task_id',
      'student_tasks.title',
      'student_tasks.description',
      'student_tasks.pillar',
      'student_tasks.xp',
      'quests.title as quest_title',
      'task_completions.completed_at as at',
    ])
    .where('task_completions.student_id', '=', studentId)
    .where('task_completions.confidential', '=', 0)
    .orderBy('task_completions.completed_at', 'desc')
    .limit(limit)
    .execute();
}

/** The student's accepted portfolio items that are neither confidential nor held, newest first. */
export function listSharedPortfolio(db: Queryable, studentId: string, limit: number) {
  return db
    .selectFrom('portfolio_items')
    .select(['id', 'title', 'description', 'pillar', 'link_url', 'created_at', 'decided_at'])
    .where('student_id', '=', studentId)
    .where('status', '=', 'accepted')
    .where('confidential', '=', 0)
    .where('safety_hold', '=', 0)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Text and link evidence of these tasks that is neither confidential nor held. */
export async function listSharedEvidence(db: Queryable, taskIds: string[]) {
  if (taskIds.length === 0) return [];
  return (
    db
      .selectFrom('evidence')
      .select(['student_task_id', 'kind', 'text', 'url'])
      .where('student_task_id', 'in', taskIds)
      .where('confidential', '=', 0)
      // Held by the safety screen: private until staff release it.
      .where('safety_hold', '=', 0)
      .where('kind', 'in', ['text', 'link'])
      .orderBy('position')
      .execute()
  );
}

export async function listCheers(db: Queryable, studentId: string, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('observer_cheers')
    .select(['item_id', 'observer_id'])
    .where('student_id', '=', studentId)
    .where('item_id', 'in', itemIds)
    .execute();
}

export async function insertObserverRead(db: Queryable, row: ObserverReadsTable): Promise<void> {
  await db.insertInto('observer_reads').values(row).execute();
}

/** Is this item in the student's feed (so an observer may cheer it)? */
export async function isSharedFeedItem(
  db: Queryable,
  studentId: string,
  kind: FeedItemKind,
  itemId: string,
): Promise<boolean> {
  const row =
    kind === 'completion'
      ? await db
          .selectFrom('task_completions')
          .select('id')
          .where('id', '=', itemId)
          .where('student_id', '=', studentId)
          .where('confidential', '=', 0)
          .executeTakeFirst()
      : await db
          .selectFrom('portfolio_items')
          .select('id')
          .where('id', '=', itemId)
          .where('student_id', '=', studentId)
          .where('status', '=', 'accepted')
          .where('confidential', '=', 0)
          .where('safety_hold', '=', 0)
          .executeTakeFirst();
  return row !== undefined;
}

/** Stores a cheer; a second cheer of the same item by the same observer is ignored. */
export async function insertCheerOnce(db: Queryable, row: ObserverCheersTable): Promise<void> {
  try {
    await db.insertInto('observer_cheers').values(row).execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}

export async function countCheers(db: Queryable, itemId: string): Promise<number> {
  const n = await db
    .selectFrom('observer_cheers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

export async function insertEncouragement(
  db: Queryable,
  row: ObserverEncouragementsTable,
): Promise<void> {
  await db.insertInto('observer_encouragements').values(row).execute();
}

/** Delivered encouragement a student received, with the observer's first name, newest first. */
export function listReceivedEncouragements(db: Queryable, studentId: string) {
  return db
    .selectFrom('observer_encouragements')
    .innerJoin('users', 'users.id', 'observer_encouragements.observer_id')
    .select([
      'observer_encouragements.id',
      'users.first_name',
      'observer_encouragements.message',
      'observer_encouragements.created_at',
    ])
    .where('observer_encouragements.student_id', '=', studentId)
    .where('observer_encouragements.status', '=', 'sent')
    .orderBy('observer_encouragements.created_at', 'desc')
    .limit(50)
    .execute();
}
