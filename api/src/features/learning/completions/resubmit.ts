import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { Log } from '../../../lib/log';
import { assertQuota, assertQuotaInTransaction, type UploadStore } from '../../../lib/uploads';
// The audit service itself, not the admin feature's index: admin imports learning.
import { writeAudit } from '../../admin/audit/service';
import { alertForEvidence, recordItemIncidents } from '../../safety-surfaces';
import { screenItem } from '../../safety-surfaces/screen';
import { findEnrolmentStatus } from '../enrolment/store';
import {
  deleteEvidence,
  insertEvidence,
  insertEvidenceFiles,
  listEvidenceWithKeys,
  placeEvidence,
} from '../evidence/store';
import type { TaskView } from '../schemas';
import { ownTaskView, taskNotFound } from '../tasks/service';
import { findTaskToComplete } from '../tasks/store';
import { evidenceRows } from './evidence-rows';
import type { ResubmissionInput } from './form';
import { findTaskReview, reopenReturnedReview, setCompletionConfidential } from './store';

export interface ResubmissionRequest {
  studentId: string;
  taskId: string;
  /** Reads the form, storing its files: called only once the task may be resubmitted. */
  readEvidence: () => Promise<ResubmissionInput>;
  /** Discards the upload unread when the task is refused first. */
  discardUpload: () => Promise<void>;
}

const REFUSALS = {
  none: 'This task needs no review, so there is nothing to resubmit',
  pending: 'This work is already waiting for review',
  approved: 'This work was approved; approved work cannot be resubmitted',
} as const;

/** Why this task cannot be resubmitted now, or null when it can (it was returned). */
async function refusal(db: Queryable, studentId: string, taskId: string) {
  const task = await findTaskToComplete(db, studentId, taskId);
  if (!task) return { task, error: taskNotFound() };
  const review = task.completed_at ? await findTaskReview(db, taskId) : undefined;
  if (!review) return { task, error: new HttpError(409, 'Complete this task first') };
  if (review.review_status !== 'returned') {
    return { task, error: new HttpError(409, REFUSALS[review.review_status]) };
  }
  if (task.status === 'set_down') {
    return { task, error: new HttpError(409, 'Pick this quest up again first') };
  }
  return { task, error: null, review };
}

/**
 * The student changes the evidence of returned work and sends it back for review: only their
 * own task, only while it is returned (pending, approved and catalogue work answer 409, the task
 * checked before the form is read so a refused request stores nothing). The new text and link
 * replace the old ones; files not listed in `keep` are removed. The work is then pending again:
 * back in the reviewer's queue and still out of credits. The return's comment stays on the row
 * and in the audit log, next to the `review.resubmit` entry written with the change.
 */
export async function resubmitTask(
  ctx: AppContext,
  store: UploadStore,
  log: Log,
  request: ResubmissionRequest,
): Promise<TaskView> {
  const db = ctx.db.kysely;
  const { studentId, taskId } = request;
  const checked = await refusal(db, studentId, taskId);
  if (checked.error) {
    await request.discardUpload();
    throw checked.error;
  }
  const input = await request.readEvidence();
  const keys = input.files.map((f) => f.key);
  const at = ctx.config.now().toISOString();
  const incoming = input.files.reduce((sum, f) => sum + f.size, 0);
  const removedKeys: string[] = [];
  let screened: Awaited<ReturnType<typeof screenItem>> | null = null;
  let alerts = 0;
  try {
    const current = await listEvidenceWithKeys(db, taskId);
    const files = new Set(current.filter((e) => e.kind === 'file').map((e) => e.id));
    const unknown = input.keep.filter((id) => !files.has(id));
    if (unknown.length > 0) {
      const message = 'Keep only files this task already has';
      throw new HttpError(400, message, { keep: message });
    }
    await assertQuota(db, studentId, incoming);
    screened = input.text
      ? await screenItem({ surface: 'evidence', text: input.text, authorIsChild: true })
      : null;
    const removed = current.filter((e) => !input.keep.includes(e.id));
    for (const e of removed) if (e.storage_key) removedKeys.push(e.storage_key);
    await db.transaction().execute(async (trx) => {
      if ((await findEnrolmentStatus(trx, checked.task!.enrolment_id)) === 'set_down') {
        throw new HttpError(409, 'Pick this quest up again first');
      }
      if (!(await reopenReturnedReview(trx, taskId))) {
        throw new HttpError(409, REFUSALS.pending);
      }
      await assertQuotaInTransaction(trx, ctx.db.engine, studentId, incoming);
      await deleteEvidence(
        trx,
        removed.map((e) => e.id),
      );
      await writeEvidence(trx, input, screened, { taskId, studentId, at });
      // The parents' alert is written with the evidence it is about (mail outbox).
      if (screened) alerts = await alertForEvidence(ctx, trx, log, studentId, screened);
      await setCompletionConfidential(trx, taskId, input.confidential);
      await writeAudit(trx, {
        actorId: studentId,
        action: 'review.resubmit',
        targetType: 'student_task',
        targetId: taskId,
        details: {
          student_id: studentId,
          returned_comment: checked.review!.review_comment,
          files_kept: input.keep.length,
          files_added: input.files.length,
        },
        at,
      });
    });
  } catch (err) {
    await store.remove(keys);
    throw err;
  }
  // The old files go only once the change is committed: a failure above keeps them.
  await store.remove(removedKeys);
  if (alerts > 0) ctx.mailer.deliverSoon();
  return ownTaskView(db, studentId, taskId);
}

/** The new evidence in the usual order: text, link, the kept files, then the new files. */
async function writeEvidence(
  trx: Queryable,
  input: ResubmissionInput,
  screened: Awaited<ReturnType<typeof screenItem>> | null,
  owner: { taskId: string; studentId: string; at: string },
): Promise<void> {
  const rows = evidenceRows(input, screened, owner);
  const leading = rows.evidence.filter((e) => e.kind !== 'file').length;
  for (const [i, id] of input.keep.entries()) {
    await placeEvidence(trx, id, { position: leading + i, confidential: input.confidential });
  }
  for (const e of rows.evidence) {
    if (e.kind === 'file') e.position += input.keep.length;
  }
  if (rows.textEvidenceId && screened) {
    await recordItemIncidents(
      trx,
      owner.at,
      { surface: 'evidence', itemId: rows.textEvidenceId, studentIds: [owner.studentId] },
      screened,
    );
  }
  await insertEvidence(trx, rows.evidence);
  await insertEvidenceFiles(trx, rows.files);
}
