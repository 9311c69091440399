import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { writeAudit } from '../../admin';
import type { ReviewerRole } from '../../learning/tables';
import { readReviewSettings, writeReviewSettings, type ReviewSettings } from '../../settings';
import { loadCredits } from '../credits/service';
import { diplomaState } from '../diploma/service';
import { signOffDiploma } from '../diploma/store';
import {
  countAdvisorsOf,
  decidePendingReview,
  findFamilyReviewSetting,
  findReviewByTask,
  isAssignedAdvisor,
  isLinkedParent,
  listEvidenceForReview,
  listPendingReviews,
  listStudentsOfReviewer,
  upsertFamilyReviewSetting,
} from './store';

/** Who reviews a student's personal tasks and private quests, and signs the diploma off. */
export type ReviewerKind = ReviewerRole | 'none';

export interface Reviewer {
  id: string;
  role: string;
}

/** Same answer for "no such student", "not yours" and "not yours to review". */
const notFound = () => new HttpError(404, 'Not found');

/**
 * The review model (docs/product.md "Review before credit"): a student with an assigned advisor
 * is reviewed by that advisor. Without one, a linked parent reviews, unless the family turned
 * parent review off or an admin requires advisor review platform-wide; then the work waits
 * (nobody can approve it) until an advisor is assigned.
 */
export async function reviewerKind(db: Queryable, studentId: string): Promise<ReviewerKind> {
  const [advisors, settings, family] = await Promise.all([
    countAdvisorsOf(db, studentId),
    readReviewSettings(db),
    findFamilyReviewSetting(db, studentId),
  ]);
  if (advisors > 0) return 'advisor';
  if (settings.require_advisor_review) return 'none';
  if (family && !family.parent_review) return 'none';
  return 'parent';
}

/** The role in which `me` reviews this student now, or null when the rules name someone else. */
export async function reviewerRoleOf(
  db: Queryable,
  me: Reviewer,
  studentId: string,
): Promise<ReviewerRole | null> {
  if (me.role !== 'advisor' && me.role !== 'parent') return null;
  const kind = await reviewerKind(db, studentId);
  if (
    me.role === 'advisor' &&
    kind === 'advisor' &&
    (await isAssignedAdvisor(db, me.id, studentId))
  )
    return 'advisor';
  if (me.role === 'parent' && kind === 'parent' && (await isLinkedParent(db, me.id, studentId)))
    return 'parent';
  return null;
}

/** The role in which `me` reviews this student; 404 for anyone who may not. */
async function reviewerRoleFor(
  db: Queryable,
  me: Reviewer,
  studentId: string,
): Promise<ReviewerRole> {
  const role = await reviewerRoleOf(db, me, studentId);
  if (!role) throw notFound();
  return role;
}

type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReviewByTask>>>;

/** Where a reviewer opens an evidence file (the route checks the review rules again). */
export const evidenceFileUrl = (evidenceId: string) => `/api/evidence/${evidenceId}/file`;

/**
 * The items as `role` sees them. Held text stays hidden from everyone; confidential evidence
 * opens for a linked parent but shows an advisor only that it exists (docs/security.md).
 */
async function itemViews(db: Queryable, rows: ReviewRow[], role: ReviewerRole) {
  const evidence = await listEvidenceForReview(
    db,
    rows.map((r) => r.student_task_id),
  );
  return rows.map((r) => ({
    task_id: r.student_task_id,
    student: { id: r.student_id, first_name: r.first_name, last_name: r.last_name },
    quest: { id: r.quest_id, title: r.quest_title },
    task: { title: r.task_title, description: r.task_description, pillar: r.pillar },
    xp: Number(r.xp),
    status: r.review_status as 'pending' | 'approved' | 'returned',
    comment: r.review_comment,
    completed_at: r.created_at,
    reviewed_at: r.reviewed_at,
    evidence: evidence
      .filter((e) => e.student_task_id === r.student_task_id)
      .map((e) => {
        const held = e.safety_hold === 1;
        const confidential = e.confidential === 1;
        const hidden = held || (confidential && role === 'advisor');
        return {
          id: e.id,
          kind: e.kind,
          text: hidden ? null : e.text,
          url: hidden ? null : e.url,
          file_name: e.original_name ?? null,
          file_url: !hidden && e.kind === 'file' && e.original_name ? evidenceFileUrl(e.id) : null,
          held,
          confidential,
        };
      }),
  }));
}

/** The students `me` reviews now (an advisor's assigned students, a parent's children). */
async function studentsToReview(db: Queryable, me: Reviewer) {
  if (me.role !== 'advisor' && me.role !== 'parent') return [];
  const role: ReviewerRole = me.role;
  const students = await listStudentsOfReviewer(db, me.id, role);
  const kinds = await Promise.all(students.map((s) => reviewerKind(db, s.id)));
  return students.filter((_, i) => kinds[i] === role);
}

/** The review queue: pending work of the students `me` reviews, and diplomas to sign off. */
export async function reviewQueue(db: Queryable, me: Reviewer) {
  const students = await studentsToReview(db, me);
  const rows = await listPendingReviews(
    db,
    students.map((s) => s.id),
  );
  const diplomas = [];
  const summaries = [];
  for (const s of students) {
    const [{ report, review }, diploma] = await Promise.all([
      loadCredits(db, s.id),
      diplomaState(db, s.id),
    ]);
    summaries.push({
      student: s,
      credits_earned: report.total_earned,
      credits_required: report.total_required,
      pending_xp: review.pending_xp,
    });
    if (report.requirements_met && !diploma.issued_at) {
      diplomas.push({
        student: s,
        credits_earned: report.total_earned,
        credits_required: report.total_required,
      });
    }
  }
  const role: ReviewerRole = me.role === 'advisor' ? 'advisor' : 'parent';
  return { items: await itemViews(db, rows, role), students: summaries, diplomas };
}

