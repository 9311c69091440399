import { sql } from 'kysely';
import type { Queryable } from '../../../db/types';
import type { Pillar } from '../tables';

export interface CatalogueFilter {
  search?: string | undefined;
  pillar?: Pillar | undefined;
}

const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function activeQuests(db: Queryable, filter: CatalogueFilter) {
  let q = db.selectFrom('quests').where('is_active', '=', 1);
  if (filter.search) {
    const p = likePattern(filter.search);
    q = q.where(
      sql<boolean>`(lower(quests.title) like ${p} escape '\\' or lower(quests.short_description) like ${p} escape '\\')`,
    );
  }
  const pillar = filter.pillar;
  if (pillar) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('quest_tasks')
          .select('quest_tasks.id')
          .whereRef('quest_tasks.quest_id', '=', 'quests.id')
          .where('quest_tasks.pillar', '=', pillar),
      ),
    );
  }
  return q;
}

/** One page of the active catalogue by title, and how many quests match in all. */
export async function listActiveQuestsPage(
  db: Queryable,
  filter: CatalogueFilter,
  page: { limit: number; offset: number },
) {
  const q = activeQuests(db, filter);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['id', 'title', 'short_description', 'cover_image_url'])
    .orderBy('title')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/** The student's enrolled quests with the enrolment status, latest pick-up first. */
export function listEnrolledQuests(db: Queryable, studentId: string) {
  return db
    .selectFrom('enrolments')
    .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
    .select([
      'quests.id',
      'quests.title',
      'quests.short_description',
      'quests.cover_image_url',
      'enrolments.status',
    ])
    .where('enrolments.student_id', '=', studentId)
    .orderBy('enrolments.picked_up_at', 'desc')
    .execute();
}

/** The student's active quests, latest pick-up first. */
export function listActiveEnrolledQuests(db: Queryable, studentId: string) {
  return db
    .selectFrom('enrolments')
    .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
    .select(['quests.id', 'quests.title', 'quests.short_description', 'quests.cover_image_url'])
    .where('enrolments.student_id', '=', studentId)
    .where('enrolments.status', '=', 'active')
    .orderBy('enrolments.picked_up_at', 'desc')
    .execute();
}

export function findQuest(db: Queryable, questId: string) {
  return db.selectFrom('quests').selectAll().where('id', '=', questId).executeTakeFirst();
}

/** Whether the quest exists and is in the active catalogue. */
export async function isActiveQuest(db: Queryable, questId: string): Promise<boolean> {
  const row = await db
    .selectFrom('quests')
    .select('id')
    .where('id', '=', questId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Pillar and XP of every template task of these quests (for catalogue cards). */
export function listTemplateXp(db: Queryable, questIds: string[]) {
  return db
    .selectFrom('quest_tasks')
    .select(['quest_id', 'pillar', 'xp'])
    .where('quest_id', 'in', questIds)
    .execute();
}

/** A quest's template tasks in order. */
export function listQuestTemplates(db: Queryable, questId: string) {
  return db
    .selectFrom('quest_tasks')
    .selectAll()
    .where('quest_id', '=', questId)
    .orderBy('position')
    .execute();
}

/** The subject splits of these template tasks, largest share first. */
export function listTemplateSubjects(db: Queryable, questTaskIds: string[]) {
  return db
    .selectFrom('task_subjects')
    .selectAll()
    .where('quest_task_id', 'in', questTaskIds)
    .orderBy('xp', 'desc')
    .execute();
}

/** The student's enrolments in these quests. */
export function listEnrolmentsInQuests(db: Queryable, studentId: string, questIds: string[]) {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('quest_id', 'in', questIds)
    .execute();
}

/** XP and completion of the student's tasks in these quests (for progress on cards). */
export function listTaskProgressInQuests(db: Queryable, studentId: string, questIds: string[]) {
  return db
    .selectFrom('student_tasks')
    .select(['quest_id', 'xp', 'completed_at'])
    .where('student_id', '=', studentId)
    .where('quest_id', 'in', questIds)
    .execute();
}
