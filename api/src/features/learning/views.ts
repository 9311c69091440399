import type {
  CatalogueQuestsTable,
  EnrolmentsTable,
  LearningDb,
  Pillar,
  StudentTasksTable,
} from './tables';
import { parseSubjects, PILLARS } from './tables';
import type { EvidenceView, QuestDetailView, QuestSummaryView, TaskView } from './schemas';

type QuestRow = Pick<
  CatalogueQuestsTable,
  'id' | 'title' | 'short_description' | 'cover_image_url'
>;

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
  k: LearningDb,
  userId: string,
  quests: QuestRow[],
): Promise<QuestSummaryView[]> {
  if (quests.length === 0) return [];
  const ids = quests.map((q) => q.id);
  const [templates, enrolments, tasks] = await Promise.all([
    k
      .selectFrom('quest_tasks')
      .select(['quest_id', 'pillar', 'xp'])
      .where('quest_id', 'in', ids)
      .execute(),
    k
      .selectFrom('enrolments')
      .selectAll()
      .where('student_id', '=', userId)
      .where('quest_id', 'in', ids)
      .execute(),
    k
      .selectFrom('student_tasks')
      .select(['quest_id', 'xp', 'completed_at'])
      .where('student_id', '=', userId)
      .where('quest_id', 'in', ids)
      .execute(),
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

/** The student's own tasks with their evidence (and file metadata). */
export async function studentTaskViews(
  k: LearningDb,
  rows: StudentTasksTable[],
): Promise<TaskView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const evidence = await k
    .selectFrom('evidence')
    .leftJoin('evidence_files', 'evidence_files.evidence_id', 'evidence.id')
    .select([
      'evidence.id',
      'evidence.student_task_id',
      'evidence.kind',
      'evidence.text',
      'evidence.url',
      'evidence.confidential',
      'evidence.safety_hold',
      'evidence.created_at',
      'evidence.position',
      'evidence_files.id as file_id',
      'evidence_files.original_name',
      'evidence_files.mime',
      'evidence_files.size',
    ])
    .where('evidence.student_task_id', 'in', ids)
    .orderBy('evidence.position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    pillar: r.pillar,
    xp: r.xp,
    required: Boolean(r.required),
    subjects: parseSubjects(r.subjects),
    is_personal: Boolean(r.is_personal),
    due_date: r.due_date,
    completed_at: r.completed_at,
    evidence: evidence
      .filter((e) => e.student_task_id === r.id)
      .map((e): EvidenceView => ({
        id: e.id,
        kind: e.kind,
        text: e.text,
        url: e.url,
        file:
          e.kind === 'file' && e.file_id
            ? {
                id: e.file_id,
                name: e.original_name ?? 'file',
                mime: e.mime ?? 'application/octet-stream',
                size: Number(e.size ?? 0),
                download_url: `/api/evidence/${e.id}/file`,
              }
            : null,
        confidential: Boolean(e.confidential),
        held: e.safety_hold === 1,
        created_at: e.created_at,
      })),
  }));
}

export async function loadStudentTasks(k: LearningDb, enrolmentId: string) {
  return k
    .selectFrom('student_tasks')
    .selectAll()
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

/** A quest as the caller sees it; null when missing, or inactive and never picked up by them. */
export async function questDetail(
  k: LearningDb,
  userId: string,
  questId: string,
): Promise<QuestDetailView | null> {
  const quest = await k
    .selectFrom('quests')
    .selectAll()
    .where('id', '=', questId)
    .executeTakeFirst();
  if (!quest) return null;
  const enrolment = await k
    .selectFrom('enrolments')
    .selectAll()
    .where('student_id', '=', userId)
    .where('quest_id', '=', questId)
    .executeTakeFirst();
  if (!quest.is_active && !enrolment) return null;
  const [summary] = await questSummaries(k, userId, [quest]);
  let tasks: TaskView[];
  let enrolmentView: QuestDetailView['enrolment'] = null;
  if (enrolment) {
    const rows = await loadStudentTasks(k, enrolment.id);
    tasks = await studentTaskViews(k, rows);
    const history = await k
      .selectFrom('enrolment_history')
      .select(['picked_up_at', 'set_down_at', 'reflection'])
      .where('enrolment_id', '=', enrolment.id)
      .orderBy('picked_up_at')
      .execute();
    enrolmentView = {
      ...enrolmentSummary(enrolment, rows),
      id: enrolment.id,
      pickup_count: enrolment.pickup_count,
      history,
    };
  } else {
    const tpl = await k
      .selectFrom('quest_tasks')
      .selectAll()
      .where('quest_id', '=', questId)
      .orderBy('position')
      .execute();
    const subjects = tpl.length
      ? await k
          .selectFrom('task_subjects')
          .selectAll()
          .where(
            'quest_task_id',
            'in',
            tpl.map((t) => t.id),
          )
          .orderBy('xp', 'desc')
          .execute()
      : [];
    tasks = tpl.map((t) => ({
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
      evidence: [],
    }));
  }
  return { ...summary!, big_idea: quest.big_idea, tasks, enrolment: enrolmentView };
}
