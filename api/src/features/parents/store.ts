import type { Queryable } from '../../db/types';

/** The parent's linked children, by first name. */
export function listLinkedChildren(db: Queryable, parentId: string) {
  return db
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.child_id')
    .selectAll('users')
    .where('parent_child_links.parent_id', '=', parentId)
    .orderBy('users.first_name')
    .execute();
}
