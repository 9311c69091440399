import type { Insertable } from 'kysely';
import type { ObserverInvitationsTable } from '../../../db/tables/family';
import type { Queryable, UsersTable } from '../../../db/types';

/** Invitations for this child still waiting at `at` (not accepted, withdrawn or expired). */
export async function countWaitingInvitations(
  db: Queryable,
  childId: string,
  at: string,
): Promise<number> {
  const row = await db
    .selectFrom('observer_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', childId)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertInvitation(db: Queryable, row: ObserverInvitationsTable) {
  await db.insertInto('observer_invitations').values(row).execute();
}

export function listObservers(db: Queryable, childId: string) {
  return db
    .selectFrom('observer_links')
    .innerJoin('users', 'users.id', 'observer_links.observer_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'observer_links.created_at as since',
    ])
    .where('observer_links.student_id', '=', childId)
    .orderBy('users.first_name')
    .execute();
}

/** Invitations neither accepted nor withdrawn (expired ones included), newest first. */
export function listOpenInvitations(db: Queryable, childId: string) {
  return db
    .selectFrom('observer_invitations')
    .select(['id', 'email', 'created_at', 'expires_at'])
    .where('student_id', '=', childId)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

/** The log of observers' reads of this child, newest first. */
export function listObserverReads(db: Queryable, childId: string) {
  return db
    .selectFrom('observer_reads')
    .innerJoin('users', 'users.id', 'observer_reads.observer_id')
    .select([
      'observer_reads.observer_id',
      'users.first_name',
      'users.last_name',
      'observer_reads.what',
      'observer_reads.created_at as at',
    ])
    .where('observer_reads.student_id', '=', childId)
    .orderBy('observer_reads.created_at', 'desc')
    .limit(100)
    .execute();
}

/** Delivered encouragement for this child with its author, newest first. */
export function listSentEncouragements(db: Queryable, childId: string) {
  return (
    db
      .selectFrom('observer_encouragements')
      .innerJoin('users', 'users.id', 'observer_encouragements.observer_id')
      .select([
        'observer_encouragements.id',
        'users.first_name',
        'users.last_name',
        'observer_encouragements.message',
        'observer_encouragements.created_at',
      ])
      .where('observer_encouragements.student_id', '=', childId)
      // A held one shows in the child's safety report instead (unless possible abuse).
      .where('observer_encouragements.status', '=', 'sent')
      .orderBy('observer_encouragements.created_at', 'desc')
      .limit(50)
      .execute()
  );
}

/** Ends an observer's access; false when they did not follow this child. */
export async function deleteObserverLink(
  db: Queryable,
  childId: string,
  observerId: string,
): Promise<boolean> {
  const del = await db
    .deleteFrom('observer_links')
    .where('student_id', '=', childId)
    .where('observer_id', '=', observerId)
    .executeTakeFirst();
  return Number(del.numDeletedRows) === 1;
}

/** An open invitation for a child linked to this parent. */
export function findOpenInvitationOfParent(db: Queryable, id: string, parentId: string) {
  return db
    .selectFrom('observer_invitations')
    .innerJoin(
      'parent_child_links',
      'parent_child_links.child_id',
      'observer_invitations.student_id',
    )
    .select('observer_invitations.id')
    .where('observer_invitations.id', '=', id)
    .where('parent_child_links.parent_id', '=', parentId)
    .where('observer_invitations.accepted_at', 'is', null)
    .where('observer_invitations.cancelled_at', 'is', null)
    .executeTakeFirst();
}

export async function markInvitationCancelled(db: Queryable, id: string, at: string) {
  await db
    .updateTable('observer_invitations')
    .set({ cancelled_at: at })
    .where('id', '=', id)
    .execute();
}

/** The invitation behind a token (by its hash), with the names the invitee is shown. */
export function findInvitationByTokenHash(db: Queryable, tokenHash: string) {
  return db
    .selectFrom('observer_invitations')
    .innerJoin('users as child', 'child.id', 'observer_invitations.student_id')
    .innerJoin('users as parent', 'parent.id', 'observer_invitations.parent_id')
    .select([
      'observer_invitations.id',
      'observer_invitations.email',
      'observer_invitations.student_id',
      'observer_invitations.expires_at',
      'observer_invitations.accepted_at',
      'observer_invitations.cancelled_at',
      'child.first_name as child_first_name',
      'parent.first_name as parent_first_name',
      'parent.last_name as parent_last_name',
    ])
    .where('observer_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the invitation used; false when it was already accepted. */
export async function markInvitationAccepted(
  db: Queryable,
  id: string,
  observerId: string,
  at: string,
): Promise<boolean> {
  const upd = await db
    .updateTable('observer_invitations')
    .set({ accepted_at: at, accepted_by: observerId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}

/** Adds the observer link unless it exists already. */
export async function ensureObserverLink(
  db: Queryable,
  observerId: string,
  studentId: string,
  at: string,
): Promise<void> {
  const existing = await db
    .selectFrom('observer_links')
    .select('observer_id')
    .where('observer_id', '=', observerId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('observer_links')
      .values({ observer_id: observerId, student_id: studentId, created_at: at })
      .execute();
  }
}

/** Is there an account with this address? */
export async function accountExists(db: Queryable, email: string): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return Boolean(user);
}

export async function insertUser(db: Queryable, row: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}
