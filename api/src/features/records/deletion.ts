import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { UploadStore } from '../../lib/uploads';
import { recordsDb } from './tables';

/** How long a requested account deletion waits (the user can cancel until then). */
export const DELETION_GRACE_DAYS = 30;
const DAY = 86_400_000;

export const deletionDueAt = (requestedAt: string) =>
  new Date(Date.parse(requestedAt) + DELETION_GRACE_DAYS * DAY).toISOString();

/**
 * Deletes every account whose deletion was requested at least the grace period before `now`:
 * the stored files first (avatar, uploads, evidence), then the user row, which cascades to all
 * of their data. Returns how many accounts were deleted.
 */
export async function sweepDeletedAccounts(
  db: Kysely<Database>,
  store: UploadStore,
  now: Date,
): Promise<number> {
  const k = recordsDb(db);
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY).toISOString();
  const due = await k
    .selectFrom('student_profiles')
    .select('user_id')
    .where('deletion_requested_at', 'is not', null)
    .where('deletion_requested_at', '<=', cutoff)
    .execute();
  let deleted = 0;
  for (const account of due) {
    if (await deleteAccountNow(db, store, account.user_id)) deleted += 1;
  }
  return deleted;
}

/**
 * Deletes one account now: its stored files (avatar, uploads, evidence), then the user row, which
 * cascades to all of their data. Returns whether the account existed.
 */
export async function deleteAccountNow(
  db: Kysely<Database>,
  store: UploadStore,
  userId: string,
): Promise<boolean> {
  const k = recordsDb(db);
  const [profile, evidence, items] = await Promise.all([
    k
      .selectFrom('student_profiles')
      .select('avatar_key')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    k.selectFrom('evidence_files').select('storage_key').where('student_id', '=', userId).execute(),
    k.selectFrom('portfolio_items').select('file_key').where('student_id', '=', userId).execute(),
  ]);
  const keys = [
    profile?.avatar_key,
    ...evidence.map((e) => e.storage_key),
    ...items.map((i) => i.file_key),
  ].filter((key): key is string => !!key && /^[0-9a-f]{32}$/.test(key));
  const res = await k.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  await store.remove(keys);
  return Number(res.numDeletedRows) > 0;
}
