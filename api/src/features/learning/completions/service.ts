import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { Log } from '../../../lib/log';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { assertQuota, assertQuotaInTransaction, type UploadStore } from '../../../lib/uploads';
import { screenItem } from '../../safety-surfaces/screen';
import { completeEnrolment, findEnrolmentStatus } from '../enrolment/store';
import { insertEvidence, insertEvidenceFiles } from '../evidence/store';
import type { TaskView } from '../schemas';
import { ownTaskView, taskNotFound } from '../tasks/service';
import { findTaskToComplete, listTaskGates, markTaskCompleted } from '../tasks/store';
import { evidenceRows, type EvidenceInput } from './evidence-rows';
import { insertCompletion, insertXpAward, sumXp, updateCompletionMinutes } from './store';
import { alertForEvidence, recordItemIncidents } from '../../safety-surfaces';

export type { EvidenceInput };

const alreadyComplete = () => new HttpError(409, 'This task is already complete');
const questSetDown = () => new HttpError(409, 'Pick this quest up again first');

type TaskToComplete = NonNullable<Awaited<ReturnType<typeof findTaskToComplete>>>;

export interface CompletionRequest {
  studentId: string;
  taskId: string;
  /** Reads the evidence form, storing its files: called only once the task can be completed. */
  readEvidence: () => Promise<EvidenceInput>;
  /** Discards the upload unread (nothing is stored) when the task is refused first. */
  discardUpload: () => Promise<void>;
}

export interface CompletionResult {
  task: TaskView;
  xp_awarded: number;
  quest_completed: boolean;
  xp_total: number;
}

/**
 * Completes a task with evidence: the task is checked first (404 not theirs, 409 already complete
 * or quest set down) so a refused request stores no file; then the evidence is read, the quota
 * checked, and the completion, XP award, evidence and quest completion are written in one
 * transaction. Any failure removes the stored files again.
 */
export async function completeTask(
  ctx: AppContext,
  store: UploadStore,
  log: Log,
  request: CompletionRequest,
): Promise<CompletionResult> {
  const db = ctx.db.kysely;
  const { studentId, taskId } = request;
  const task = await findTaskToComplete(db, studentId, taskId);
  const refusal = !task
    ? taskNotFound()
    : task.completed_at
      ? alreadyComplete()
      : task.status === 'set_down'
        ? questSetDown()
        : null;
  if (!task || refusal) {
    await request.discardUpload();
    throw refusal ?? taskNotFound();
  }
  const input = await request.readEvidence();
  const keys = input.files.map((f) => f.key);
  const incoming = input.files.reduce((sum, f) => sum + f.size, 0);
  const at = ctx.config.now().toISOString();
  let questCompleted: boolean;
  let screened: Awaited<ReturnType<typeof screenItem>> | null;
  let alerts = 0;
  try {
    // A quick refusal before screening; the binding check runs again inside the transaction.
    await assertQuota(db, studentId, incoming);
    screened = input.text
      ? await screenItem({ surface: 'evidence', text: input.text, authorIsChild: true })
      : null;
    questCompleted = await db.transaction().execute(async (trx) => {
      if ((await findEnrolmentStatus(trx, task.enrolment_id)) === 'set_down') throw questSetDown();
      await assertQuotaInTransaction(trx, ctx.db.engine, studentId, incoming);
      const completed = await writeCompletion(trx, task, input, screened, { studentId, at });
      if (screened) alerts = await alertForEvidence(ctx, trx, log, studentId, screened);
      return completed;
    });
  } catch (err) {
    await store.remove(keys);
    if (isUniqueViolation(err)) throw alreadyComplete();
    throw err;
  }
  if (alerts > 0) ctx.mailer.deliverSoon();
  return {
    task: await ownTaskView(db, studentId, taskId),
    xp_awarded: task.xp,
    quest_completed: questCompleted,
    xp_total: await sumXp(db, studentId),
  };
}

/** The writes of one completion inside its transaction; true when it completed the quest. */
async function writeCompletion(
  trx: Queryable,
  task: TaskToComplete,
  input: EvidenceInput,
  screened: Awaited<ReturnType<typeof screenItem>> | null,
  by: { studentId: string; at: string },
): Promise<boolean> {
  const { studentId, at } = by;
  await insertCompletion(trx, {
    taskId: task.id,
    studentId,
    confidential: input.confidential,
    at,
    minutes: input.minutes ?? null,
  });
  if (!(await markTaskCompleted(trx, task.id, at))) throw alreadyComplete();
  await insertXpAward(trx, {
    student_id: studentId,
    student_task_id: task.id,
    quest_id: task.quest_id,
    pillar: task.pillar,
    xp: task.xp,
    subjects: task.subjects,
    created_at: at,
    // Review before credit: personal tasks and parent-made private quests wait for a reviewer.
    review_status:
      task.is_personal || task.is_private_quest ? ('pending' as const) : ('none' as const),
    reviewed_by: null,
    reviewer_role: null,
    reviewed_at: null,
    review_comment: null,
  });
  const rows = evidenceRows(input, screened, { taskId: task.id, studentId, at });
  if (rows.textEvidenceId && screened) {
    await recordItemIncidents(
      trx,
      at,
      { surface: 'evidence', itemId: rows.textEvidenceId, studentIds: [studentId] },
      screened,
    );
  }
  await insertEvidence(trx, rows.evidence);
  await insertEvidenceFiles(trx, rows.files);
  return completeQuestIfDone(trx, task.enrolment_id, at);
}

/** Quest completion: all required tasks done (all tasks when none is required). */
async function completeQuestIfDone(
  trx: Queryable,
  enrolmentId: string,
  at: string,
): Promise<boolean> {
  const tasks = await listTaskGates(trx, enrolmentId);
  const required = tasks.filter((t) => t.required);
  const gate = required.length > 0 ? required : tasks;
  if (!gate.every((t) => t.completed_at)) return false;
  return completeEnrolment(trx, enrolmentId, at);
}

/**
 * The student corrects the time they logged on a completed task (null clears it). A task that
 * is not theirs is the usual 404; one not completed yet is a 409.
 */
export async function setTaskMinutes(
  ctx: AppContext,
  studentId: string,
  taskId: string,
  minutes: number | null,
): Promise<{ task_id: string; minutes: number | null }> {
  const db = ctx.db.kysely;
  const task = await findTaskToComplete(db, studentId, taskId);
  if (!task) throw taskNotFound();
  if (!(await updateCompletionMinutes(db, studentId, taskId, minutes))) {
    throw new HttpError(409, 'Log time on a task once it is complete');
  }
  return { task_id: taskId, minutes };
}
