import type { Queryable } from '../../../db/types';
import type { FamilyLinkRequestsTable, LinkInitiator } from '../../../db/tables/family';

type Side = 'parent_id' | 'child_id';

/**
 * The parent account whose consent currently holds for a child (COPPA), or null: a child under
 * 13 without one (consent given by e-mail link before parents had accounts, or withdrawn).
 */
export async function findConsentingParentId(
  db: Queryable,
  childId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('parental_consents')
    .select('parent_id')
    .where('child_id', '=', childId)
    .where('revoked_at', 'is', null)
    .where('parent_id', 'is not', null)
    .orderBy('consented_at', 'desc')
    .executeTakeFirst();
  return row?.parent_id ?? null;
}

/** A student account looked up by e-mail, with what the link rules need. */
export function findStudentByEmail(db: Queryable, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'date_of_birth', 'language'])
    .where('email', '=', email)
    .where('role', '=', 'student')
    .executeTakeFirst();
}

/** Any account holding this address, with what deciding on an invitation mail needs. */
export function findAccountByEmail(db: Queryable, email: string) {
  return db
    .selectFrom('users')
    .select(['email', 'role', 'language'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The children whose (unrevoked) consent this parent gave, with their dates of birth. */
export function listConsentedChildren(db: Queryable, parentId: string) {
  return db
    .selectFrom('parental_consents')
    .innerJoin('users', 'users.id', 'parental_consents.child_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.date_of_birth',
    ])
    .where('parental_consents.parent_id', '=', parentId)
    .where('parental_consents.revoked_at', 'is', null)
    .execute();
}

/** Pending requests from other parents to any of these (normalised) addresses, newest first. */
export function listPendingParentRequestsTo(db: Queryable, emails: string[], parentId: string) {
  return db
    .selectFrom('family_link_requests')
    .innerJoin('users', 'users.id', 'family_link_requests.parent_id')
    .select([
      'family_link_requests.id',
      'family_link_requests.created_at',
      'family_link_requests.invited_email',
      'users.id as from_id',
      'users.first_name',
      'users.last_name',
    ])
    .where('family_link_requests.invited_email', 'in', emails)
    .where('family_link_requests.initiated_by', '=', 'parent')
    .where('family_link_requests.status', '=', 'pending')
    .where('family_link_requests.parent_id', '!=', parentId)
    .orderBy('family_link_requests.created_at', 'desc')
    .execute();
}

/** The other side of each active link of this user (`mine` is the user's column). */
export function listLinkedPeople(db: Queryable, userId: string, mine: Side, theirs: Side) {
  return db
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', `parent_child_links.${theirs}`)
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'parent_child_links.created_at as since',
    ])
    .where(`parent_child_links.${mine}`, '=', userId)
    .orderBy('users.first_name')
    .execute();
}

/** The invitations this user sent that are still waiting, newest first. */
export function listPendingSent(db: Queryable, userId: string, side: LinkInitiator) {
  return db
    .selectFrom('family_link_requests')
    .select(['id', 'invited_email as email', 'created_at'])
    .where(side === 'parent' ? 'parent_id' : 'child_id', '=', userId)
    .where('initiated_by', '=', side)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Waiting invitations from the other side to this (normalised) address, newest first. */
export function listPendingReceived(
  db: Queryable,
  email: string,
  side: LinkInitiator,
  theirs: Side,
) {
  return db
    .selectFrom('family_link_requests')
    .innerJoin('users', 'users.id', `family_link_requests.${theirs}`)
    .select([
      'family_link_requests.id',
      'family_link_requests.created_at',
      'users.id as from_id',
      'users.first_name',
      'users.last_name',
    ])
    .where('family_link_requests.invited_email', '=', email)
    .where('family_link_requests.initiated_by', '!=', side)
    .where('family_link_requests.status', '=', 'pending')
    .orderBy('family_link_requests.created_at', 'desc')
    .execute();
}

export async function insertLinkRequest(
  db: Queryable,
  row: FamilyLinkRequestsTable,
): Promise<void> {
  await db.insertInto('family_link_requests').values(row).execute();
}

export function findPendingLinkRequest(db: Queryable, id: string) {
  return db
    .selectFrom('family_link_requests')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** Approves a pending request with the link it makes; false when it was no longer pending. */
export async function markLinkRequestApproved(
  db: Queryable,
  id: string,
  link: { parentId: string; childId: string },
  at: string,
): Promise<boolean> {
  const upd = await db
    .updateTable('family_link_requests')
    .set({ status: 'approved', decided_at: at, parent_id: link.parentId, child_id: link.childId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}

export async function markLinkRequestDeclined(db: Queryable, id: string, at: string) {
  await db
    .updateTable('family_link_requests')
    .set({ status: 'declined', decided_at: at })
    .where('id', '=', id)
    .execute();
}

/** Cancels the sender's own waiting request; false when there is none with this id. */
export async function markOwnLinkRequestCancelled(
  db: Queryable,
  id: string,
  userId: string,
  side: LinkInitiator,
  at: string,
): Promise<boolean> {
  const upd = await db
    .updateTable('family_link_requests')
    .set({ status: 'cancelled', decided_at: at })
    .where('id', '=', id)
    .where(side === 'parent' ? 'parent_id' : 'child_id', '=', userId)
    .where('initiated_by', '=', side)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}

export function getLinkRequestPeople(db: Queryable, id: string) {
  return db
    .selectFrom('family_link_requests')
    .select(['parent_id', 'child_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Adds the active link unless it exists already. */
export async function ensureParentChildLink(
  db: Queryable,
  parentId: string,
  childId: string,
  at: string,
): Promise<void> {
  const existing = await db
    .selectFrom('parent_child_links')
    .select('parent_id')
    .where('parent_id', '=', parentId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('parent_child_links')
      .values({ parent_id: parentId, child_id: childId, created_at: at })
      .execute();
  }
}

/** Where a notice to this account goes: its address and language. */
export function findNoticeAddressById(db: Queryable, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
