import type { AuthUser, Queryable } from '../../../db/types';
import { isAssignedAdvisor, isLinkedParent } from './store';

/**
 * Who may see a student's private files: the student, their linked parents, admins and
 * educators, and advisors assigned to the student.
 */
export async function canSeeStudentWork(
  db: Queryable,
  viewer: AuthUser,
  studentId: string,
): Promise<boolean> {
  if (viewer.id === studentId) return true;
  if (viewer.role === 'admin' || viewer.role === 'educator') return true;
  if (viewer.role === 'parent') return isLinkedParent(db, viewer.id, studentId);
  if (viewer.role === 'advisor') return isAssignedAdvisor(db, viewer.id, studentId);
  return false;
}

export const CONFIDENTIAL_REFUSED =
  'This work is confidential: only the student and their linked parents can open it';

/**
 * Who may open confidential work (its text, link or file): the student and their linked
 * parents only. Advisors, educators and admins see that it exists, never its content.
 */
export async function canReadConfidential(
  db: Queryable,
  viewer: AuthUser,
  studentId: string,
): Promise<boolean> {
  if (viewer.id === studentId) return true;
  return isLinkedParent(db, viewer.id, studentId);
}
