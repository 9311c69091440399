import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { safetyAlertMail } from './mail';
import type { Decision } from './safety/policy';
import type { SafetyAction, TutorDb } from './tables';
import { severityRank, type Flag } from '../safety';
import { toLanguage } from '../../lib/language';

/** Stores one incident per flag (inside the caller's transaction). */
export async function recordIncidents(
  trx: TutorDb,
  at: string,
  where: { studentId: string; conversationId: string; messageId: string },
  incidents: (Flag & { action: SafetyAction })[],
): Promise<void> {
  if (incidents.length === 0) return;
  await trx
    .insertInto('safety_incidents')
    .values(
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
    )
    .execute();
}

/**
 * E-mails every linked parent at once (after the incident is stored, before the reply streams):
 * always for self-harm, and for other high-severity flags when the parent kept alerts on.
 */
export async function alertParents(
  ctx: AppContext,
  k: TutorDb,
  log: FastifyBaseLogger,
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
    k.selectFrom('users').select('first_name').where('id', '=', studentId).executeTakeFirst(),
    k
      .selectFrom('parent_child_links')
      .innerJoin('users', 'users.id', 'parent_child_links.parent_id')
      .select(['users.email', 'users.language'])
      .where('parent_child_links.child_id', '=', studentId)
      .where('users.is_active', '=', 1)
      .execute(),
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
