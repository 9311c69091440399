import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { assignedStudent } from '../access';
import {
  deleteRecommendation,
  findActiveBadge,
  insertRecommendation,
  listStudentRecommendations,
} from '../store';
import { isUniqueViolation } from '../../../lib/unique-violation';

/**
 * An advisor recommends an active badge to an assigned student; the student reads their own
 * recommendations (GET /api/me/badge-recommendations), e.g. to show them on /badges.
 */
type Advisor = { id: string; role: string };

export async function recommendBadge(
  ctx: Pick<AppContext, 'db' | 'config'>,
  advisor: Advisor,
  studentId: string,
  input: { badge_id: string; note?: string },
) {
  const k = ctx.db.kysely;
  const student = await assignedStudent(k, advisor, studentId);
  const badge = await findActiveBadge(k, input.badge_id);
  if (!badge) {
    throw new HttpError(400, 'Choose an active badge', { badge_id: 'Choose an active badge' });
  }
  try {
    await insertRecommendation(k, {
      id: randomUUID(),
      badge_id: badge.id,
      student_id: student.id,
      advisor_id: advisor.id,
      note: input.note || null,
      created_at: ctx.config.now().toISOString(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const message = `${badge.name} is already recommended to ${student.first_name}`;
      throw new HttpError(409, message, { badge_id: message });
    }
    throw err;
  }
  return { message: `${badge.name} recommended to ${student.first_name}.` };
}

export async function withdrawRecommendation(
  k: Queryable,
  advisor: Advisor,
  studentId: string,
  badgeId: string,
) {
  const student = await assignedStudent(k, advisor, studentId);
  if (!(await deleteRecommendation(k, student.id, badgeId)))
    throw new HttpError(404, 'Recommendation not found');
  return { message: 'Recommendation withdrawn.' };
}

export async function myRecommendations(k: Queryable, studentId: string) {
  const rows = await listStudentRecommendations(k, studentId);
  return {
    recommendations: rows.map((row) => ({
      badge_id: row.badge_id,
      badge_name: row.badge_name,
      primary_pillar: row.primary_pillar,
      note: row.note,
      advisor: { first_name: row.first_name ?? '', last_name: row.last_name ?? '' },
      created_at: row.created_at,
    })),
  };
}
