import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { tutorDb, type TutorDb } from '../tutor/tables';

const tutorDbOf = (ctx: AppContext): TutorDb => tutorDb(ctx.db.kysely);
import { surfaceAlertMail } from './mail';
import type { ItemSurface, SurfaceOutcome } from './rules';
import { toLanguage } from '../../lib/language';

/**
 * Stores one incident per flag for each child the item involves (inside the caller's
 * transaction), in the tutor's `safety_incidents` table: one safety queue for every surface.
 */
export async function recordItemIncidents(
  trx: TutorDb,
  at: string,
  where: { surface: ItemSurface; itemId: string; studentIds: string[] },
  outcome: SurfaceOutcome,
): Promise<void> {
  const rows = where.studentIds.flatMap((studentId) =>
    outcome.incidents.map((f) => ({
      id: randomUUID(),
      student_id: studentId,
      conversation_id: null,
      message_id: null,
      category: f.category,
      severity: f.severity,
      action_taken: f.action,
      excerpt: f.excerpt.slice(0, 300),
      created_at: at,
      status: 'open' as const,
      reviewed_by: null,
      resolved_at: null,
      resolution_note: null,
      surface: where.surface,
      item_id: where.itemId,
      hidden_from_parents: outcome.hiddenFromParents ? 1 : 0,
    })),
  );
  if (rows.length > 0) await trx.insertInto('safety_incidents').values(rows).execute();
}

/** The e-mail addresses of a child's linked parents whose accounts are active. */
export async function linkedParents(
  k: TutorDb,
  childId: string,
): Promise<{ email: string; language: string | null }[]> {
  return k
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.parent_id')
    .select(['users.email', 'users.language'])
    .where('parent_child_links.child_id', '=', childId)
    .where('users.is_active', '=', 1)
    .execute();
}

/**
 * E-mails the linked parents of each child named, after the item is stored (never for possible
 * abuse: `outcome.parentAlert` is null then). Sending runs in the background; a failed mail is
 * logged and the incident stays in the queue and the parent's safety view.
 */
export async function alertParentsOf(
  ctx: AppContext,
  k: TutorDb,
  log: FastifyBaseLogger,
  childIds: string[],
  surface: ItemSurface,
  outcome: SurfaceOutcome,
): Promise<void> {
  const alert = outcome.parentAlert;
  if (!alert) return;
  const flag = outcome.incidents.find((f) => f.category === alert);
  if (!flag) return;
  for (const childId of childIds) {
    const [child, parents] = await Promise.all([
      k.selectFrom('users').select('first_name').where('id', '=', childId).executeTakeFirst(),
      linkedParents(k, childId),
    ]);
    const reportUrl = `${ctx.config.publicUrl}/parent/dashboard/${childId}/tutor`;
    for (const parent of parents) {
      const lng = toLanguage(parent.language);
      const sending = ctx.mailer
        .send(
          surfaceAlertMail({
            to: parent.email,
            childFirstName: child?.first_name ?? (lng === 'es' ? 'Su hijo o hija' : 'Your child'),
            surface,
            alert,
            excerpt: flag.excerpt,
            reportUrl,
            lng,
          }),
        )
        .catch((err: unknown) => log.error({ err }, 'safety alert mail failed'));
      ctx.background.add(sending);
      void sending.finally(() => ctx.background.delete(sending));
    }
  }
}

/**
 * After a piece of evidence is stored: its incidents (inside the caller's transaction) are
 * recorded by `recordItemIncidents`; this tells the author's parents (self-harm) or the child's
 * parents (sexual content, grooming) once the transaction has committed.
 */
export async function alertForEvidence(
  ctx: AppContext,
  log: FastifyBaseLogger,
  studentId: string,
  outcome: SurfaceOutcome,
): Promise<void> {
  await alertParentsOf(ctx, tutorDbOf(ctx), log, [studentId], 'evidence', outcome);
}
