import type { Queryable } from '../../../db/types';

/** Deletes one active link; false when there was none. */
export async function deleteParentChildLink(
  db: Queryable,
  parentId: string,
  childId: string,
): Promise<boolean> {
  const del = await db
    .deleteFrom('parent_child_links')
    .where('parent_id', '=', parentId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  return Number(del.numDeletedRows) === 1;
}

/** Where the removed parent's notice goes: their address and language. */
export const findNoticeAddress = (db: Queryable, userId: string) =>
  db.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirst();
