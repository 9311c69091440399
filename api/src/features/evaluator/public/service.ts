import { randomUUID } from 'node:crypto';
import type { EvaluationBody, Evaluation, EvaluatorPortfolio } from '@optio/contracts/evaluator';
import type { EvaluatorLinksTable } from '../../../db/tables/evaluator';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { Log } from '../../../lib/log';
import type { UploadStore } from '../../../lib/uploads';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { hashToken } from '../../../security/tokens';
import { linkStatus } from '../links/service';
import { findLinkByHash, insertEvaluation, insertView } from '../links/store';
import { portfolioDownload } from '../portfolio/download';
import { buildPortfolio, evaluationView } from '../portfolio/service';
import { findShareableFile } from '../portfolio/store';
import { thumbnail } from '../portfolio/thumbnail';

/** Unknown, expired and revoked tokens all answer exactly this. */
export const invalidLink = () =>
  new HttpError(404, 'This evaluator link is not valid: it may have expired or been revoked');

/** Who opened the link, for the audit of views. */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The active link behind a token, or the one 404 for every other case. */
async function activeLink(db: Queryable, token: string, now: Date): Promise<EvaluatorLinksTable> {
  if (!TOKEN.test(token)) throw invalidLink();
  const link = await findLinkByHash(db, hashToken(token));
  if (!link || linkStatus(link, now) !== 'active') throw invalidLink();
  return link;
}

async function audit(
  db: Queryable,
  link: EvaluatorLinksTable,
  what: 'portfolio' | 'pdf' | 'evaluation',
  visitor: Visitor,
  at: string,
): Promise<void> {
  await insertView(db, {
    id: randomUUID(),
    link_id: link.id,
    viewed_at: at,
    what,
    ip: visitor.ip.slice(0, 64),
    user_agent: visitor.userAgent?.slice(0, 300) ?? null,
  });
}

const rangeOf = (link: EvaluatorLinksTable) => ({ from: link.from_date, to: link.to_date });

/** The portfolio behind a link (read-only); each opening is one audited view. */
export async function viewPortfolio(
  db: Queryable,
  token: string,
  visitor: Visitor,
  now: Date,
): Promise<EvaluatorPortfolio> {
  const link = await activeLink(db, token, now);
  await audit(db, link, 'portfolio', visitor, now.toISOString());
  return buildPortfolio(db, link.student_id, rangeOf(link), now);
}

export async function downloadPortfolio(
  db: Queryable,
  store: UploadStore,
  log: Log,
  token: string,
  visitor: Visitor,
  now: Date,
) {
  const link = await activeLink(db, token, now);
  await audit(db, link, 'pdf', visitor, now.toISOString());
  return portfolioDownload(db, store, log, link.student_id, rangeOf(link), now);
}

/** A thumbnail of an image in the link's range; any other file id is the same 404. */
export async function linkThumbnail(
  db: Queryable,
  store: UploadStore,
  token: string,
  fileId: string,
  now: Date,
): Promise<Buffer> {
  const link = await activeLink(db, token, now);
  const file = await findShareableFile(db, link.student_id, fileId);
  const day = file?.completed_at.slice(0, 10);
  if (
    !file ||
    !file.mime.startsWith('image/') ||
    !day ||
    day < link.from_date ||
    day > link.to_date
  )
    throw new HttpError(404, 'File not found');
  const bytes = await thumbnail(store, file.storage_key);
  if (!bytes) throw new HttpError(404, 'File not found');
  return bytes;
}

/**
 * The evaluator's evaluation: recorded once per link (a second answers 409), dated no later
 * than today, and shown from then on in the portfolio and its PDF.
 */
export async function recordEvaluation(
  db: Queryable,
  token: string,
  body: EvaluationBody,
  visitor: Visitor,
  now: Date,
): Promise<Evaluation> {
  const link = await activeLink(db, token, now);
  if (body.date > now.toISOString().slice(0, 10)) {
    const message = 'The evaluation date cannot be in the future';
    throw new HttpError(400, message, { date: message });
  }
  const at = now.toISOString();
  const row = {
    id: randomUUID(),
    link_id: link.id,
    student_id: link.student_id,
    evaluator_name: body.name,
    credential: body.credential,
    evaluated_on: body.date,
    decision: body.decision,
    comment: body.comment,
    from_date: link.from_date,
    to_date: link.to_date,
    created_at: at,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await insertEvaluation(trx, row);
      await audit(trx, link, 'evaluation', visitor, at);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new HttpError(409, 'An evaluation was already recorded with this link');
    throw err;
  }
  return evaluationView(row);
}
