import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { IncidentSurface } from '../../db/tables/tutor';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { toLanguage } from '../../lib/language';
import type { Log } from '../../lib/log';
import { writeAudit } from '../admin';
import { surfaceAlertMail } from './mail';
import type { ItemSurface, SurfaceOutcome } from './rules';
import {
  findDirectMessageStatus,
  findEncouragementStatus,
  findEvidenceHold,
  findFirstName,
  findPortfolioItemHold,
  insertIncidentRows,
  listActiveParents,
  listHeldIds,
  listItemIncidents,
  releaseDirectMessage,
  releaseEncouragement,
  releaseEvidence,
  resolveOpenItemIncidents,
} from './store';

/**
 * Stores one incident per flag for each child the item involves (inside the caller's
 * transaction), in the tutor's `safety_incidents` table: one safety queue for every surface.
 */
export async function recordItemIncidents(
  trx: Queryable,
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
  await insertIncidentRows(trx, rows);
}

/** The e-mail addresses of a child's linked parents whose accounts are active. */
export async function linkedParents(
  k: Queryable,
  childId: string,
): Promise<{ email: string; language: string | null }[]> {
  return listActiveParents(k, childId);
}

/**
 * Writes the alert mails to the linked parents of each child named, in the transaction that
 * stores the item (never for possible abuse: `outcome.parentAlert` is null then); the caller
 * calls `ctx.mailer.deliverSoon()` once it commits. Resolves with how many mails were queued.
 */
export async function alertParentsOf(
  ctx: AppContext,
  trx: Queryable,
  log: Log,
  childIds: string[],
  surface: ItemSurface,
  outcome: SurfaceOutcome,
): Promise<number> {
  const alert = outcome.parentAlert;
  if (!alert) return 0;
  const flag = outcome.incidents.find((f) => f.category === alert);
  if (!flag) return 0;
  let queued = 0;
  for (const childId of childIds) {
    const [child, parents] = await Promise.all([
      findFirstName(trx, childId),
      linkedParents(trx, childId),
    ]);
    const reportUrl = `${ctx.config.publicUrl}/parent/dashboard/${childId}/tutor`;
    for (const parent of parents) {
      const lng = toLanguage(parent.language);
      await ctx.mailer.enqueue(
        trx,
        surfaceAlertMail({
          to: parent.email,
          childFirstName: child?.first_name ?? (lng === 'es' ? 'Su hijo o hija' : 'Your child'),
          surface,
          alert,
          excerpt: flag.excerpt,
          reportUrl,
          lng,
        }),
      );
      queued += 1;
    }
  }
  if (queued > 0) log.info({ surface, alert, queued }, 'safety alert mail queued for parents');
  return queued;
}

/**
 * Evidence's alerts: its incidents are recorded by `recordItemIncidents` and its parents' mails
 * written here, both in the caller's transaction: the author's parents (self-harm) or the
 * child's parents (sexual content, grooming).
 */
export async function alertForEvidence(
  ctx: AppContext,
  trx: Queryable,
  log: Log,
  studentId: string,
  outcome: SurfaceOutcome,
): Promise<number> {
  return alertParentsOf(ctx, trx, log, [studentId], 'evidence', outcome);
}

/** Is this item still held? null when it no longer exists (deleted with its account). */
export async function isHeld(
  k: Queryable,
  surface: IncidentSurface,
  id: string,
): Promise<boolean | null> {
  switch (surface) {
    case 'direct_message': {
      const row = await findDirectMessageStatus(k, id);
      return row ? row.status === 'held' : null;
    }
    case 'encouragement': {
      const row = await findEncouragementStatus(k, id);
      return row ? row.status === 'held' : null;
    }
    case 'evidence': {
      // Held evidence is either a task's evidence or a portfolio item (same surface).
      const [evidence, item] = await Promise.all([
        findEvidenceHold(k, id),
        findPortfolioItemHold(k, id),
      ]);
      const row = evidence ?? item;
      return row ? row.safety_hold === 1 : null;
    }
    case 'tutor':
    case 'report':
      return null;
  }
}

/** Lifts the hold (delivers the message, lets the evidence be shared); in the caller's transaction. */
async function releaseItem(trx: Queryable, surface: IncidentSurface, id: string): Promise<void> {
  if (surface === 'direct_message') await releaseDirectMessage(trx, id);
  else if (surface === 'encouragement') await releaseEncouragement(trx, id);
  else if (surface === 'evidence') await releaseEvidence(trx, id);
}

/** Which of these ids are held right now (for the safety queue). */
export async function heldAmong(k: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set(await listHeldIds(k, ids));
}

/**
 * An admin's decision on a held item: release it, or keep it held for good. Either way its
 * open incidents are resolved with the note, and the decision is audited, in one transaction.
 */
export async function decideHeldItem(
  ctx: Pick<AppContext, 'db' | 'config'>,
  adminId: string,
  id: string,
  note: string,
  decision: 'release' | 'keep_held',
) {
  const at = ctx.config.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const incidents = await listItemIncidents(trx, id);
    const surface = incidents[0]?.surface;
    if (!surface || surface === 'tutor') throw new HttpError(404, 'Held item not found');
    const held = await isHeld(trx, surface, id);
    if (held === null) throw new HttpError(404, 'Held item not found');
    if (!held) throw new HttpError(409, 'This item is not held (it was already released)');
    const open = incidents.filter((i) => i.status === 'open');
    if (decision === 'keep_held' && open.length === 0) {
      throw new HttpError(409, 'This item was already reviewed and kept held');
    }
    if (decision === 'release') await releaseItem(trx, surface, id);
    if (open.length > 0) await resolveOpenItemIncidents(trx, id, { reviewedBy: adminId, at, note });
    await writeAudit(trx, {
      actorId: adminId,
      action: decision === 'release' ? 'safety_item.release' : 'safety_item.keep_held',
      targetType: surface,
      targetId: id,
      details: {
        old: { held: true },
        new: { held: decision === 'keep_held', note },
        categories: [...new Set(incidents.map((i) => i.category))],
        student_ids: [...new Set(incidents.map((i) => i.student_id))],
      },
      at,
    });
    return {
      item_id: id,
      surface,
      held: decision === 'keep_held',
      resolved_incidents: open.length,
    };
  });
}
