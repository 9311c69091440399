import { ROLES, TIERS, type User } from '@optio/contracts';
import { z } from 'zod';
import type { UsersTable } from '../../db/types';

/** The user object every endpoint returns (SPEC §3); nothing else about a user leaves the API. */
export const userSchema = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    subscription_tier: z.enum(TIERS).nullable(),
    created_at: z.string().describe('ISO-8601 timestamp'),
    language: z
      .enum(['en', 'es'])
      .nullable()
      .optional()
      .describe(
        'Interface language saved on the profile; null when never chosen (sign-in and /me answers)',
      ),
  })
  .meta({ id: 'User' });

const asLanguage = (value: string | null | undefined): 'en' | 'es' | null =>
  value === 'en' || value === 'es' ? value : null;

export function toUserView(
  row: Pick<UsersTable, Exclude<keyof User, 'language'>> & {
    language?: string | null;
  },
): User {
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
