import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { accountBlock } from './authorize';

/**
 * Whether other people may see and reach an account: exactly the accounts that may sign in
 * (accountBlock). A deactivated account, an unverified one, or a child whose parent has not
 * consented or revoked consent drops out of friends' lists and activity, messaging and
 * observers' feeds at once, and comes back the moment it may sign in again.
 */

/** The users columns the rule reads (select them to call `mayBeSeen` on a loaded row). */
export const STANDING_COLUMNS = [
  'is_active',
  'email_verified_at',
  'consent_required',
  'consent_granted_at',
] as const;

export type StandingFields = Parameters<typeof accountBlock>[0];

/** The rule on a loaded row: the one accountBlock applies at sign-in and on every request. */
export const mayBeSeen = (user: StandingFields): boolean => accountBlock(user) === null;

/**
 * The same rule as a SQL condition on a users table (or alias), for filtering in the query.
 * It mirrors accountBlock clause by clause; account-standing.test.ts checks the two agree on
 * every combination of the four columns.
 */
export function seenInSql(table = 'users'): RawBuilder<SqlBool> {
  const col = (name: (typeof STANDING_COLUMNS)[number]) => sql.ref(`${table}.${name}`);
  // A condition stores embed, not a query: it stays beside the rule it mirrors so they cannot drift.
  // eslint-disable-next-line no-restricted-syntax
  return sql<SqlBool>`(${col('is_active')} <> 0 and ${col('email_verified_at')} is not null and (${col('consent_required')} = 0 or ${col('consent_granted_at')} is not null))`;
}
