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
 * E-mails every linked parent at once (after the incident is stored, before the reply streams):
 * always for self-harm, and for other high-severity flags when the parent kept alerts on.
 */
export async function alertParents(
  ctx: AppContext,
  k: Queryable,
  log: Log,
  studentId: string,
  decision: Decision,
  emailAlerts: boolean,
): Promise<void> {
  if (!decision.mustAlertParents && !(decision.mayAlertParents && emailAlerts)) return;
  const flag = decision.incidents
    .filter((f) =>
      decision.mustAlertParents ? f.category === 'self_harm' : f.category !== 'abuse',
    )
    .sort((a, b) => severityRank(b.severity) - severityRank(a.severity))[0];
  if (!flag) return;
  const [child, parents] = await Promise.all([
    findUserFirstName(k, studentId),
    linkedParents(k, studentId),
  ]);
  const reportUrl = `${ctx.config.publicUrl}/parent/dashboard/${studentId}/tutor`;
  for (const parent of parents) {
    const sending = ctx.mailer
      .send(
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
      )
      .catch((err: unknown) => log.error({ err }, 'tutor safety alert mail failed'));
    ctx.background.add(sending);
    void sending.finally(() => ctx.background.delete(sending));
  }
}
