import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { FeedItemKind } from '../../../db/tables/family';
import { HttpError } from '../../../lib/errors';
import { screenItem } from '../../safety-surfaces/screen';
import { isObserverOf } from '../access/service';
import * as store from './store';
import { type Pillar } from '../../learning';
import { alertParentsOf, recordItemIncidents } from '../../safety-surfaces';

export const ENCOURAGEMENT_MAX = 500;
const FEED_LIMIT = 50;
/** The logger the safety alerts take (the request's logger fits it). */
export type AlertLog = Parameters<typeof alertParentsOf>[2];

const studentNotFound = () => new HttpError(404, 'Student not found');

async function followed(ctx: AppContext, observerId: string, studentId: string) {
  if (!(await isObserverOf(ctx.db.kysely, observerId, studentId))) throw studentNotFound();
}

export async function followedStudents(ctx: AppContext, observerId: string) {
  return { students: await store.listFollowedStudents(ctx.db.kysely, observerId) };
}

/**
 * A followed student's shared work, newest first: non-confidential completions with their
 * non-confidential text and links, and accepted non-confidential portfolio items. The read is
 * logged for the parent.
 */
export async function observerFeed(ctx: AppContext, observerId: string, studentId: string) {
  const db = ctx.db.kysely;
  await followed(ctx, observerId, studentId);
  const student = await store.getStudentFirstName(db, studentId);
  const [completions, portfolio] = await Promise.all([
    store.listSharedCompletions(db, studentId, FEED_LIMIT),
    store.listSharedPortfolio(db, studentId, FEED_LIMIT),
  ]);
  const ids = [...completions.map((c) => c.id), ...portfolio.map((p) => p.id)];
  const [evidence, cheers] = await Promise.all([
    store.listSharedEvidence(
      db,
      completions.map((c) => c.task_id),
    ),
    store.listCheers(db, studentId, ids),
  ]);
  const cheerInfo = (id: string) => {
    const mine = cheers.filter((c) => c.item_id === id);
    return {
      cheers: mine.length,
      cheered_by_me: mine.some((c) => c.observer_id === observerId),
    };
  };
  const items = [
    ...completions.map((c) => ({
      kind: 'completion' as const,
      id: c.id,
      title: c.title,
      quest_title: c.quest_title,
      description: c.description,
      pillar: c.pillar,
      xp: Number(c.xp),
      at: c.at,
      evidence: evidence
        .filter((e) => e.student_task_id === c.task_id)
        .map((e) => ({ kind: e.kind as 'text' | 'link', text: e.text, url: e.url })),
      link_url: null,
      ...cheerInfo(c.id),
    })),
    ...portfolio.map((p) => ({
      kind: 'portfolio' as const,
      id: p.id,
      title: p.title,
      quest_title: null,
      description: p.description,
      pillar: (p.pillar as Pillar | null) ?? null,
      xp: null,
      at: p.decided_at ?? p.created_at,
      evidence: [],
      link_url: p.link_url,
      ...cheerInfo(p.id),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, FEED_LIMIT);
  await store.insertObserverRead(db, {
    id: randomUUID(),
    observer_id: observerId,
    student_id: studentId,
    what: 'feed',
    created_at: ctx.config.now().toISOString(),
  });
  return { student, items };
}

/** Cheers one item the observer can see in the feed (once per item); answers the item's count. */
export async function cheer(
  ctx: AppContext,
  observerId: string,
  studentId: string,
  item: { item_kind: FeedItemKind; item_id: string },
) {
  const db = ctx.db.kysely;
  await followed(ctx, observerId, studentId);
  if (!(await store.isSharedFeedItem(db, studentId, item.item_kind, item.item_id))) {
    throw new HttpError(404, 'Item not found');
  }
  await store.insertCheerOnce(db, {
    id: randomUUID(),
    observer_id: observerId,
    student_id: studentId,
    item_kind: item.item_kind,
    item_id: item.item_id,
    created_at: ctx.config.now().toISOString(),
  });
  return { cheers: await store.countCheers(db, item.item_id) };
}

/**
 * Stores a word of encouragement after the safety screen: a flagged one is held (not shown to
 * the student), its incidents and the parents' alert mails written in the same transaction.
 */
export async function encourage(
  ctx: AppContext,
  log: AlertLog,
  observerId: string,
  studentId: string,
  message: string,
) {
  await followed(ctx, observerId, studentId);
  const id = randomUUID();
  const outcome = await screenItem({
    surface: 'encouragement',
    text: message,
    authorIsChild: false,
  });
  const at = ctx.config.now().toISOString();
  const alerts = await ctx.db.kysely.transaction().execute(async (trx) => {
    await store.insertEncouragement(trx, {
      id,
      observer_id: observerId,
      student_id: studentId,
      message: outcome.stored,
      created_at: at,
      status: outcome.held ? 'held' : 'sent',
      held_categories: outcome.held ? JSON.stringify(outcome.heldCategories) : null,
    });
    await recordItemIncidents(
      trx,
      at,
      { surface: 'encouragement', itemId: id, studentIds: [studentId] },
      outcome,
    );
    return alertParentsOf(ctx, trx, log, [studentId], 'encouragement', outcome);
  });
  if (alerts > 0) ctx.mailer.deliverSoon();
  return {
    id,
    held: outcome.held,
    held_categories: outcome.heldCategories,
    message: outcome.stored,
  };
}

export async function receivedEncouragements(ctx: AppContext, studentId: string) {
  return { items: await store.listReceivedEncouragements(ctx.db.kysely, studentId) };
}
