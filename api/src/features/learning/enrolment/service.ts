import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { getQuestDetail, questNotFound } from '../quests/service';
import { isActiveQuest, listQuestTemplates, listTemplateSubjects } from '../quests/store';
import type { QuestDetailView } from '../schemas';
import type { StudentTasksTable } from '../tables';
import {
  closePickUpHistory,
  findEnrolment,
  insertEnrolment,
  insertPickUpHistory,
  insertStudentTasks,
  reactivateEnrolment,
  setDownEnrolment,
  updateEnrolmentDueDate,
} from './store';

const notPickedUp = () => new HttpError(409, 'You have not picked up this quest');

/**
 * Picks a quest up for the first time inside the caller's transaction: the enrolment, its first
 * history entry and the student's own copy of every template task with its subject split. Used by
 * a student's pick-up and by a parent's private quest, so both give the same rows.
 */
export async function enrolInQuest(
  trx: Queryable,
  studentId: string,
  questId: string,
  at: string,
): Promise<void> {
  const enrolmentId = randomUUID();
  await insertEnrolment(trx, { id: enrolmentId, studentId, questId, at });
  await insertPickUpHistory(trx, enrolmentId, at);
  const templates = await listQuestTemplates(trx, questId);
  if (templates.length === 0) return;
  const subjects = await listTemplateSubjects(
    trx,
    templates.map((t) => t.id),
  );
  const copies: StudentTasksTable[] = templates.map((t) => ({
    id: randomUUID(),
    enrolment_id: enrolmentId,
    student_id: studentId,
    quest_id: questId,
    quest_task_id: t.id,
    title: t.title,
    description: t.description,
    pillar: t.pillar,
    xp: t.xp,
    required: t.required,
    position: t.position,
    is_personal: 0,
    subjects: JSON.stringify(
      subjects
        .filter((s) => s.quest_task_id === t.id)
        .map((s) => ({ subject: s.subject, xp: s.xp })),
    ),
    due_date: null,
    completed_at: null,
    created_at: at,
  }));
  await insertStudentTasks(trx, copies);
}

/**
 * Picks a quest up: the first time it enrols the student (created), after a set-down it makes
 * the enrolment active again; an active or completed enrolment is left as it is.
 */
export async function pickUpQuest(
  db: Queryable,
  studentId: string,
  questId: string,
  at: string,
): Promise<{ created: boolean; detail: QuestDetailView }> {
  let created = false;
  try {
    await db.transaction().execute(async (trx) => {
      const existing = await findEnrolment(trx, studentId, questId);
      if (existing) {
        if (existing.status !== 'set_down') return;
        if (await reactivateEnrolment(trx, existing.id, at)) {
          await insertPickUpHistory(trx, existing.id, at);
        }
        return;
      }
      if (!(await isActiveQuest(trx, questId))) throw questNotFound();
      await enrolInQuest(trx, studentId, questId, at);
      created = true;
    });
  } catch (err) {
    // A concurrent first pick-up won the race: this one is a plain "already picked up".
    if (!isUniqueViolation(err)) throw err;
  }
  return { created, detail: await getQuestDetail(db, studentId, questId) };
}

/** Sets an active quest down with the student's reflection. */
export async function setDownQuest(
  db: Queryable,
  studentId: string,
  questId: string,
  reflection: string,
  at: string,
): Promise<QuestDetailView> {
  await db.transaction().execute(async (trx) => {
    const enrolment = await findEnrolment(trx, studentId, questId);
    if (!enrolment) {
      if (!(await isActiveQuest(trx, questId))) throw questNotFound();
      throw notPickedUp();
    }
    if (!(await setDownEnrolment(trx, enrolment.id))) {
      throw new HttpError(
        409,
        enrolment.status === 'completed'
          ? 'This quest is already completed'
          : 'This quest is already set down',
      );
    }
    await closePickUpHistory(trx, enrolment.id, at, reflection);
  });
  return getQuestDetail(db, studentId, questId);
}

/** Sets or clears the due date of the student's enrolment in a quest. */
export async function setQuestDueDate(
  db: Queryable,
  studentId: string,
  questId: string,
  dueDate: string | null,
): Promise<QuestDetailView> {
  if (!(await updateEnrolmentDueDate(db, studentId, questId, dueDate))) {
    await getQuestDetail(db, studentId, questId);
    throw notPickedUp();
  }
  return getQuestDetail(db, studentId, questId);
}
