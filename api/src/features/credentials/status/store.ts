import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';

/** Entries per list: 131,072 bits (16 KiB), the spec's minimum for herd privacy. */
export const STATUS_LIST_SIZE = 131_072;

/**
 * The next free index of the current list (a new list once it is full). The increment is one
 * UPDATE, so two replicas never hand out the same index.
 */
export async function allocateStatusSlot(
  db: Queryable,
  at: string,
): Promise<{ list: string; index: number }> {
  for (;;) {
    const current = await db
      .selectFrom('credential_status_lists')
      .select(['id'])
      .where('next_index', '<', STATUS_LIST_SIZE)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!current) {
      await db
        .insertInto('credential_status_lists')
        .values({ id: randomUUID(), size: STATUS_LIST_SIZE, next_index: 0, created_at: at })
        .execute();
      continue;
    }
    const taken = await db
      .updateTable('credential_status_lists')
      .set((eb) => ({ next_index: eb('next_index', '+', 1) }))
      .where('id', '=', current.id)
      .where('next_index', '<', STATUS_LIST_SIZE)
      .returning('next_index')
      .executeTakeFirst();
    if (taken) return { list: current.id, index: Number(taken.next_index) - 1 };
  }
}

export function findStatusList(db: Queryable, id: string) {
  return db
    .selectFrom('credential_status_lists')
    .select(['id', 'size'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function revokedIndexes(db: Queryable, list: string): Promise<number[]> {
  const rows = await db
    .selectFrom('credentials')
    .select('status_index')
    .where('status_list', '=', list)
    .where('revoked_at', 'is not', null)
    .execute();
  return rows.map((r) => Number(r.status_index));
}
