import type { Queryable } from '../../../db/types';
import type { UploadStore } from '../../../lib/uploads';
import { deleteUser, listDeletionsDueBy, listStoredKeysOf } from './store';

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
  db: Queryable,
  store: UploadStore,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY).toISOString();
  let deleted = 0;
  for (const userId of await listDeletionsDueBy(db, cutoff)) {
    if (await deleteAccountNow(db, store, userId)) deleted += 1;
  }
  return deleted;
}

/**
 * Deletes one account now: its stored files (avatar, uploads, evidence), then the user row, which
 * cascades to all of their data. Returns whether the account existed.
 */
export async function deleteAccountNow(
  db: Queryable,
  store: UploadStore,
  userId: string,
): Promise<boolean> {
  const keys = (await listStoredKeysOf(db, userId)).filter(
    (key): key is string => !!key && /^[0-9a-f]{32}$/.test(key),
  );
  const existed = await deleteUser(db, userId);
  await store.remove(keys);
  return existed;
}
