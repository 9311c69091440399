import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import type { StaffDb } from '../badges-admin/tables';

/**
 * An advisor reaches only the students an admin assigned to them; an admin reaches every
 * student. Anyone else (or any other id) gets the same 404, so ids are not probed.
 */
export async function assignedStudent(
  k: StaffDb,
  request: FastifyRequest,
  studentId: string,
): Promise<{ id: string; first_name: string; last_name: string; email: string }> {
  const me = request.user!;
  let query = k
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email'])
    .where('users.id', '=', studentId)
    .where('users.role', '=', 'student');
  if (me.role !== 'admin') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('advisor_students')
          .select('advisor_students.student_id')
          .whereRef('advisor_students.student_id', '=', 'users.id')
          .where('advisor_students.advisor_id', '=', me.id),
      ),
    );
  }
  const student = await query.executeTakeFirst();
  if (!student) throw new HttpError(404, 'Student not found');
  return student;
}
