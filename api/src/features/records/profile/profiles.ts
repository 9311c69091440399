import type { Queryable } from '../../../db/types';
import type { StudentProfilesTable } from '../tables';
import {
  findProfileRow,
  insertProfileIfMissing,
  updateProfileRow,
  type ProfileChange,
} from './store';

/** A portfolio address: 3–40 lower-case letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

export type Profile = Omit<StudentProfilesTable, 'updated_at'>;

/** A student who never saved a profile: everything private, nothing set. */
const EMPTY_PROFILE = {
  bio: '',
  avatar_key: null,
  avatar_mime: null,
  portfolio_slug: null,
  portfolio_public: 0,
  diploma_public: 0,
  portfolio_private_since: null,
  diploma_private_since: null,
  language: null,
  deletion_requested_at: null,
} as const;

export async function loadProfile(db: Queryable, userId: string): Promise<Profile> {
  return (await findProfileRow(db, userId)) ?? { user_id: userId, ...EMPTY_PROFILE };
}

/** Creates the profile row when missing, then applies the change. */
export async function updateProfile(
  db: Queryable,
  userId: string,
  change: ProfileChange,
  at: string,
): Promise<void> {
  await insertProfileIfMissing(db, { user_id: userId, ...EMPTY_PROFILE, updated_at: at });
  if (Object.keys(change).length === 0) return;
  await updateProfileRow(db, userId, change, at);
}
