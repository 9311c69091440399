import { randomUUID } from 'node:crypto';
import type { CreatedLink, EvaluatorLink } from '@optio/contracts/evaluator';
import { isUnder13 } from '@optio/contracts';
import type { EvaluatorLinksTable } from '../../../db/tables/evaluator';
import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { hashToken, randomToken } from '../../../security/tokens';
import { evaluationView, portfolioStudent, studentNotFound } from '../portfolio/service';
import { findStudent } from '../portfolio/store';
import { resolveRange } from '../rules';
import { findLink, insertLink, listEvaluationsByLink, listLinks, revokeLink } from './store';

const DAY_MS = 86_400_000;
export const linkNotFound = () => new HttpError(404, 'Evaluator link not found');

type LinkRow = EvaluatorLinksTable & { views?: number | string; last_viewed_at?: string | null };

export function linkStatus(row: EvaluatorLinksTable, now: Date): EvaluatorLink['status'] {
  if (row.revoked_at) return 'revoked';
  return row.expires_at <= now.toISOString() ? 'expired' : 'active';
}

function linkView(row: LinkRow, now: Date, evaluation: EvaluatorLink['evaluation']): EvaluatorLink {
  return {
    id: row.id,
    student_id: row.student_id,
    from: row.from_date,
    to: row.to_date,
    created_at: row.created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    status: linkStatus(row, now),
    views: Number(row.views ?? 0),
    last_viewed_at: (row.last_viewed_at as string | null | undefined) ?? null,
    evaluation,
  };
}

/**
 * Who may create and manage a student's evaluator links: a linked parent (for any age), or the
 * student themself from 13 (under 13 the parent does it, as with every public step of a
 * child's records). Admins may list them (support) but not create or revoke for a family.
 */
async function managedStudent(
  db: Queryable,
  user: AuthUser,
  studentId: string | undefined,
  at: string,
  forWrite: boolean,
): Promise<string> {
  const id = await portfolioStudent(db, user, studentId, 'evaluator links', at);
  if (forWrite && user.role === 'admin') throw studentNotFound();
  if (user.role === 'student') {
    const me = await findStudent(db, id);
    if (me?.date_of_birth && isUnder13(me.date_of_birth, new Date(at))) {
      throw new HttpError(403, 'A parent creates evaluator links for a student under 13');
    }
  }
  return id;
}

export async function createLink(
  db: Queryable,
  user: AuthUser,
  body: { student_id?: string; from?: string; to?: string; lifetime_days: number },
  now: Date,
): Promise<CreatedLink> {
  const at = now.toISOString();
  const studentId = await managedStudent(db, user, body.student_id, at, true);
  const range = resolveRange(now, body.from, body.to);
  const token = randomToken();
  const row: EvaluatorLinksTable = {
    id: randomUUID(),
    student_id: studentId,
    created_by: user.id,
    token_hash: hashToken(token),
    from_date: range.from,
    to_date: range.to,
    created_at: at,
    expires_at: new Date(now.getTime() + body.lifetime_days * DAY_MS).toISOString(),
    revoked_at: null,
  };
  await insertLink(db, row);
  return { ...linkView(row, now, null), token, path: `/evaluate/${token}` };
}

export async function listStudentLinks(
  db: Queryable,
  user: AuthUser,
  studentId: string | undefined,
  now: Date,
): Promise<EvaluatorLink[]> {
  const id = await managedStudent(db, user, studentId, now.toISOString(), false);
  const rows = await listLinks(db, id);
  const evaluations = await listEvaluationsByLink(
    db,
    rows.map((r) => r.id),
  );
  const byLink = new Map(evaluations.map((e) => [e.link_id, evaluationView(e)]));
  return rows.map((r) => linkView(r, now, byLink.get(r.id) ?? null));
}

/** Revokes a link: from then on its token answers the same 404 as an unknown one. */
export async function revokeStudentLink(
  db: Queryable,
  user: AuthUser,
  linkId: string,
  now: Date,
): Promise<EvaluatorLink> {
  const link = await findLink(db, linkId);
  if (!link) throw linkNotFound();
  try {
    await managedStudent(db, user, link.student_id, now.toISOString(), true);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) throw linkNotFound();
    throw err;
  }
  await revokeLink(db, link.id, now.toISOString());
  const links = await listStudentLinks(db, user, link.student_id, now);
  return links.find((l) => l.id === link.id)!;
}
