import type { Queryable } from '../../../db/types';
import type {
  EvaluationsTable,
  EvaluatorLinksTable,
  EvaluatorLinkViewsTable,
} from '../../../db/tables/evaluator';

export async function insertLink(db: Queryable, row: EvaluatorLinksTable): Promise<void> {
  await db.insertInto('evaluator_links').values(row).execute();
}

/** The student's links, newest first, with how often each was opened and when last. */
export function listLinks(db: Queryable, studentId: string) {
  return db
    .selectFrom('evaluator_links')
    .leftJoin('evaluator_link_views', 'evaluator_link_views.link_id', 'evaluator_links.id')
    .selectAll('evaluator_links')
    .select((eb) => [
      eb.fn.count<number>('evaluator_link_views.id').as('views'),
      eb.fn.max('evaluator_link_views.viewed_at').as('last_viewed_at'),
    ])
    .where('evaluator_links.student_id', '=', studentId)
    .groupBy([
      'evaluator_links.id',
      'evaluator_links.student_id',
      'evaluator_links.created_by',
      'evaluator_links.token_hash',
      'evaluator_links.from_date',
      'evaluator_links.to_date',
      'evaluator_links.created_at',
      'evaluator_links.expires_at',
      'evaluator_links.revoked_at',
    ])
    .orderBy('evaluator_links.created_at', 'desc')
    .execute();
}

export function findLink(db: Queryable, id: string) {
  return db.selectFrom('evaluator_links').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findLinkByHash(db: Queryable, tokenHash: string) {
  return db
    .selectFrom('evaluator_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Revokes a link once (a revoked link keeps its first date). */
export async function revokeLink(db: Queryable, id: string, at: string): Promise<void> {
  await db
    .updateTable('evaluator_links')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertView(db: Queryable, row: EvaluatorLinkViewsTable): Promise<void> {
  await db.insertInto('evaluator_link_views').values(row).execute();
}

export function listEvaluationsByLink(db: Queryable, linkIds: string[]) {
  if (linkIds.length === 0) return Promise.resolve([] as EvaluationsTable[]);
  return db.selectFrom('evaluations').selectAll().where('link_id', 'in', linkIds).execute();
}

export async function insertEvaluation(db: Queryable, row: EvaluationsTable): Promise<void> {
  await db.insertInto('evaluations').values(row).execute();
}
