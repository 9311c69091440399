import type { User } from '@optio/contracts';
import type { UsersTable } from '../../db/types';

const asLanguage = (value: string | null | undefined): 'en' | 'es' | null =>
  value === 'en' || value === 'es' ? value : null;

/** A user as the API answers it: the language is always there (null when never chosen). */
export type UserView = User & { language: 'en' | 'es' | null };

export function toUserView(
  row: Pick<UsersTable, Exclude<keyof User, 'language'>> & {
    language?: string | null;
  },
): UserView {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: row.role,
    subscription_tier: row.subscription_tier,
    created_at: row.created_at,
    language: asLanguage(row.language),
  };
}
