import type { Queryable } from '../../../db/types';

/**
 * Friend requests awaiting this parent: those of a child linked to them (the under-13 named in
 * `approval_child_id`), with the child and the requester. The list and the single request of a
 * decision both read through it.
 */
function awaitingForParent(db: Queryable, parentId: string) {
  return db
    .selectFrom('friend_requests')
    .innerJoin(
      'parent_child_links',
      'parent_child_links.child_id',
      'friend_requests.approval_child_id',
    )
    .innerJoin('users as child', 'child.id', 'friend_requests.approval_child_id')
    .innerJoin('users as requester', 'requester.id', 'friend_requests.requester_id')
    .select([
      'friend_requests.id',
      'friend_requests.requester_id',
      'friend_requests.addressee_email',
      'friend_requests.created_at',
      'child.id as child_id',
      'child.first_name as child_first_name',
      'child.last_name as child_last_name',
      'child.email as child_email',
      'requester.first_name as requester_first_name',
      'requester.last_name as requester_last_name',
      'requester.email as requester_email',
      'requester.role as requester_role',
      'requester.date_of_birth as requester_dob',
    ])
    .where('friend_requests.status', '=', 'awaiting')
    .where('parent_child_links.parent_id', '=', parentId);
}

export function listAwaitingForParent(db: Queryable, parentId: string) {
  return awaitingForParent(db, parentId).orderBy('friend_requests.created_at', 'desc').execute();
}

export function findAwaitingForParent(db: Queryable, parentId: string, id: string) {
  return awaitingForParent(db, parentId).where('friend_requests.id', '=', id).executeTakeFirst();
}

/** A request the parent approved that the child sent: it now goes to its addressee. */
export async function releaseToAddressee(db: Queryable, id: string): Promise<void> {
  await db
    .updateTable('friend_requests')
    .set({ status: 'pending', approval_child_id: null })
    .where('id', '=', id)
    .execute();
}

export async function markRequestDeclinedByParent(db: Queryable, id: string, at: string) {
  await db
    .updateTable('friend_requests')
    .set({ status: 'declined', decided_at: at })
    .where('id', '=', id)
    .execute();
}