/**
 * Approves pending work (its XP then counts toward credits, transcript and diploma) or returns
 * it with a comment the student sees. The decision and its audit row land in one transaction;
 * a second decision on the same work (even a concurrent one) answers 409 and changes nothing.
 */
export async function decideReview(
  db: Queryable,
  me: Reviewer,
  taskId: string,
  decision: { decision: 'approve' | 'return'; comment?: string | undefined },
  at: string,
) {
  const found = await findReviewByTask(db, taskId);
  if (!found) throw notFound();
  const role = await reviewerRoleFor(db, me, found.student_id);
  if (found.review_status !== 'pending') {
    throw new HttpError(409, 'This work was already reviewed');
  }
  const status = decision.decision === 'approve' ? 'approved' : 'returned';
  const comment = decision.comment ? decision.comment : null;
  await db.transaction().execute(async (trx) => {
    const changed = await decidePendingReview(trx, taskId, {
      status,
      by: me.id,
      role,
      at,
      comment,
    });
    if (!changed) throw new HttpError(409, 'This work was already reviewed');
    await writeAudit(trx, {
      actorId: me.id,
      action: status === 'approved' ? 'review.approve' : 'review.return',
      targetType: 'student_task',
      targetId: taskId,
      details: { student_id: found.student_id, xp: Number(found.xp), role, comment },
      at,
    });
  });
  const [view] = await itemViews(db, [(await findReviewByTask(db, taskId))!], role);
  return view!;
}

/**
 * Signs the student's diploma off, which issues it: the reviewed credits must meet the
 * requirements (409 otherwise). Accredited only for the academy tier with an advisor's sign-off.
 * The sign-off and its audit row land together; a second sign-off answers 409.
 */
export async function signOffStudentDiploma(
  db: Queryable,
  me: Reviewer,
  studentId: string,
  at: string,
) {
  const role = await reviewerRoleFor(db, me, studentId);
  const { report } = await loadCredits(db, studentId);
  if (!report.requirements_met) {
    throw new HttpError(409, 'The reviewed credits do not meet the diploma requirements yet');
  }
  await db.transaction().execute(async (trx) => {
    const signed = await signOffDiploma(trx, {
      studentId,
      at,
      creditsTotal: report.total_earned,
      signedOffBy: me.id,
      signerRole: role,
    });
    if (!signed) throw new HttpError(409, 'This diploma was already signed off');
    await writeAudit(trx, {
      actorId: me.id,
      action: 'diploma.sign_off',
      targetType: 'user',
      targetId: studentId,
      details: { role, credits_total: report.total_earned },
      at,
    });
  });
  const diploma = await diplomaState(db, studentId);
  return {
    student_id: studentId,
    issued_at: diploma.issued_at!,
    accredited: diploma.accredited,
    signed_off_by: diploma.signed_off_by!,
  };
}

/** The family setting of a linked child and who reviews as a result (404 when not linked). */
export async function familyReviewSettings(db: Queryable, parentId: string, childId: string) {
  if (!(await isLinkedParent(db, parentId, childId))) throw new HttpError(404, 'Child not found');
  const [family, advisors, settings, reviewer] = await Promise.all([
    findFamilyReviewSetting(db, childId),
    countAdvisorsOf(db, childId),
    readReviewSettings(db),
    reviewerKind(db, childId),
  ]);
  return {
    parent_review: family ? family.parent_review === 1 : true,
    reviewer,
    advisor_assigned: advisors > 0,
    require_advisor_review: settings.require_advisor_review,
  };
}

/** A linked parent turns parent review on or off for their child (audited). */
export async function setFamilyReviewSettings(
  db: Queryable,
  parentId: string,
  childId: string,
  parentReview: boolean,
  at: string,
) {
  if (!(await isLinkedParent(db, parentId, childId))) throw new HttpError(404, 'Child not found');
  await db.transaction().execute(async (trx) => {
    await upsertFamilyReviewSetting(trx, { studentId: childId, parentReview, by: parentId, at });
    await writeAudit(trx, {
      actorId: parentId,
      action: 'family_review_settings.update',
      targetType: 'user',
      targetId: childId,
      details: { parent_review: parentReview },
      at,
    });
  });
  return familyReviewSettings(db, parentId, childId);
}

/** An admin changes the platform's review rules: the settings and their audit row together. */
export async function changeReviewSettings(
  db: Queryable,
  actorId: string,
  next: ReviewSettings,
  at: string,
): Promise<ReviewSettings> {
  await db.transaction().execute(async (trx) => {
    const previous = await readReviewSettings(trx);
    await writeReviewSettings(trx, next, at);
    await writeAudit(trx, {
      actorId,
      action: 'review_settings.update',
      targetType: 'site_settings',
      targetId: null,
      details: { old: previous, new: next },
      at,
    });
  });
  return readReviewSettings(db);
}

/** What the student's screens need: the personal-task XP cap and who reviews their work. */
export async function reviewRules(db: Queryable, studentId: string) {
  const [settings, reviewer] = await Promise.all([
    readReviewSettings(db),
    reviewerKind(db, studentId),
  ]);
  return { personal_task_xp_cap: settings.personal_task_xp_cap, reviewer };
}
