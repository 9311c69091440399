import { PILLARS, type Pillar } from '@optio/contracts';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { auditStaffRead } from '../../admin';
import { toUserView } from '../../auth/user-view';
import { assignedStudent } from '../access';
import {
  countActiveEnrolments,
  listActiveQuests,
  listAssignedStudents,
  listRecentEvidence,
  listRecommendedBadgeIds,
  listTaskCompletion,
  sumXpByPillar,
  sumXpByStudent,
} from '../store';
import { levelFor } from '../../learning';
import { loadBadges } from '../../records';

export interface ProgressSummary {
  total_xp: number;
  level: string;
  active_quests: number;
}

/** Total XP, level and active quest count per student (one batched read each). */
export async function progressSummaries(
  k: Queryable,
  studentIds: string[],
): Promise<Record<string, ProgressSummary>> {
  if (studentIds.length === 0) return {};
  const [xp, active] = await Promise.all([
    sumXpByStudent(k, studentIds),
    countActiveEnrolments(k, studentIds),
  ]);
  const xpBy = new Map(xp.map((r) => [r.student_id, Number(r.xp)]));
  const activeBy = new Map(active.map((r) => [r.student_id, Number(r.n)]));
  return Object.fromEntries(
    studentIds.map((id) => {
      const total = xpBy.get(id) ?? 0;
      return [
        id,
        { total_xp: total, level: levelFor(total).name, active_quests: activeBy.get(id) ?? 0 },
      ];
    }),
  );
}

/** The students assigned to the advisor (ownership: only their own assignments). */
export async function assignedStudents(k: Queryable, advisorId: string) {
  const students = (await listAssignedStudents(k, advisorId)).map(toUserView);
  return {
    students,
    progress: await progressSummaries(
      k,
      students.map((s) => s.id),
    ),
  };
}

/** One assigned student's progress, badges in progress and recent evidence; the read is audited. */
export async function studentDetail(
  ctx: Pick<AppContext, 'db' | 'config'>,
  viewer: { id: string; role: string },
  studentId: string,
) {
  const k = ctx.db.kysely;
  const student = await assignedStudent(k, viewer, studentId);
  await auditStaffRead(k, {
    actor: viewer,
    childId: student.id,
    what: 'advisor student view',
    at: ctx.config.now().toISOString(),
  });
  const [pillarRows, enrolments, tasks, badges, recommended, evidence] = await Promise.all([
    sumXpByPillar(k, student.id),
    listActiveQuests(k, student.id),
    listTaskCompletion(k, student.id),
    loadBadges(k, student.id),
    listRecommendedBadgeIds(k, student.id),
    listRecentEvidence(k, student.id, 10),
  ]);
  const xpByPillar = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const row of pillarRows) xpByPillar[row.pillar] = Number(row.xp);
  const total = Object.values(xpByPillar).reduce((a, b) => a + b, 0);
  const rec = new Set(recommended);
  return {
    student,
    total_xp: total,
    level: levelFor(total),
    xp_by_pillar: xpByPillar,
    active_quests: enrolments.map((q) => {
      const own = tasks.filter((t) => t.quest_id === q.id);
      return {
        id: q.id,
        title: q.title,
        tasks_completed: own.filter((t) => t.completed_at).length,
        tasks_total: own.length,
      };
    }),
    badges_in_progress: badges
      .filter((b) => b.status !== 'claimed' && (b.progress > 0 || rec.has(b.id)))
      .sort((a, b) => b.progress - a.progress)
      .map((b) => ({
        id: b.id,
        name: b.name,
        primary_pillar: b.primary_pillar,
        progress: b.progress,
        status: b.status,
        quests_completed: b.quests_completed,
        min_quests: b.min_quests,
        xp_earned: b.xp_earned,
        min_xp: b.min_xp,
        recommended: rec.has(b.id),
      })),
    badges_earned: badges
      .filter((b) => b.status === 'claimed' && b.claimed_at)
      .map((b) => ({ id: b.id, name: b.name, claimed_at: b.claimed_at! })),
    recommendable_badges: badges
      .filter((b) => b.status !== 'claimed')
      .map((b) => ({ id: b.id, name: b.name, recommended: rec.has(b.id) })),
    recent_evidence: evidence.map((e) => ({
      id: e.id,
      kind: e.kind,
      confidential: e.confidential === 1,
      text: e.confidential === 1 ? null : e.text,
      url: e.confidential === 1 ? null : e.url,
      file_name: e.confidential === 1 ? null : (e.original_name ?? null),
      task_title: e.task_title,
      quest_title: e.quest_title,
      created_at: e.created_at,
    })),
  };
}
