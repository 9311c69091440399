import type { Kysely } from 'kysely';
import type { SocialDatabase } from '../community/tables';
import type { FamilyDatabase } from '../family/tables';
import type { TutorDatabase } from '../tutor/tables';
import type { IncidentSurface } from '../tutor/tables';

/** Every table a held item lives in, on the same connection. */
export type ItemsDb = Kysely<TutorDatabase & SocialDatabase & FamilyDatabase>;

/** Is this item still held? null when it no longer exists (deleted with its account). */
export async function isHeld(
  k: ItemsDb,
  surface: IncidentSurface,
  id: string,
): Promise<boolean | null> {
  switch (surface) {
    case 'direct_message': {
      const row = await k
        .selectFrom('direct_messages')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? row.status === 'held' : null;
    }
    case 'encouragement': {
      const row = await k
        .selectFrom('observer_encouragements')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? row.status === 'held' : null;
    }
    case 'evidence': {
      const [evidence, item] = await Promise.all([
        k.selectFrom('evidence').select('safety_hold').where('id', '=', id).executeTakeFirst(),
        k
          .selectFrom('portfolio_items')
          .select('safety_hold')
          .where('id', '=', id)
          .executeTakeFirst(),
      ]);
      const row = evidence ?? item;
      return row ? row.safety_hold === 1 : null;
    }
    case 'tutor':
    case 'report':
      return null;
  }
}

/** Delivers a held message or encouragement, or lets held evidence be shared again. */
export async function releaseItem(
  trx: ItemsDb,
  surface: IncidentSurface,
  id: string,
): Promise<void> {
  if (surface === 'direct_message') {
    await trx.updateTable('direct_messages').set({ status: 'sent' }).where('id', '=', id).execute();
  } else if (surface === 'encouragement') {
    await trx
      .updateTable('observer_encouragements')
      .set({ status: 'sent' })
      .where('id', '=', id)
      .execute();
  } else if (surface === 'evidence') {
    await trx.updateTable('evidence').set({ safety_hold: 0 }).where('id', '=', id).execute();
    await trx.updateTable('portfolio_items').set({ safety_hold: 0 }).where('id', '=', id).execute();
  }
}

/** Which of these item ids are still held (one query per table, for the queue's listing). */
export async function heldAmong(k: ItemsDb, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const [messages, encouragements, evidence, items] = await Promise.all([
    k
      .selectFrom('direct_messages')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'held')
      .execute(),
    k
      .selectFrom('observer_encouragements')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'held')
      .execute(),
    k
      .selectFrom('evidence')
      .select('id')
      .where('id', 'in', ids)
      .where('safety_hold', '=', 1)
      .execute(),
    k
      .selectFrom('portfolio_items')
      .select('id')
      .where('id', 'in', ids)
      .where('safety_hold', '=', 1)
      .execute(),
  ]);
  return new Set([...messages, ...encouragements, ...evidence, ...items].map((r) => r.id));
}
