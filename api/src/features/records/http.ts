import { z } from 'zod';
import type { AuthUser } from '../../db/types';
import { HttpError } from '../../lib/errors';
import type { RecordsDb } from './tables';

export const STUDENT_ONLY = { auth: { roles: ['student'] as const } };
export const security = [{ bearerAuth: [] }];
export const tags = ['records'];

export const badgeIdParam = z.strictObject({ badgeId: z.uuid({ error: 'Not a valid id' }) });
export const itemIdParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });

/** A success answer for the OpenAPI document (its shape is described in api/README.md). */
export const ok = (description: string, code = 200) => ({
  [code]: z.unknown().describe(description),
});

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/**
 * Who may see a student's private files: the student, their linked parents, admins and
 * educators, and advisors assigned to the student.
 */
export async function canSeeStudentWork(
  k: RecordsDb,
  viewer: AuthUser,
  studentId: string,
): Promise<boolean> {
  if (viewer.id === studentId) return true;
  if (viewer.role === 'admin' || viewer.role === 'educator') return true;
  if (viewer.role === 'parent') {
    const link = await k
      .selectFrom('parent_child_links')
      .select('child_id')
      .where('parent_id', '=', viewer.id)
      .where('child_id', '=', studentId)
      .executeTakeFirst();
    return link !== undefined;
  }
  if (viewer.role === 'advisor') {
    const link = await k
      .selectFrom('advisor_students')
      .select('student_id')
      .where('advisor_id', '=', viewer.id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    return link !== undefined;
  }
  return false;
}

export const CONFIDENTIAL_REFUSED =
  'This work is confidential: only the student and their linked parents can open it';

/**
 * Who may open confidential work (its text, link or file): the student and their linked
 * parents only. Advisors, educators and admins see that it exists, never its content.
 */
export async function canReadConfidential(
  k: RecordsDb,
  viewer: AuthUser,
  studentId: string,
): Promise<boolean> {
  if (viewer.id === studentId) return true;
  const link = await k
    .selectFrom('parent_child_links')
    .select('child_id')
    .where('parent_id', '=', viewer.id)
    .where('child_id', '=', studentId)
    .executeTakeFirst();
  return link !== undefined;
}

export { sendStored } from '../../lib/uploads';
