import { sql } from 'kysely';
import type { Role, Tier } from '@optio/contracts';
import type { Queryable, UsersTable } from '../../../db/types';
import { containsPattern } from '../../../lib/like';
import { pageOffset, type PageRequest } from '../../../lib/paging';

export interface UserFilter {
  search?: string;
  role?: Role;
  tier?: Tier;
  status?: 'active' | 'inactive';
}

export const findUserById = (db: Queryable, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

function filteredUsers(db: Queryable, filter: UserFilter) {
  let query = db.selectFrom('users');
  if (filter.search) {
    const like = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.tier) {
    query =
      filter.tier === 'free'
        ? query.where((eb) =>
            eb.or([eb('subscription_tier', '=', 'free'), eb('subscription_tier', 'is', null)]),
          )
        : query.where('subscription_tier', '=', filter.tier);
  }
  if (filter.status) query = query.where('is_active', '=', filter.status === 'active' ? 1 : 0);
  return query;
}

export const listUsersPage = (db: Queryable, filter: UserFilter, paging: PageRequest) =>
  filteredUsers(db, filter)
    .selectAll()
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(paging.page_size)
    .offset(pageOffset(paging))
    .execute();

export async function countUsers(db: Queryable, filter: UserFilter): Promise<number> {
  const row = await filteredUsers(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const personColumns = ['users.id', 'users.first_name', 'users.last_name', 'users.email'] as const;

/** The people linked to a user through one side of advisor_students or parent_child_links. */
export function listLinkedPeople(
  db: Queryable,
  link: 'advisors' | 'students' | 'parents' | 'children',
  userId: string,
) {
  switch (link) {
    case 'advisors':
      return db
        .selectFrom('advisor_students')
        .innerJoin('users', 'users.id', 'advisor_students.advisor_id')
        .select(personColumns)
        .where('advisor_students.student_id', '=', userId)
        .execute();
    case 'students':
      return db
        .selectFrom('advisor_students')
        .innerJoin('users', 'users.id', 'advisor_students.student_id')
        .select(personColumns)
        .where('advisor_students.advisor_id', '=', userId)
        .execute();
    case 'parents':
      return db
        .selectFrom('parent_child_links')
        .innerJoin('users', 'users.id', 'parent_child_links.parent_id')
        .select(personColumns)
        .where('parent_child_links.child_id', '=', userId)
        .execute();
    case 'children':
      return db
        .selectFrom('parent_child_links')
        .innerJoin('users', 'users.id', 'parent_child_links.child_id')
        .select(personColumns)
        .where('parent_child_links.parent_id', '=', userId)
        .execute();
  }
}

export async function updateUserAccess(
  db: Queryable,
  id: string,
  change: Partial<Pick<UsersTable, 'role' | 'subscription_tier' | 'is_active'>>,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...change, updated_at: at })
    .where('id', '=', id)
    .execute();
}
