import type { AppContext } from '../../../context';
import { HttpError } from '../../../lib/errors';
import { relationsOf } from '../../community';
import { linkedChild } from '../../family';
import { oversightOf } from '../threads/service';
import * as store from './store';

export const CHILD_IS_ADULT = 'Your child is 18 or older: their messages are private';
export const CONTACTS_ONLY =
  'Your child is 13 or older: you can see who they message, not what they say';

/** The child, if linked to this parent, and what the parent may see (403 for adults). */
async function oversee(ctx: AppContext, parentId: string, childId: string) {
  const child = await linkedChild(ctx.db.kysely, parentId, childId);
  const oversight = await oversightOf(ctx.db.kysely, child.id, ctx.config.now());
  if (oversight === 'none') throw new HttpError(403, CHILD_IS_ADULT);
  return { child, oversight };
}

/** Who the child messages, with counts and last times, most recent first. */
export async function childThreads(ctx: AppContext, parentId: string, childId: string) {
  const db = ctx.db.kysely;
  const { child, oversight } = await oversee(ctx, parentId, childId);
  const pairs = await store.countDeliveredByPair(db, child.id);
  const byOther = new Map<string, { other: string; n: number; last_at: string }>();
  for (const p of pairs) {
    const other = p.sender_id === child.id ? p.recipient_id : p.sender_id;
    const prior = byOther.get(other);
    const last = String(p.last_at);
    byOther.set(other, {
      other,
      n: (prior?.n ?? 0) + Number(p.n),
      last_at: prior && prior.last_at > last ? prior.last_at : last,
    });
  }
  const rows = [...byOther.values()];
  const users = await store.listPeople(
    db,
    rows.map((row) => row.other),
  );
  const relations = await relationsOf(db, child.id);
  return {
    oversight,
    threads: rows
      .flatMap((row) => {
        const user = users.find((u) => u.id === row.other);
        return user
          ? [
              {
                user,
                relation: relations.get(row.other) ?? null,
                message_count: Number(row.n),
                last_message_at: String(row.last_at),
              },
            ]
          : [];
      })
      .sort((a, b) => b.last_message_at.localeCompare(a.last_message_at)),
  };
}

/** One of an under-13 child's conversations (delivered messages, oldest first). */
export async function childConversation(
  ctx: AppContext,
  parentId: string,
  childId: string,
  other: string,
) {
  const db = ctx.db.kysely;
  const { child, oversight } = await oversee(ctx, parentId, childId);
  if (oversight !== 'messages') throw new HttpError(403, CONTACTS_ONLY);
  const user = await store.findPerson(db, other);
  const messages = await store.listDeliveredBetween(db, child.id, other);
  if (!user || messages.length === 0) throw new HttpError(404, 'Conversation not found');
  return { user, messages };
}
