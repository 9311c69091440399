import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { findReachableStudent } from './store';

/**
 * An advisor reaches only the students an admin assigned to them; an admin reaches every
 * student. Anyone else (or any other id) gets the same 404, so ids are not probed.
 */
export async function assignedStudent(
  k: Queryable,
  me: { id: string; role: string },
  studentId: string,
): Promise<{ id: string; first_name: string; last_name: string; email: string }> {
  const student = await findReachableStudent(k, studentId, me.role === 'admin' ? null : me.id);
  if (!student) throw new HttpError(404, 'Student not found');
  return student;
}
