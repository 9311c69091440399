import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { canReadConfidential } from '../records';

export const tags = ['credentials'];
export const security = [{ bearerAuth: [] }];
export const PUBLIC = { auth: 'public' as const };

export const STUDENT_OR_PARENT = { auth: { roles: ['student', 'parent'] as const } };
export const badgeParams = z.strictObject({ badgeId: z.uuid({ error: 'Not a valid badge id' }) });

export const studentQuery = z.strictObject({
  student_id: z.uuid({ error: 'Not a valid student id' }).optional(),
});

/**
 * Whose credentials: the signed-in student's own, or (`?student_id=`) a linked parent's child.
 * Anyone else gets 403: credentials carry a child's records.
 */
export async function subjectStudent(
  db: Queryable,
  request: FastifyRequest,
  studentId: string | undefined,
): Promise<string> {
  const user = request.user!;
  const id = studentId ?? user.id;
  if (user.role === 'student' && id === user.id) return id;
  if (user.role === 'parent' && studentId && (await canReadConfidential(db, user, id))) return id;
  throw new HttpError(
    403,
    user.role === 'parent' && !studentId
      ? 'Name the child with ?student_id='
      : 'Only the student or a linked parent can download these credentials',
  );
}
