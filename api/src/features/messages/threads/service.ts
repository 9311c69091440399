import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { DirectMessagesTable } from '../../../db/tables/community';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import {
  ageBands,
  BLOCKED,
  blocksAround,
  hasBlocked,
  relationBetween,
  relationsOf,
  sendRefusals,
  sendVerdict,
  type Relation,
} from '../../community';
import { parseHeldCategories } from '../../safety-surfaces/rules';
import { screenItem } from '../../safety-surfaces/screen';
import { NOT_CONNECTED } from '../schemas';
import * as store from './store';
import { alertParentsOf, recordItemIncidents } from '../../safety-surfaces';

export const THREAD_PAGE = 200;
const SCREEN_HISTORY = 5;
const notConnected = () => new HttpError(403, NOT_CONNECTED);
/** The logger the safety alerts take (the request's logger fits it). */
export type AlertLog = Parameters<typeof alertParentsOf>[2];

/** The machine-readable reason for a refusal message (the UI shows it in the user's language). */
const sendBlockOf = (refusal: string | null) =>
  refusal === null
    ? null
    : refusal === BLOCKED
      ? ('blocked' as const)
      : refusal === NOT_CONNECTED
        ? ('not_connected' as const)
        : ('minor_adult' as const);

const toItem = (m: DirectMessagesTable) => ({
  id: m.id,
  sender_id: m.sender_id,
  recipient_id: m.recipient_id,
  body: m.body,
  created_at: m.created_at,
  read_at: m.read_at,
  held: m.status === 'held',
  held_categories: m.status === 'held' ? parseHeldCategories(m.held_categories) : [],
});

/**
 * The people behind these ids whom the caller may see. An account that may not sign in (e.g. a
 * child whose consent was revoked) is left out, so its threads vanish from others' lists.
 */
async function people(db: Queryable, ids: string[]) {
  const rows = await store.listSeenPeople(db, ids);
  return new Map(rows.map((r) => [r.id, r]));
}

/** What this user's linked parents may see of their direct messages (by age, see schemas). */
export async function oversightOf(
  db: Queryable,
  me: string,
  now: Date,
): Promise<'messages' | 'contacts' | 'none'> {
  const band = (await ageBands(db, [me], now)).get(me);
  return band === 'under_13' ? 'messages' : band === 'teen' ? 'contacts' : 'none';
}

/** The relation (null when it ended) if the caller may read the thread; 403 otherwise. */
async function access(db: Queryable, me: string, other: string): Promise<Relation | null> {
  const relation = await relationBetween(db, me, other);
  if (relation) return relation;
  // Past messages stay readable, but not with an account that may not be seen.
  if (
    me !== other &&
    (await store.hasMessagesBetween(db, me, other, me)) &&
    (await people(db, [other])).has(other)
  ) {
    return null;
  }
  throw notConnected();
}

/** My conversations, most recent first, with unread counts and whether I may send. */
export async function listThreads(ctx: AppContext, me: string) {
  const db = ctx.db.kysely;
  const now = ctx.config.now();
  const latest = await store.listLatestPerThread(db, me);
  const unreadBy = await store.countUnreadBySender(db, me);
  const relations = await relationsOf(db, me);
  const refusals = await sendRefusals(db, me, relations, now);
  const others = latest.map((m) => (m.sender_id === me ? m.recipient_id : m.sender_id));
  const users = await people(db, others);
  const { myBlocks, blockedMe } = await blocksAround(db, me);
  return {
    threads: latest.flatMap((m, i) => {
      const other = others[i]!;
      const user = users.get(other);
      if (!user) return [];
      const relation = relations.get(other) ?? null;
      const refusal =
        (myBlocks.has(other) || blockedMe.has(other) ? BLOCKED : null) ??
        (relation === null ? NOT_CONNECTED : (refusals.get(other) ?? null));
      return [
        {
          user,
          relation,
          can_send: refusal === null,
          send_block: sendBlockOf(refusal),
          blocked_by_me: myBlocks.has(other),
          unread: unreadBy.get(other) ?? 0,
          last_message: toItem(m),
        },
      ];
    }),
    // Only said when a parent is linked: otherwise nobody reads along.
    parent_oversight: [...relations.values()].includes('parent')
      ? await oversightOf(db, me, now)
      : ('none' as const),
  };
}

