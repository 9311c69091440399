import type { Role } from '@optio/contracts';
import type { AppContext } from '../../../context';
import type { Queryable, UsersTable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { writeAudit } from '../audit/service';
import { requireUser } from '../users/service';
import {
  deleteAdvisorAssignment,
  findAdvisorAssignment,
  findParentLink,
  insertAdvisorAssignment,
  insertParentLink,
} from './store';

type Ctx = Pick<AppContext, 'db' | 'config'>;

const requireRole = (user: UsersTable, roles: Role[], field: string, message: string) => {
  if (!roles.includes(user.role)) throw new HttpError(400, message, { [field]: message });
};

const fullName = (user: UsersTable) => `${user.first_name} ${user.last_name}`;

/** Assigning twice is not an error: the answer is the same and nothing more is written. */
export async function assignStudent(
  ctx: Ctx,
  actorId: string,
  advisorId: string,
  studentId: string,
) {
  const advisor = await requireUser(ctx, advisorId, 'advisor_id');
  const student = await requireUser(ctx, studentId, 'student_id');
  requireRole(advisor, ['advisor'], 'advisor_id', 'Only an advisor can be assigned students');
  requireRole(student, ['student'], 'student_id', 'Only a student can be assigned to an advisor');
  const db = ctx.db.kysely;
  if (!(await findAdvisorAssignment(db, advisor.id, student.id))) {
    const at = ctx.config.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await insertAdvisorAssignment(trx, {
        advisorId: advisor.id,
        studentId: student.id,
        assignedBy: actorId,
        at,
      });
      await writeAudit(trx, {
        actorId,
        action: 'advisor.assign',
        targetType: 'user',
        targetId: student.id,
        details: { advisor: advisor.email, student: student.email },
        at,
      });
    });
  }
  return { message: `${fullName(student)} is assigned to ${fullName(advisor)}.` };
}

export async function unassignStudent(
  ctx: Ctx,
  actorId: string,
  advisorId: string,
  studentId: string,
) {
  const at = ctx.config.now().toISOString();
  const removed = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await deleteAdvisorAssignment(trx, advisorId, studentId))) return false;
    await writeAudit(trx, {
      actorId,
      action: 'advisor.unassign',
      targetType: 'user',
      targetId: studentId,
      details: { advisor_id: advisorId, student_id: studentId },
      at,
    });
    return true;
  });
  if (!removed) throw new HttpError(404, 'This student is not assigned to this advisor');
  return { message: 'The assignment has ended.' };
}

export async function linkParent(ctx: Ctx, actorId: string, parentId: string, childId: string) {
  const parent = await requireUser(ctx, parentId, 'parent_id');
  const child = await requireUser(ctx, childId, 'child_id');
  requireRole(parent, ['parent'], 'parent_id', 'Only a parent account can be linked to a child');
  requireRole(child, ['student'], 'child_id', 'Only a student account can be linked as a child');
  const db = ctx.db.kysely;
  if (!(await findParentLink(db, parent.id, child.id))) {
    const at = ctx.config.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await insertParentLink(trx, parent.id, child.id, at);
      await writeAudit(trx, {
        actorId,
        action: 'parent.link',
        targetType: 'user',
        targetId: child.id,
        details: { parent: parent.email, child: child.email },
        at,
      });
    });
  }
  return { message: `${fullName(parent)} is linked to ${fullName(child)}.` };
}

/**
 * Makes the parent–child link active unless it already is, in the caller's transaction; for a
 * parent's consent, which links the child to the consenting parent.
 */
export async function ensureParentLink(
  db: Queryable,
  parentId: string,
  childId: string,
  at: string,
): Promise<void> {
  if (!(await findParentLink(db, parentId, childId))) {
    await insertParentLink(db, parentId, childId, at);
  }
}
