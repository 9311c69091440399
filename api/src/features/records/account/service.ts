import type { Queryable } from '../../../db/types';
import { profileView } from '../profile/service';
import { loadProfile, updateProfile } from '../profile/profiles';
import { exportUserData } from './export';

/** All of the user's data as a JSON attachment: its text and its file name. */
export async function dataExportFile(db: Queryable, userId: string, now: Date) {
  const data = await exportUserData(db, userId, now);
  return {
    json: JSON.stringify(data, null, 2),
    fileName: `optio-data-${now.toISOString().slice(0, 10)}.json`,
  };
}

/** Asks to delete the account (kept from the first request); answers the profile. */
export async function requestDeletion(db: Queryable, userId: string, now: Date) {
  const profile = await loadProfile(db, userId);
  if (!profile.deletion_requested_at) {
    const at = now.toISOString();
    await updateProfile(db, userId, { deletion_requested_at: at }, at);
  }
  return profileView(db, userId, now);
}

export async function cancelDeletion(db: Queryable, userId: string, now: Date) {
  await updateProfile(db, userId, { deletion_requested_at: null }, now.toISOString());
  return profileView(db, userId, now);
}
