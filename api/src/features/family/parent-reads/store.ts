import type { Queryable } from '../../../db/types';

/*
 * A parent's reads of a linked child's learning and records (xp_ledger, enrolments,
 * task_completions, student_tasks, quests, evidence, portfolio_items, visibility_requests):
 * tables of the learning and records features, read here with the parent's filters
 * (integrator: these belong in the owning stores once they expose them).
 */

/** The evidence parents documented for this child (source 'parent'), newest first. */
export function listParentEvidence(db: Queryable, childId: string) {
  return db
    .selectFrom('portfolio_items')
    .select([
      'id',
      'title',
      'description',
      'pillar',
      'status',
      'file_name',
      'link_url',
      'work_date',
      'created_at',
      'decided_at',
      'safety_hold',
    ])
    .where('student_id', '=', childId)
    .where('source', '=', 'parent')
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

/** XP earned since `since`, with the task it came from, newest first. */
export function listXpSince(db: Queryable, childId: string, since: string) {
  return db
    .selectFrom('xp_ledger')
    .innerJoin('student_tasks', 'student_tasks.id', 'xp_ledger.student_task_id')
    .select(['student_tasks.id', 'student_tasks.title', 'xp_ledger.pillar', 'xp_ledger.xp'])
    .where('xp_ledger.student_id', '=', childId)
    .where('xp_ledger.created_at', '>=', since)
    .orderBy('xp_ledger.created_at', 'desc')
    .execute();
}

export async function countQuestsCompletedSince(
  db: Queryable,
  childId: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', childId)
    .where('completed_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** When the child last completed a task, or null. */
export async function findLastCompletionAt(db: Queryable, childId: string): Promise<string | null> {
  const last = await db
    .selectFrom('task_completions')
    .select((eb) => eb.fn.max('completed_at').as('at'))
    .where('student_id', '=', childId)
    .executeTakeFirst();
  return (last?.at as string | null | undefined) ?? null;
}

export function listPendingVisibilityRequests(db: Queryable, childId: string) {
  return db
    .selectFrom('visibility_requests')
    .select(['id', 'target', 'created_at'])
    .where('student_id', '=', childId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
}

export function listXpLedger(db: Queryable, childId: string) {
  return db
    .selectFrom('xp_ledger')
    .select(['xp', 'created_at'])
    .where('student_id', '=', childId)
    .execute();
}

export function sumXpByPillar(db: Queryable, childId: string) {
  return db
    .selectFrom('xp_ledger')
    .select(['pillar', (eb) => eb.fn.sum<number>('xp').as('xp')])
    .where('student_id', '=', childId)
    .groupBy('pillar')
    .execute();
}

export async function listCompletionTimes(db: Queryable, childId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('task_completions')
    .select('completed_at')
    .where('student_id', '=', childId)
    .execute();
  return rows.map((c) => c.completed_at);
}

const completionsOf = (db: Queryable, childId: string) =>
  db.selectFrom('task_completions').where('task_completions.student_id', '=', childId);

export async function countCompletions(db: Queryable, childId: string): Promise<number> {
  const row = await completionsOf(db, childId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of completions with task, quest and evidence count, newest first. */
export function listCompletionsPage(
  db: Queryable,
  childId: string,
  page: { limit: number; offset: number },
) {
  return completionsOf(db, childId)
    .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
    .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
    .select((eb) => [
      'student_tasks.id as task_id',
      'student_tasks.title as task_title',
      'quests.id as quest_id',
      'quests.title as quest_title',
      'student_tasks.pillar',
      'student_tasks.xp',
      'task_completions.completed_at',
      'task_completions.confidential',
      eb
        .selectFrom('evidence')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('evidence.student_task_id', '=', 'student_tasks.id')
        .as('evidence_count'),
    ])
    .orderBy('task_completions.completed_at', 'desc')
    .orderBy('task_completions.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findStudentTask(db: Queryable, taskId: string, childId: string) {
  return db
    .selectFrom('student_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('student_id', '=', childId)
    .executeTakeFirst();
}

export function getQuestTitle(db: Queryable, questId: string) {
  return db
    .selectFrom('quests')
    .select(['id', 'title'])
    .where('id', '=', questId)
    .executeTakeFirstOrThrow();
}

/** A stored evidence file of this child, with whether its evidence is confidential. */
export function findEvidenceFile(db: Queryable, evidenceId: string, childId: string) {
  return db
    .selectFrom('evidence_files')
    .innerJoin('evidence', 'evidence.id', 'evidence_files.evidence_id')
    .selectAll('evidence_files')
    .select('evidence.confidential')
    .where('evidence_files.evidence_id', '=', evidenceId)
    .where('evidence_files.student_id', '=', childId)
    .executeTakeFirst();
}
