import { isUnder13 } from '@optio/contracts';
import type { FamilyDb } from './tables';

/**
 * The parent account whose consent currently holds for a child (COPPA), or null: a child under
 * 13 without one (consent given by e-mail link before parents had accounts, or withdrawn).
 */
export async function consentingParentId(k: FamilyDb, childId: string): Promise<string | null> {
  const row = await k
    .selectFrom('parental_consents')
    .select('parent_id')
    .where('child_id', '=', childId)
    .where('revoked_at', 'is', null)
    .where('parent_id', 'is not', null)
    .orderBy('consented_at', 'desc')
    .executeTakeFirst();
  return row?.parent_id ?? null;
}

/** Under 13 today, by date of birth (SPEC §5 ages); an account without one counts as older. */
export const under13Now = (dateOfBirth: string | null, now: Date): boolean =>
  dateOfBirth !== null && isUnder13(dateOfBirth, now);

/** A student account looked up by e-mail, with what the link rules need. */
export async function studentByEmail(k: FamilyDb, email: string) {
  return k
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'date_of_birth', 'language'])
    .where('email', '=', email)
    .where('role', '=', 'student')
    .executeTakeFirst();
}

/**
 * The children under 13 whose consent this parent gave (they approve those children's new parent
 * links instead of the child).
 */
export async function childrenInMyCare(k: FamilyDb, parentId: string, now: Date) {
  const rows = await k
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
  return rows.filter((c) => under13Now(c.date_of_birth, now));
}
