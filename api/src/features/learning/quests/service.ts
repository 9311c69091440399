import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { findEnrolment, listEnrolmentHistory } from '../enrolment/store';
import type { QuestDetailView, QuestSummaryView, TaskView } from '../schemas';
import { PILLARS, type CatalogueQuestsTable, type EnrolmentsTable, type Pillar } from '../tables';
import { studentTaskViews } from '../tasks/service';
import { listTasksOfEnrolment } from '../tasks/store';
import {
  findQuest,
  listActiveQuestsPage,
  listEnrolledQuests,
  listEnrolmentsInQuests,
  listQuestTemplates,
  listTaskProgressInQuests,
  listTemplateSubjects,
  listTemplateXp,
  type CatalogueFilter,
} from './store';

type QuestRow = Pick<
  CatalogueQuestsTable,
  'id' | 'title' | 'short_description' | 'cover_image_url'
>;

export const questNotFound = () => new HttpError(404, 'Quest not found');

export function orderedPillars(list: Iterable<string>): Pillar[] {
  const set = new Set(list);
  return PILLARS.filter((p) => set.has(p));
}

function enrolmentSummary(
  e: EnrolmentsTable,
  tasks: { xp: number; completed_at: string | null }[],
) {
  const done = tasks.filter((t) => t.completed_at);
  return {
    status: e.status,
    tasks_completed: done.length,
    tasks_total: tasks.length,
    xp_earned: done.reduce((a, t) => a + t.xp, 0),
    due_date: e.due_date,
    picked_up_at: e.picked_up_at,
    completed_at: e.completed_at,
  };
}

/** Catalogue cards with the caller's enrolment, in the order given (a few batched reads). */
export async function questSummaries(
  db: Queryable,
  userId: string,
  quests: QuestRow[],
): Promise<QuestSummaryView[]> {
  if (quests.length === 0) return [];
  const ids = quests.map((q) => q.id);
  const [templates, enrolments, tasks] = await Promise.all([
    listTemplateXp(db, ids),
    listEnrolmentsInQuests(db, userId, ids),
    listTaskProgressInQuests(db, userId, ids),
  ]);
  return quests.map((q) => {
    const tpl = templates.filter((t) => t.quest_id === q.id);
    const e = enrolments.find((x) => x.quest_id === q.id);
    return {
      id: q.id,
      title: q.title,
      short_description: q.short_description,
      cover_image_url: q.cover_image_url,
      pillars: orderedPillars(tpl.map((t) => t.pillar)),
      total_xp: tpl.reduce((a, t) => a + t.xp, 0),
      task_count: tpl.length,
      enrolment: e
        ? enrolmentSummary(
            e,
            tasks.filter((t) => t.quest_id === q.id),
          )
        : null,
    };
  });
}

/** A quest's template tasks as a visitor who has not picked it up sees them. */
async function templateTaskViews(db: Queryable, questId: string): Promise<TaskView[]> {
  const tpl = await listQuestTemplates(db, questId);
  const subjects = tpl.length
    ? await listTemplateSubjects(
        db,
        tpl.map((t) => t.id),
      )
    : [];
  return tpl.map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    pillar: t.pillar,
    xp: t.xp,
    required: Boolean(t.required),
    subjects: subjects
      .filter((s) => s.quest_task_id === t.id)
      .map((s) => ({ subject: s.subject, xp: s.xp })),
    is_personal: false,
    due_date: null,
    completed_at: null,
    review: null,
    evidence: [],
  }));
}

/** A quest as the caller sees it; null when missing, or inactive and never picked up by them. */
export async function questDetail(
  db: Queryable,
  userId: string,
  questId: string,
): Promise<QuestDetailView | null> {
  const quest = await findQuest(db, questId);
  if (!quest) return null;
  const enrolment = await findEnrolment(db, userId, questId);
  if (!quest.is_active && !enrolment) return null;
  const [summary] = await questSummaries(db, userId, [quest]);
  let tasks: TaskView[];
  let enrolmentView: QuestDetailView['enrolment'] = null;
  if (enrolment) {
    const rows = await listTasksOfEnrolment(db, enrolment.id);
    tasks = await studentTaskViews(db, rows);
    const history = await listEnrolmentHistory(db, enrolment.id);
    enrolmentView = {
      ...enrolmentSummary(enrolment, rows),
      id: enrolment.id,
      pickup_count: enrolment.pickup_count,
      history,
    };
  } else {
    tasks = await templateTaskViews(db, questId);
  }
  return { ...summary!, big_idea: quest.big_idea, tasks, enrolment: enrolmentView };
}

/** The quest as the caller sees it, or 404. */
export async function getQuestDetail(
  db: Queryable,
  userId: string,
  questId: string,
): Promise<QuestDetailView> {
  const detail = await questDetail(db, userId, questId);
  if (!detail) throw questNotFound();
  return detail;
}

/** One page of the active catalogue as cards for the caller. */
export async function listCatalogue(
  db: Queryable,
  userId: string,
  query: CatalogueFilter & { page: number; page_size: number },
) {
  const { page, page_size } = query;
  const { rows, total } = await listActiveQuestsPage(db, query, {
    limit: page_size,
    offset: (page - 1) * page_size,
  });
  return { items: await questSummaries(db, userId, rows), page, page_size, total };
}

/** The caller's quests by enrolment status. */
export async function listMyQuests(db: Queryable, userId: string) {
  const all = await questSummaries(db, userId, await listEnrolledQuests(db, userId));
  return {
    active: all.filter((q) => q.enrolment?.status === 'active'),
    completed: all.filter((q) => q.enrolment?.status === 'completed'),
    set_down: all.filter((q) => q.enrolment?.status === 'set_down'),
  };
}
