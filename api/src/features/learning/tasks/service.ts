import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { findEnrolment, insertStudentTasks } from '../enrolment/store';
import { listEvidenceOfTasks } from '../evidence/store';
import { isActiveQuest } from '../quests/store';
import { checkSplit, type EvidenceView, type TaskView } from '../schemas';
import {
  DEFAULT_SUBJECT,
  parseSubjects,
  type Pillar,
  type StudentTasksTable,
  type Subject,
} from '../tables';
import { readReviewSettings } from '../../settings';
import {
  findOwnTask,
  lastTaskPosition,
  listCompletionMinutes,
  listReviewsOfTasks,
  updateOwnTaskDueDate,
} from './store';

export const taskNotFound = () => new HttpError(404, 'Task not found');

/** The student's own tasks with their evidence (and file metadata). */
export async function studentTaskViews(
  db: Queryable,
  rows: StudentTasksTable[],
): Promise<TaskView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [evidence, logged, reviews] = await Promise.all([
    listEvidenceOfTasks(db, ids),
    listCompletionMinutes(db, ids),
    listReviewsOfTasks(db, ids),
  ]);
  const minutes = new Map(logged.map((m) => [m.student_task_id, m.minutes]));
  const reviewOf = new Map(reviews.map((r) => [r.student_task_id, r]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    pillar: r.pillar,
    xp: r.xp,
    required: Boolean(r.required),
    subjects: parseSubjects(r.subjects),
    is_personal: Boolean(r.is_personal),
    due_date: r.due_date,
    completed_at: r.completed_at,
    minutes: minutes.get(r.id) ?? null,
    review: reviewView(reviewOf.get(r.id)),
    evidence: evidence
      .filter((e) => e.student_task_id === r.id)
      .map((e): EvidenceView => ({
        id: e.id,
        kind: e.kind,
        text: e.text,
        url: e.url,
        file:
          e.kind === 'file' && e.file_id
            ? {
                id: e.file_id,
                name: e.original_name ?? 'file',
                mime: e.mime ?? 'application/octet-stream',
                size: Number(e.size ?? 0),
                download_url: `/api/evidence/${e.id}/file`,
              }
            : null,
        confidential: Boolean(e.confidential),
        held: e.safety_hold === 1,
        created_at: e.created_at,
      })),
  }));
}

/** A task's review as the student sees it: null when its XP needs none (or it is not done). */
function reviewView(
  row: Awaited<ReturnType<typeof listReviewsOfTasks>>[number] | undefined,
): TaskView['review'] {
  if (!row || row.review_status === 'none') return null;
  return {
    status: row.review_status,
    comment: row.review_comment,
    reviewed_at: row.reviewed_at,
    reviewer_role: row.reviewer_role,
  };
}

/** One of the student's own tasks as they see it (404 when it is not theirs). */
export async function ownTaskView(db: Queryable, studentId: string, taskId: string) {
  const row = await findOwnTask(db, studentId, taskId);
  if (!row) throw taskNotFound();
  const [view] = await studentTaskViews(db, [row]);
  return view!;
}

export interface PersonalTaskInput {
  title: string;
  description?: string | undefined;
  pillar: Pillar;
  xp: number;
  subjects?: { subject: Subject; xp: number }[] | undefined;
}

/** Adds the student's own task to a quest they have picked up (and not set down). */
export async function addPersonalTask(
  db: Queryable,
  studentId: string,
  questId: string,
  input: PersonalTaskInput,
  at: string,
): Promise<TaskView> {
  const { personal_task_xp_cap: cap } = await readReviewSettings(db);
  if (input.xp > cap) {
    const message = `XP must be at most ${cap}`;
    throw new HttpError(400, message, { xp: message });
  }
  const subjects = input.subjects ?? [{ subject: DEFAULT_SUBJECT[input.pillar], xp: input.xp }];
  const splitError = checkSplit(subjects, input.xp);
  if (splitError) throw new HttpError(400, splitError, { subjects: splitError });
  const enrolment = await findEnrolment(db, studentId, questId);
  if (!enrolment) {
    if (!(await isActiveQuest(db, questId))) throw new HttpError(404, 'Quest not found');
    throw new HttpError(409, 'Pick this quest up before adding tasks');
  }
  if (enrolment.status === 'set_down') {
    throw new HttpError(409, 'Pick this quest up again to add tasks');
  }
  const id = randomUUID();
  await insertStudentTasks(db, [
    {
      id,
      enrolment_id: enrolment.id,
      student_id: studentId,
      quest_id: questId,
      quest_task_id: null,
      title: input.title,
      description: input.description ?? '',
      pillar: input.pillar,
      xp: input.xp,
      required: 0,
      position: (await lastTaskPosition(db, enrolment.id)) + 1,
      is_personal: 1,
      subjects: JSON.stringify(subjects),
      due_date: null,
      completed_at: null,
      created_at: at,
    },
  ]);
  return ownTaskView(db, studentId, id);
}

/** Sets or clears the due date of one of the student's own tasks. */
export async function setTaskDueDate(
  db: Queryable,
  studentId: string,
  taskId: string,
  dueDate: string | null,
): Promise<TaskView> {
  if (!(await updateOwnTaskDueDate(db, studentId, taskId, dueDate))) throw taskNotFound();
  return ownTaskView(db, studentId, taskId);
}