/** Everyone I may message now, by name (blocked people and refused relations left out). */
export async function listContacts(ctx: AppContext, me: string) {
  const db = ctx.db.kysely;
  const relations = await relationsOf(db, me);
  const refusals = await sendRefusals(db, me, relations, ctx.config.now());
  const users = await people(db, [...relations.keys()]);
  const contacts = [...relations]
    .flatMap(([id, relation]) => {
      const user = users.get(id);
      return user && !refusals.has(id) ? [{ user, relation }] : [];
    })
    .sort((a, b) =>
      `${a.user.first_name} ${a.user.last_name}`.localeCompare(
        `${b.user.first_name} ${b.user.last_name}`,
      ),
    );
  return { contacts };
}

export async function unreadCount(ctx: AppContext, me: string) {
  return { unread: await store.countUnread(ctx.db.kysely, me) };
}

/** The conversation with one person: the latest messages, oldest first. */
export async function threadWith(ctx: AppContext, me: string, other: string) {
  const db = ctx.db.kysely;
  await access(db, me, other);
  const { relation, refusal } = await sendVerdict(db, me, other, ctx.config.now());
  const user = (await people(db, [other])).get(other);
  if (!user) throw notConnected();
  const rows = await store.listThread(db, me, other, THREAD_PAGE);
  return {
    user,
    relation,
    can_send: refusal === null,
    send_block: sendBlockOf(refusal),
    blocked_by_me: await hasBlocked(db, me, other),
    messages: rows.reverse().map(toItem),
  };
}

/**
 * Sends a message to a connection. One to or from a student goes through the safety screen: a
 * flagged one is held (not delivered), its incidents stored in the same transaction, and parents
 * alerted after.
 */
export async function sendMessage(
  ctx: AppContext,
  log: AlertLog,
  me: string,
  other: string,
  body: string,
) {
  const db = ctx.db.kysely;
  if (other === me) {
    throw new HttpError(400, 'You cannot message yourself', {
      userId: 'You cannot message yourself',
    });
  }
  const { relation, refusal } = await sendVerdict(db, me, other, ctx.config.now());
  if (refusal) throw new HttpError(403, refusal);
  // Strictly increasing times within a thread keep the order stable at millisecond clocks.
  const last = await store.findLastMessageAt(db, me, other);
  let at = ctx.config.now();
  if (last && Date.parse(last) >= at.getTime()) at = new Date(Date.parse(last) + 1);
  const studentIds = await store.listStudentIds(db, [me, other]);
  const children = [me, other].filter((id) => studentIds.includes(id));
  const outcome =
    children.length > 0
      ? await screenItem({
          surface: 'direct_message',
          text: body,
          history: (await store.listRecentBodies(db, me, other, SCREEN_HISTORY)).reverse(),
          authorIsChild: children.includes(me),
          authorIsParentOfReader: relation === 'child',
        })
      : null;
  const row: DirectMessagesTable = {
    id: randomUUID(),
    sender_id: me,
    recipient_id: other,
    body: outcome?.stored ?? body,
    created_at: at.toISOString(),
    read_at: null,
    status: outcome?.held ? 'held' : 'sent',
    held_categories: outcome?.held ? JSON.stringify(outcome.heldCategories) : null,
  };
  const alerts = await db.transaction().execute(async (trx) => {
    await store.insertMessage(trx, row);
    if (!outcome) return 0;
    await recordItemIncidents(
      trx,
      row.created_at,
      { surface: 'direct_message', itemId: row.id, studentIds: children },
      outcome,
    );
    // Self-harm: its author's parents; sexual content or grooming: every child's parents.
    const told = outcome.parentAlert === 'self_harm' ? children.filter((c) => c === me) : children;
    return alertParentsOf(ctx, trx, log, told, 'direct_message', outcome);
  });
  if (alerts > 0) ctx.mailer.deliverSoon();
  return toItem(row);
}

/** Marks the person's messages to me as read; answers how many, and what is still unread. */
export async function markThreadRead(ctx: AppContext, me: string, other: string) {
  const db = ctx.db.kysely;
  await access(db, me, other);
  const marked = await store.markReadFrom(db, other, me, ctx.config.now().toISOString());
  return { marked, unread: await store.countUnread(db, me) };
}
