import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { learningDb } from './tables';

/** The default per-user storage quota; admins change it in the site settings. */
export const DEFAULT_UPLOAD_QUOTA_MB = 500;
export const UPLOAD_QUOTA_KEY = 'upload_quota_mb';
const MB = 1024 * 1024;

/** The per-user quota in MB (the `upload_quota_mb` site setting, else the default). */
export async function uploadQuotaMb(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', UPLOAD_QUOTA_KEY)
    .executeTakeFirst();
  const value = Number(row?.value);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_UPLOAD_QUOTA_MB;
}

/**
 * Bytes a user's uploads take: their evidence files and the portfolio items they added (their
 * own, or for a parent the items they added to a child's portfolio). Badge art and the site
 * logo are staff assets, and the one avatar is replaced, not added to: neither counts.
 */
export async function storageUsed(db: Kysely<Database>, userId: string): Promise<number> {
  const k = learningDb(db);
  const [evidence, items] = await Promise.all([
    k
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

const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** 413 with a clear message when `incoming` more bytes would take the user over their quota. */
export async function assertQuota(
  db: Kysely<Database>,
  userId: string,
  incoming: number,
): Promise<void> {
  if (incoming <= 0) return;
  const [quota, used] = await Promise.all([uploadQuotaMb(db), storageUsed(db, userId)]);
  if (used + incoming <= quota * MB) return;
  const message = `Not enough storage space: you have used ${mb(used)} MB of your ${quota} MB and this upload needs ${mb(incoming)} MB. Remove some files to make room.`;
  throw new HttpError(413, message);
}
