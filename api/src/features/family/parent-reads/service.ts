import type { AppContext } from '../../../context';
import { HttpError } from '../../../lib/errors';
import { withheldFromParents } from '../../safety-surfaces/withheld';
import { readableChild, type ChildReader } from '../access/service';
import { learningRhythm, longestStreak, pillarBalance, weeklySeries } from '../insights';
import * as store from './store';
import {
  calendarItems,
  studentDashboard,
  PILLARS,
  streakDays,
  type Pillar,
  studentTaskViews,
} from '../../learning';
import type { StoredFile } from '../../../lib/uploads';
import { canReadConfidential, CONFIDENTIAL_REFUSED } from '../../records';

const DAY = 86_400_000;
export const COMPLETIONS_PAGE_SIZE = 20;

/** Parent-documented evidence, its held text withheld. */
async function parentEvidence(ctx: AppContext, childId: string) {
  const rows = await store.listParentEvidence(ctx.db.kysely, childId);
  return rows.map(({ safety_hold, ...x }) => ({
    ...x,
    ...withheldFromParents({ title: x.title, description: x.description }, safety_hold === 1),
    pillar: (x.pillar as Pillar | null) ?? null,
    held: safety_hold === 1,
  }));
}

/** A child's dashboard with this week's wins, their rhythm and what waits for the parent. */
export async function parentDashboard(ctx: AppContext, reader: ChildReader, childId: string) {
  const db = ctx.db.kysely;
  const child = await readableChild(db, reader, childId);
  const now = ctx.config.now();
  const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
  const today = now.toISOString().slice(0, 10);
  const [base, items, week, questsDone, lastActivity, visibility, evidence] = await Promise.all([
    studentDashboard(db, child.id, now),
    calendarItems(db, child.id),
    store.listXpSince(db, child.id, weekAgo),
    store.countQuestsCompletedSince(db, child.id, weekAgo),
    store.findLastCompletionAt(db, child.id),
    store.listPendingVisibilityRequests(db, child.id),
    parentEvidence(ctx, child.id),
  ]);
  const overdue = items.filter((i) => !i.completed && i.due_date < today).length;
  return {
    ...base,
    child,
    weekly_wins: {
      tasks_completed: week.length,
      xp: week.reduce((a, w) => a + Number(w.xp), 0),
      quests_completed: questsDone,
      highlights: week
        .slice(0, 5)
        .map((w) => ({ task_id: w.id, title: w.title, pillar: w.pillar })),
    },
    rhythm: {
      status: learningRhythm(overdue, lastActivity, now),
      overdue,
      last_activity_at: lastActivity,
    },
    approvals: {
      visibility_requests: visibility,
      parent_evidence: evidence.filter((e) => e.status === 'pending'),
    },
  };
}

export async function parentCalendar(
  ctx: AppContext,
  reader: ChildReader,
  childId: string,
  range: { from?: string; to?: string },
) {
  const child = await readableChild(ctx.db.kysely, reader, childId);
  return { items: await calendarItems(ctx.db.kysely, child.id, range) };
}

/** XP and completed tasks per week, the last 12 weeks. */
export async function parentProgress(ctx: AppContext, reader: ChildReader, childId: string) {
  const child = await readableChild(ctx.db.kysely, reader, childId);
  const ledger = await store.listXpLedger(ctx.db.kysely, child.id);
  return {
    weeks: weeklySeries(
      ledger.map((l) => ({ xp: Number(l.xp), created_at: l.created_at })),
      12,
      ctx.config.now(),
    ),
  };
}

/** Pillar balance, streaks and the last 30 days' activity. */
export async function parentInsights(ctx: AppContext, reader: ChildReader, childId: string) {
  const db = ctx.db.kysely;
  const child = await readableChild(db, reader, childId);
  const now = ctx.config.now();
  const [byPillar, completedAt] = await Promise.all([
    store.sumXpByPillar(db, child.id),
    store.listCompletionTimes(db, child.id),
  ]);
  const xp = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const row of byPillar) xp[row.pillar] = Number(row.xp ?? 0);
  const since = new Date(now.getTime() - 30 * DAY).toISOString();
  const recent = completedAt.filter((c) => c >= since);
  return {
    ...pillarBalance(xp),
    streak_days: streakDays(completedAt, now),
    longest_streak_days: longestStreak(completedAt),
    active_days_30: new Set(recent.map((c) => c.slice(0, 10))).size,
    tasks_completed_30: recent.length,
  };
}

export async function parentCompletions(
  ctx: AppContext,
  reader: ChildReader,
  childId: string,
  page: number,
) {
  const db = ctx.db.kysely;
  const child = await readableChild(db, reader, childId);
  const pageSize = COMPLETIONS_PAGE_SIZE;
  const [total, rows] = await Promise.all([
    store.countCompletions(db, child.id),
    store.listCompletionsPage(db, child.id, { limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  return {
    items: rows.map((x) => ({
      ...x,
      xp: Number(x.xp),
      confidential: Boolean(x.confidential),
      evidence_count: Number(x.evidence_count ?? 0),
    })),
    page,
    page_size: pageSize,
    total,
  };
}

/**
 * One task with all its evidence: parents see confidential evidence (held text withheld); an
 * admin reading for support sees that confidential evidence exists, not what it says.
 */
export async function parentTask(
  ctx: AppContext,
  reader: ChildReader,
  childId: string,
  taskId: string,
) {
  const db = ctx.db.kysely;
  const child = await readableChild(db, reader, childId);
  const row = await store.findStudentTask(db, taskId, child.id);
  if (!row) throw new HttpError(404, 'Task not found');
  const quest = await store.getQuestTitle(db, row.quest_id);
  const [task] = await studentTaskViews(db, [row]);
  const mayOpen = await canReadConfidential(db, reader.user, child.id);
  return {
    child,
    quest,
    task: {
      ...task!,
      evidence: task!.evidence.map((e) =>
        e.confidential && !mayOpen
          ? { ...e, text: null, url: null, file: null }
          : {
              ...e,
              ...withheldFromParents({ text: e.text }, e.held),
              file: e.file && {
                ...e.file,
                download_url: `/api/parent/evidence-file/${child.id}/${e.id}`,
              },
            },
      ),
    },
  };
}

/** The stored file of a child's evidence, when the reader may open it. */
export async function parentEvidenceFile(
  ctx: AppContext,
  reader: ChildReader,
  childId: string,
  evidenceId: string,
): Promise<StoredFile> {
  const db = ctx.db.kysely;
  const child = await readableChild(db, reader, childId);
  const file = await store.findEvidenceFile(db, evidenceId, child.id);
  if (!file) throw new HttpError(404, 'File not found');
  if (file.confidential === 1 && !(await canReadConfidential(db, reader.user, child.id))) {
    throw new HttpError(403, CONFIDENTIAL_REFUSED);
  }
  return { key: file.storage_key, mime: file.mime, name: file.original_name, cache: 'private' };
}

export async function parentEvidenceList(ctx: AppContext, reader: ChildReader, childId: string) {
  const child = await readableChild(ctx.db.kysely, reader, childId);
  return { items: await parentEvidence(ctx, child.id) };
}
