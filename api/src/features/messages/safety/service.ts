import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { blockIn, blocksBy, relationBetween, unblock } from '../../community';
import type { SafetyCategory } from '../../safety/types';
import { NOT_CONNECTED, type reportView } from '../schemas';
import { hasMessagesBetween } from '../threads/store';
import * as store from './store';

/** Messages attached when the reporter picks none: the latest of the thread. */
const REPORT_DEFAULT_MESSAGES = 20;
export const REPORT_MAX_MESSAGES = 50;

export const REPORT_RECEIVED =
  'Thank you for telling us. Our safety team will review this conversation.';
const NOT_IN_THREAD = 'These messages are not in this conversation';

/** Someone the caller has a conversation or a connection with (403 for anyone else). */
async function reportable(db: Queryable, me: string, other: string): Promise<void> {
  if (me === other) throw new HttpError(403, NOT_CONNECTED);
  const related = await relationBetween(db, me, other);
  const history = await hasMessagesBetween(db, me, other);
  if (!related && !history) throw new HttpError(403, NOT_CONNECTED);
}

export interface ReportInput {
  reason: SafetyCategory;
  note?: string;
  message_ids?: string[];
  block?: boolean;
}

/**
 * Stores a report with a copy of the messages it names (only ones the reporter can see) and
 * files it in the safety queue as an incident kept from parents' views; blocks too when asked.
 * One transaction.
 */
export async function reportConversation(
  ctx: AppContext,
  me: string,
  other: string,
  { reason, note, message_ids: ids, block }: ReportInput,
) {
  const db = ctx.db.kysely;
  await reportable(db, me, other);
  const picked = ids && ids.length > 0;
  const rows = await store.listReportableMessages(
    db,
    me,
    other,
    ids,
    picked ? REPORT_MAX_MESSAGES : REPORT_DEFAULT_MESSAGES,
  );
  if (ids && new Set(ids).size !== rows.length) {
    throw new HttpError(400, NOT_IN_THREAD, { message_ids: NOT_IN_THREAD });
  }
  const messages = rows.reverse();
  const people = await store.listRoles(db, [me, other]);
  const isStudent = (id: string) => people.some((p) => p.id === id && p.role === 'student');
  // The queue files incidents under a student: the reporter when a student, else the
  // reported student, else (two adults) the reporter.
  const studentId = isStudent(me) ? me : isStudent(other) ? other : me;
  const at = ctx.config.now().toISOString();
  const reportId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await store.insertReport(trx, {
      id: reportId,
      reporter_id: me,
      reported_id: other,
      reason,
      note: note || null,
      created_at: at,
    });
    await store.insertReportItems(
      trx,
      messages.map((m) => ({
        report_id: reportId,
        message_id: m.id,
        sender_id: m.sender_id,
        body: m.body,
        sent_at: m.created_at,
      })),
    );
    await store.insertIncident(trx, {
      id: randomUUID(),
      student_id: studentId,
      conversation_id: null,
      message_id: null,
      category: reason,
      severity: 'high',
      action_taken: 'reported',
      excerpt: (note || messages.at(-1)?.body || '').slice(0, 300),
      created_at: at,
      status: 'open',
      reviewed_by: null,
      resolved_at: null,
      resolution_note: null,
      surface: 'report',
      item_id: reportId,
      hidden_from_parents: 1,
    });
    if (block) await blockIn(trx, me, other, at);
  });
  return {
    report_id: reportId,
    message: REPORT_RECEIVED,
    messages_attached: messages.length,
    blocked: block === true,
  };
}

export async function listBlocks(ctx: AppContext, me: string) {
  return { blocks: await blocksBy(ctx.db.kysely, me) };
}

/** Blocks someone the caller has a conversation or connection with (and who may be seen). */
export async function blockUser(ctx: AppContext, me: string, other: string): Promise<void> {
  const db = ctx.db.kysely;
  await reportable(db, me, other);
  if (!(await store.isSeenUser(db, other))) throw new HttpError(403, NOT_CONNECTED);
  const at = ctx.config.now().toISOString();
  await db.transaction().execute((trx) => blockIn(trx, me, other, at));
}

export async function liftBlock(ctx: AppContext, me: string, other: string): Promise<void> {
  if (!(await unblock(ctx.db.kysely, me, other))) throw new HttpError(404, 'Block not found');
}

/** The reports behind these incident item ids, with their attached messages. */
export async function reportsByIds(
  db: Queryable,
  ids: string[],
): Promise<Map<string, z.infer<typeof reportView>>> {
  const out = new Map<string, z.infer<typeof reportView>>();
  if (ids.length === 0) return out;
  const reports = await store.listReports(db, ids);
  const items = await store.listReportItems(db, ids);
  const users = await store.listNames(db, [
    ...new Set(reports.flatMap((r) => [r.reporter_id, r.reported_id])),
  ]);
  const person = (id: string) =>
    users.find((u) => u.id === id) ?? { id, first_name: '(deleted)', last_name: '' };
  for (const report of reports) {
    out.set(report.id, {
      reason: report.reason,
      note: report.note,
      reporter: person(report.reporter_id),
      reported: person(report.reported_id),
      messages: items
        .filter((i) => i.report_id === report.id)
        .map((i) => ({
          id: i.message_id,
          sender_id: i.sender_id,
          body: i.body,
          sent_at: i.sent_at,
        })),
    });
  }
  return out;
}
