import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../lib/errors';
import { screenFields } from '../../safety-surfaces/screen';
import { linkedChild } from '../access/service';
import * as store from './store';
import { enrolInQuest, DEFAULT_SUBJECT, PILLARS, type Pillar } from '../../learning';
import { assertQuotaInTransaction } from '../../../lib/uploads';
import { applyVisibilityApproval } from '../../records';
import { alertForEvidence, recordItemIncidents } from '../../safety-surfaces';

/** The logger the safety alerts take (the request's logger fits it). */
export type AlertLog = Parameters<typeof alertForEvidence>[2];

export interface ParentEvidenceInput {
  title: string;
  description: string;
  pillar: Pillar | null;
  link: string | null;
  work_date: string | null;
  confidential: boolean;
  file: { name: string; mime: string; key: string; size: number } | null;
}

/**
 * Stores evidence a parent documented for a linked child, waiting for the child's decision. The
 * link is checked before the form is read (so nothing is stored for someone else's child); the
 * text goes through the safety screen and its incidents are stored in the same transaction.
 */
export async function addParentEvidence(
  ctx: AppContext,
  log: AlertLog,
  parentId: string,
  childId: string,
  readForm: () => Promise<ParentEvidenceInput>,
) {
  const db = ctx.db.kysely;
  const child = await linkedChild(db, parentId, childId);
  const input = await readForm();
  const id = randomUUID();
  const { outcome, stored } = await screenFields({
    surface: 'evidence',
    fields: { title: input.title, description: input.description },
    authorIsChild: false,
  });
  const at = ctx.config.now().toISOString();
  const alerts = await db.transaction().execute(async (trx) => {
    // The parent's own quota: the items they add count as their storage.
    await assertQuotaInTransaction(trx, ctx.db.engine, parentId, input.file?.size ?? 0);
    await store.insertPortfolioItem(trx, {
      id,
      student_id: child.id,
      source: 'parent',
      added_by: parentId,
      status: 'pending',
      title: stored.title,
      description: stored.description,
      pillar: input.pillar,
      link_url: input.link,
      file_key: input.file?.key ?? null,
      file_name: input.file?.name ?? null,
      file_mime: input.file?.mime ?? null,
      file_size: input.file?.size ?? null,
      work_date: input.work_date,
      is_public: 0,
      confidential: input.confidential ? 1 : 0,
      created_at: at,
      decided_at: null,
      safety_hold: outcome.held ? 1 : 0,
    });
    await recordItemIncidents(
      trx,
      at,
      { surface: 'evidence', itemId: id, studentIds: [child.id] },
      outcome,
    );
    return alertForEvidence(ctx, trx, log, child.id, outcome);
  });
  if (alerts > 0) ctx.mailer.deliverSoon();
  return {
    id,
    status: 'pending' as const,
    held: outcome.held,
    held_categories: outcome.heldCategories,
  };
}

/** Approves or declines a linked child's request to make their diploma or portfolio public. */
export async function decideVisibilityRequest(
  ctx: AppContext,
  parentId: string,
  id: string,
  decision: 'approved' | 'declined',
): Promise<void> {
  const db = ctx.db.kysely;
  const req = await store.findPendingVisibilityRequestOfParent(db, id, parentId);
  if (!req) throw new HttpError(404, 'Request not found');
  const at = ctx.config.now();
  // Approval goes through the records feature, which owns what "public" means.
  const changed =
    decision === 'approved'
      ? await applyVisibilityApproval(db, req.id, parentId, at)
      : await store.markVisibilityRequestDeclined(db, req.id, parentId, at.toISOString());
  if (!changed) throw new HttpError(404, 'Request not found');
}

export interface PrivateQuestInput {
  title: string;
  description: string;
  tasks: { title: string; description: string; pillar: Pillar; xp: number }[];
}

/**
 * A private quest for a linked child, already picked up: inactive, so it is never in the
 * catalogue and nobody else can pick it up or open it. One transaction.
 */
export async function createPrivateQuest(
  ctx: AppContext,
  parentId: string,
  childId: string,
  { title, description, tasks }: PrivateQuestInput,
): Promise<{ id: string }> {
  const db = ctx.db.kysely;
  const child = await linkedChild(db, parentId, childId);
  const at = ctx.config.now().toISOString();
  const questId = randomUUID();
  const pillars = PILLARS.filter((p) => tasks.some((t) => t.pillar === p));
  await db.transaction().execute(async (trx) => {
    await store.insertQuest(trx, {
      id: questId,
      slug: `private-${questId}`,
      title,
      description,
      short_description: description.slice(0, 280),
      big_idea: '',
      cover_image_url: null,
      created_by: parentId,
      pillars: pillars.join(','),
      total_xp: tasks.reduce((a, t) => a + t.xp, 0),
      is_active: 0,
      created_at: at,
    });
    await store.insertPrivateQuest(trx, {
      quest_id: questId,
      child_id: child.id,
      created_by: parentId,
      created_at: at,
    });
    const templates = tasks.map((t, i) => ({
      id: randomUUID(),
      quest_id: questId,
      title: t.title,
      description: t.description,
      pillar: t.pillar,
      xp: t.xp,
      required: 1,
      position: i,
      created_at: at,
    }));
    await store.insertQuestTasks(trx, templates);
    await store.insertTaskSubjects(
      trx,
      templates.map((t) => ({ quest_task_id: t.id, subject: DEFAULT_SUBJECT[t.pillar], xp: t.xp })),
    );
    await enrolInQuest(trx, child.id, questId, at);
  });
  return { id: questId };
}
