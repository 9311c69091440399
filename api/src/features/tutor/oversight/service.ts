import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { SAFETY_CATEGORIES } from '../../safety';
import { loadSettings } from '../settings';
import {
  countParentVisibleMessages,
  findConversation,
  findParentLink,
  listConversations,
  listMessages,
  listParentVisibleIncidents,
  upsertSettingsRow,
} from '../store';
import { SEVERITIES, TUTOR_MODES, type TutorMode } from '../tables';
import { toConversation, toIncident, toMessage } from '../views';

/** docs/product.md#calls `/api/tutor/parent/...`: a linked parent's view of the child's tutor use. */
type Ctx = Pick<AppContext, 'db' | 'config'>;

const childNotFound = () => new HttpError(404, 'Child not found');

/** Only a parent linked to the child gets past this; everyone else sees the same 404. */
export async function assertLinked(k: Queryable, parentId: string, childId: string): Promise<void> {
  if (!(await findParentLink(k, parentId, childId))) throw childNotFound();
}

const countBy = <K extends string>(keys: readonly K[], values: K[]) =>
  Object.fromEntries(keys.map((key) => [key, values.filter((v) => v === key).length])) as Record<
    K,
    number
  >;

export async function childConversations(ctx: Ctx, parentId: string, childId: string) {
  const k = ctx.db.kysely;
  await assertLinked(k, parentId, childId);
  const [settings, rows, counts] = await Promise.all([
    loadSettings(k, childId),
    listConversations(k, childId),
    countParentVisibleMessages(k, childId),
  ]);
  const byId = new Map(counts.map((c) => [c.conversation_id, c]));
  return {
    monitoring: settings.monitoring,
    conversations: rows.map((row) => ({
      ...toConversation(row),
      message_count: Number(byId.get(row.id)?.n ?? 0),
      flagged_count: Number(byId.get(row.id)?.flagged ?? 0),
    })),
  };
}

/** A linked child's conversation, readable while monitoring is on. */
export async function childConversationMessages(
  ctx: Ctx,
  parentId: string,
  conversationId: string,
) {
  const k = ctx.db.kysely;
  const conversation = await findConversation(k, conversationId);
  if (!conversation) throw new HttpError(404, 'Conversation not found');
  await assertLinked(k, parentId, conversation.student_id).catch(() => {
    throw new HttpError(404, 'Conversation not found');
  });
  const settings = await loadSettings(k, conversation.student_id);
  if (!settings.monitoring) {
    throw new HttpError(
      403,
      'Conversation monitoring is off for this child. Turn it on in the tutor settings to read conversations.',
    );
  }
  const rows = await listMessages(k, conversation.id, true);
  return { conversation: toConversation(conversation), messages: rows.map(toMessage) };
}

export async function childSafetyReport(ctx: Ctx, parentId: string, childId: string) {
  const k = ctx.db.kysely;
  await assertLinked(k, parentId, childId);
  // The store leaves abuse flags out; dropping them here too is a second guard.
  const rows = (await listParentVisibleIncidents(k, childId)).filter((r) => r.category !== 'abuse');
  return {
    summary: {
      total: rows.length,
      open: rows.filter((r) => r.status === 'open').length,
      by_category: countBy(
        SAFETY_CATEGORIES,
        rows.map((r) => r.category),
      ),
      by_severity: countBy(
        SEVERITIES,
        rows.map((r) => r.severity),
      ),
    },
    incidents: rows.slice(0, 200).map(toIncident),
  };
}

export async function childSettings(ctx: Ctx, parentId: string, childId: string) {
  await assertLinked(ctx.db.kysely, parentId, childId);
  return loadSettings(ctx.db.kysely, childId);
}

/** The daily limit can only go down from the tier's default. */
export async function changeChildSettings(
  ctx: Ctx,
  parentId: string,
  childId: string,
  body: {
    enabled?: boolean;
    daily_limit?: number;
    allowed_modes?: TutorMode[];
    monitoring?: boolean;
    email_alerts?: boolean;
  },
) {
  const k = ctx.db.kysely;
  await assertLinked(k, parentId, childId);
  const current = await loadSettings(k, childId);
  if (body.daily_limit !== undefined && body.daily_limit > current.tier_limit) {
    const message = `The daily limit can be at most ${current.tier_limit} on the ${current.tier} plan`;
    throw new HttpError(400, message, { daily_limit: message });
  }
  const next = {
    enabled: body.enabled ?? current.enabled,
    daily_limit: body.daily_limit ?? current.daily_limit,
    allowed_modes: TUTOR_MODES.filter((m) =>
      (body.allowed_modes ?? current.allowed_modes).includes(m),
    ),
    monitoring: body.monitoring ?? current.monitoring,
    email_alerts: body.email_alerts ?? current.email_alerts,
  };
  await upsertSettingsRow(k, {
    student_id: childId,
    enabled: next.enabled ? 1 : 0,
    daily_limit: next.daily_limit,
    allowed_modes: JSON.stringify(next.allowed_modes),
    monitoring: next.monitoring ? 1 : 0,
    email_alerts: next.email_alerts ? 1 : 0,
    updated_by: parentId,
    updated_at: ctx.config.now().toISOString(),
  });
  return loadSettings(k, childId);
}
