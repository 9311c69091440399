import type { Engine } from '../../db/connect';
import type { Queryable } from '../../db/types';
import { HttpError } from '../errors';
import {
  findUploadQuotaSetting,
  lockUserRow,
  sumStoredBytes,
  UPLOAD_QUOTA_KEY,
} from './quota-store';

export { UPLOAD_QUOTA_KEY };

/** The default per-user storage quota; admins change it in the site settings. */
export const DEFAULT_UPLOAD_QUOTA_MB = 500;
const MB = 1024 * 1024;

/** The per-user quota in MB (the `upload_quota_mb` site setting, else the default). */
export async function uploadQuotaMb(db: Queryable): Promise<number> {
  const value = Number(await findUploadQuotaSetting(db));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_UPLOAD_QUOTA_MB;
}

/**
 * Bytes a user's uploads take: their evidence files and the portfolio items they added (their
 * own, or for a parent the items they added to a child's portfolio). Badge art and the site
 * logo are staff assets, and the one avatar is replaced, not added to: neither counts.
 */
export const storageUsed = (db: Queryable, userId: string): Promise<number> =>
  sumStoredBytes(db, userId);

const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** 413 with a clear message when `incoming` more bytes would take the user over their quota. */
export async function assertQuota(db: Queryable, userId: string, incoming: number): Promise<void> {
  if (incoming <= 0) return;
  const [quota, used] = await Promise.all([uploadQuotaMb(db), storageUsed(db, userId)]);
  if (used + incoming <= quota * MB) return;
  const message = `Not enough storage space: you have used ${mb(used)} MB of your ${quota} MB and this upload needs ${mb(incoming)} MB. Remove some files to make room.`;
  throw new HttpError(413, message);
}

/**
 * The quota check inside the transaction that then inserts the file rows, so two uploads at the
 * very edge cannot both pass: SQLite runs one write transaction at a time, and on PostgreSQL the
 * uploader's row is locked first, so the second upload counts the first one's bytes.
 */
export async function assertQuotaInTransaction(
  trx: Queryable,
  engine: Engine,
  userId: string,
  incoming: number,
): Promise<void> {
  if (incoming <= 0) return;
  if (engine === 'postgres') await lockUserRow(trx, userId);
  await assertQuota(trx, userId, incoming);
}
