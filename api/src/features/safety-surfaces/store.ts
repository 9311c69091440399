import type { SafetyIncidentsTable } from '../../db/tables/tutor';
import type { Queryable } from '../../db/types';

/**
 * Safety incidents of held items, and the held state of the items themselves. The items live in
 * other features' tables (direct messages, encouragements, evidence, portfolio items); the
 * hold and release are read and written here until those features expose them.
 */
export async function insertIncidentRows(
  db: Queryable,
  rows: SafetyIncidentsTable[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('safety_incidents').values(rows).execute();
}

export const listItemIncidents = (db: Queryable, itemId: string) =>
  db
    .selectFrom('safety_incidents')
    .select(['id', 'surface', 'status', 'student_id', 'category'])
    .where('item_id', '=', itemId)
    .execute();

export async function resolveOpenItemIncidents(
  db: Queryable,
  itemId: string,
  change: { reviewedBy: string; at: string; note: string },
): Promise<void> {
  await db
    .updateTable('safety_incidents')
    .set({
      status: 'resolved',
      reviewed_by: change.reviewedBy,
      resolved_at: change.at,
      resolution_note: change.note,
    })
    .where('item_id', '=', itemId)
    .where('status', '=', 'open')
    .execute();
}

export const findDirectMessageStatus = (db: Queryable, id: string) =>
  db.selectFrom('direct_messages').select('status').where('id', '=', id).executeTakeFirst();

export const findEncouragementStatus = (db: Queryable, id: string) =>
  db.selectFrom('observer_encouragements').select('status').where('id', '=', id).executeTakeFirst();

export const findEvidenceHold = (db: Queryable, id: string) =>
  db.selectFrom('evidence').select('safety_hold').where('id', '=', id).executeTakeFirst();

export const findPortfolioItemHold = (db: Queryable, id: string) =>
  db.selectFrom('portfolio_items').select('safety_hold').where('id', '=', id).executeTakeFirst();

export async function releaseDirectMessage(db: Queryable, id: string): Promise<void> {
  await db.updateTable('direct_messages').set({ status: 'sent' }).where('id', '=', id).execute();
}

export async function releaseEncouragement(db: Queryable, id: string): Promise<void> {
  await db
    .updateTable('observer_encouragements')
    .set({ status: 'sent' })
    .where('id', '=', id)
    .execute();
}

/** Evidence and portfolio items share ids with nothing else: clearing both is safe. */
export async function releaseEvidence(db: Queryable, id: string): Promise<void> {
  await db.updateTable('evidence').set({ safety_hold: 0 }).where('id', '=', id).execute();
  await db.updateTable('portfolio_items').set({ safety_hold: 0 }).where('id', '=', id).execute();
}

/** Which of these ids are still held, on any surface. */
export async function listHeldIds(db: Queryable, ids: string[]): Promise<string[]> {
  const [messages, encouragements, evidence, items] = await Promise.all([
    db
      .selectFrom('direct_messages')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'held')
      .execute(),
    db
      .selectFrom('observer_encouragements')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'held')
      .execute(),
    db
      .selectFrom('evidence')
      .select('id')
      .where('id', 'in', ids)
      .where('safety_hold', '=', 1)
      .execute(),
    db
      .selectFrom('portfolio_items')
      .select('id')
      .where('id', 'in', ids)
      .where('safety_hold', '=', 1)
      .execute(),
  ]);
  return [...messages, ...encouragements, ...evidence, ...items].map((r) => r.id);
}

export const findFirstName = (db: Queryable, id: string) =>
  db.selectFrom('users').select('first_name').where('id', '=', id).executeTakeFirst();

/** The child's linked parents whose accounts are active, with their mail language. */
export const listActiveParents = (db: Queryable, childId: string) =>
  db
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.parent_id')
    .select(['users.email', 'users.language'])
    .where('parent_child_links.child_id', '=', childId)
    .where('users.is_active', '=', 1)
    .execute();
