import type { Queryable } from '../../../db/types';

/** Users whose deletion was requested at or before `cutoff`. */
export async function listDeletionsDueBy(db: Queryable, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom('student_profiles')
    .select('user_id')
    .where('deletion_requested_at', 'is not', null)
    .where('deletion_requested_at', '<=', cutoff)
    .execute();
  return rows.map((r) => r.user_id);
}

/** The storage keys of everything a user stored: avatar, evidence files, portfolio files. */
export async function listStoredKeysOf(db: Queryable, userId: string) {
  const [profile, evidence, items] = await Promise.all([
    db
      .selectFrom('student_profiles')
      .select('avatar_key')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('evidence_files')
      .select('storage_key')
      .where('student_id', '=', userId)
      .execute(),
    db.selectFrom('portfolio_items').select('file_key').where('student_id', '=', userId).execute(),
  ]);
  return [
    profile?.avatar_key,
    ...evidence.map((e) => e.storage_key),
    ...items.map((i) => i.file_key),
  ];
}

/** Deletes the user row (cascading to all of their data); false when there was none. */
export async function deleteUser(db: Queryable, userId: string): Promise<boolean> {
  const res = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
