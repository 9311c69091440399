import type { Queryable } from '../../db/types';

/** The site setting that holds the per-user upload quota in MB. */
export const UPLOAD_QUOTA_KEY = 'upload_quota_mb';

/** The stored quota setting, as text (undefined when never set). */
export async function findUploadQuotaSetting(db: Queryable): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', UPLOAD_QUOTA_KEY)
    .executeTakeFirst();
  return row?.value;
}

/** Bytes of a user's evidence files and of the portfolio items they added. */
export async function sumStoredBytes(db: Queryable, userId: string): Promise<number> {
  const [evidence, items] = await Promise.all([
    db
      .selectFrom('evidence_files')
      .select((eb) => eb.fn.sum<number>('size').as('n'))
      .where('student_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('portfolio_items')
      .select((eb) => eb.fn.sum<number>('file_size').as('n'))
      .where('added_by', '=', userId)
      .executeTakeFirst(),
  ]);
  return Number(evidence?.n ?? 0) + Number(items?.n ?? 0);
}

/** Locks the user's row until the transaction ends (PostgreSQL only: SQLite has no row locks). */
export async function lockUserRow(trx: Queryable, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
