import type { Role, Tier } from '@optio/contracts';
import type { AppContext } from '../../../context';
import type { UsersTable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { toLanguage } from '../../../lib/language';
import type { PageRequest } from '../../../lib/paging';
import { resetPasswordMail } from '../../../mail/templates';
import { createEmailTokens } from '../../auth/tokens/service';
import { createSessions } from '../../auth/sessions/refresh-tokens';
import { toUserView } from '../../auth/user-view';
import { writeAudit } from '../audit/service';
import {
  countUsers,
  findUserById,
  listLinkedPeople,
  listUsersPage,
  updateUserAccess,
  type UserFilter,
} from './store';
import { link } from '../../auth/http';

/**
 * User management. Admin-like staff read (admin and educator: docs/product.md#states); only admins
 * change anything. Every change writes an audit_log row with old and new values and drops the
 * user from the auth cache, so the next request (and /api/auth/me) sees it.
 */
type UserRow = UsersTable;
type Actor = { id: string };

export const adminView = (row: UserRow) => ({
  ...toUserView(row),
  is_active: row.is_active === 1,
  email_verified: row.email_verified_at !== null,
});

const person = (row: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email'>) => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
});

/** The user, else a 404 (with the message on `field` when the id came as a named param). */
export async function requireUser(
  ctx: Pick<AppContext, 'db'>,
  id: string,
  field = 'id',
): Promise<UserRow> {
  const user = await findUserById(ctx.db.kysely, id);
  if (!user)
    throw new HttpError(
      404,
      'User not found',
      field === 'id' ? undefined : { [field]: 'User not found' },
    );
  return user;
}

const notSelf = (actor: Actor, id: string, message: string) => {
  if (actor.id === id) throw new HttpError(400, message);
};

export async function listUsers(
  ctx: Pick<AppContext, 'db'>,
  filter: UserFilter,
  paging: PageRequest,
) {
  const db = ctx.db.kysely;
  const [rows, total] = await Promise.all([
    listUsersPage(db, filter, paging),
    countUsers(db, filter),
  ]);
  return { items: rows.map(adminView), page: paging.page, page_size: paging.page_size, total };
}

export async function userDetail(ctx: Pick<AppContext, 'db'>, id: string) {
  const user = await requireUser(ctx, id);
  const db = ctx.db.kysely;
  const [advisors, students, parents, children] = await Promise.all([
    listLinkedPeople(db, 'advisors', user.id),
    listLinkedPeople(db, 'students', user.id),
    listLinkedPeople(db, 'parents', user.id),
    listLinkedPeople(db, 'children', user.id),
  ]);
  return {
    user: adminView(user),
    advisors: advisors.map(person),
    students: students.map(person),
    parents: parents.map(person),
    children: children.map(person),
  };
}

export async function changeUser(
  ctx: AppContext,
  actor: Actor,
  id: string,
  change: { role?: Role; subscription_tier?: Tier },
) {
  const user = await requireUser(ctx, id);
  const { role, subscription_tier } = change;
  if (role !== undefined && role !== 'admin') {
    notSelf(actor, user.id, 'You cannot remove your own admin role');
  }
  const next: Partial<Pick<UserRow, 'role' | 'subscription_tier'>> = {};
  if (role !== undefined && role !== user.role) next.role = role;
  if (subscription_tier !== undefined && subscription_tier !== user.subscription_tier)
    next.subscription_tier = subscription_tier;
  if (Object.keys(next).length === 0) return adminView(user);
  const at = ctx.config.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await updateUserAccess(trx, user.id, next, at);
    const old: Record<string, unknown> = {};
    if (next.role) old.role = user.role;
    if (next.subscription_tier) old.subscription_tier = user.subscription_tier;
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'user.update',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email, old, new: next },
      at,
    });
  });
  ctx.authUsers.invalidate(user.id);
  return adminView(await requireUser(ctx, user.id));
}

/** Deactivating ends every session too; neither direction may target the admin's own account. */
export async function setUserActive(ctx: AppContext, actor: Actor, id: string, active: boolean) {
  const user = await requireUser(ctx, id);
  if (!active) notSelf(actor, user.id, 'You cannot deactivate your own account');
  const value = active ? 1 : 0;
  if (user.is_active === value) return adminView(user);
  const at = ctx.config.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await updateUserAccess(trx, user.id, { is_active: value }, at);
    await writeAudit(trx, {
      actorId: actor.id,
      action: active ? 'user.reactivate' : 'user.deactivate',
      targetType: 'user',
      targetId: user.id,
      details: {
        email: user.email,
        old: { is_active: user.is_active === 1 },
        new: { is_active: active },
      },
      at,
    });
  });
  ctx.authUsers.invalidate(user.id);
  if (!active) await createSessions(ctx).revokeAllForUser(user.id);
  return adminView(await requireUser(ctx, user.id));
}

/** The audit entry, the reset link and its mail commit together; it is sent after the answer. */
export async function sendPasswordReset(ctx: AppContext, actor: Actor, id: string) {
  const user = await requireUser(ctx, id);
  if (!user.is_active) {
    throw new HttpError(400, 'Reactivate the account before sending a password reset');
  }
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const token = await createEmailTokens(ctx).create(user.id, 'reset_password', trx);
    await ctx.mailer.enqueue(
      trx,
      resetPasswordMail(
        user.email,
        user.first_name,
        link(ctx, '/reset-password', token),
        toLanguage(user.language),
      ),
    );
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'user.password_reset',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email },
      at: ctx.config.now().toISOString(),
    });
  });
  ctx.mailer.deliverSoon();
  return { message: `A password reset link was sent to ${user.email}.` };
}
