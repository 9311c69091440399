import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import type { Log } from '../../lib/log';
import { safetyAlertMail } from './mail';
import type { Decision } from './safety/policy';
import { linkedParents } from '../safety-surfaces';
import { findUserFirstName, insertIncidents } from './store';
import type { SafetyAction } from './tables';
import { severityRank, type Flag } from '../safety';
import { toLanguage } from '../../lib/language';

/** Stores one incident per flag (inside the caller's transaction). */
export async function recordIncidents(
  trx: Queryable,
  at: string,
  where: { studentId: string; conversationId: string; messageId: string },
  incidents: (Flag & { action: SafetyAction })[],
): Promise<void> {
  await insertIncidents(
    trx,
    incidents.map((f) => ({
      id: randomUUID(),
      student_id: where.studentId,
      conversation_id: where.conversationId,
      message_id: where.messageId,
      category: f.category,
      severity: f.severity,
      action_taken: f.action,
      excerpt: f.excerpt,
      created_at: at,
      status: 'open' as const,
      reviewed_by: null,
      resolved_at: null,
      resolution_note: null,
      surface: 'tutor' as const,
      item_id: null,
      hidden_from_parents: 0,
    })),
  );
}

/**
 * Writes the alert mails to every linked parent in the transaction that stores the message
 * (they are sent as soon as it commits, before the reply streams): always for self-harm, and
 * for other high-severity flags when the parent kept alerts on. Resolves with how many.
 */
export async function alertParents(
  ctx: AppContext,
  trx: Queryable,
  log: Log,
  studentId: string,
  decision: Decision,
  emailAlerts: boolean,
): Promise<number> {
  if (!decision.mustAlertParents && !(decision.mayAlertParents && emailAlerts)) return 0;
  const flag = decision.incidents
    .filter((f) =>
      decision.mustAlertParents ? f.category === 'self_harm' : f.category !== 'abuse',
    )
    .sort((a, b) => severityRank(b.severity) - severityRank(a.severity))[0];
  if (!flag) return 0;
  const [child, parents] = await Promise.all([
    findUserFirstName(trx, studentId),
    linkedParents(trx, studentId),
  ]);
  const reportUrl = `${ctx.config.publicUrl}/parent/dashboard/${studentId}/tutor`;
  for (const parent of parents) {
    await ctx.mailer.enqueue(
      trx,
      safetyAlertMail({
        to: parent.email,
        childFirstName:
          child?.first_name ??
          (toLanguage(parent.language) === 'es' ? 'Su hijo o hija' : 'Your child'),
        category: flag.category,
        excerpt: flag.excerpt,
        reportUrl,
        lng: toLanguage(parent.language),
      }),
    );
  }
  if (parents.length > 0)
    log.info({ category: flag.category, queued: parents.length }, 'tutor safety alert queued');
  return parents.length;
}
