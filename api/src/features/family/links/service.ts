import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import type { AppContext } from '../../../context';
import type { LinkInitiator } from '../../../db/tables/family';
import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { toLanguage } from '../../../lib/language';
import { guardianApprovalMail, linkInvitationMail } from '../mails';
import { under13Now } from './rules';
import * as store from './store';
import { writeAudit } from '../../admin';
import { normaliseEmail } from '../../auth/http';

/** An inviter may have this many invitations waiting at once (keeps invitations from being spam). */
export const MAX_PENDING_LINKS = 10;
export const INVITE_SENT =
  'If that address belongs to an Optio account that can be linked, we sent them your request.';
export const GUARDIAN_APPROVES = ERROR_MESSAGES['family.guardian_approves'];
const requestNotFound = () => new HttpError(404, 'Link request not found');

/**
 * Every decision on a parent–child link (approve, decline, cancel) is on record: it decides who
 * sees a child's data. Written in the decision's transaction.
 */
function auditLinkDecision(
  trx: Queryable,
  actorId: string,
  decision: 'request' | 'approve' | 'decline' | 'cancel',
  requestId: string,
  parentId: string | null,
  childId: string | null,
  at: string,
): Promise<void> {
  return writeAudit(trx, {
    actorId,
    action: `parent_link.${decision}`,
    targetType: 'family_link_request',
    targetId: requestId,
    details: { parent_id: parentId, child_id: childId },
    at,
  });
}

/** Which side of a link the caller is on (admin has no family of their own here). */
export function sideOf(user: AuthUser): LinkInitiator {
  if (user.role === 'parent') return 'parent';
  if (user.role === 'student') return 'child';
  throw new HttpError(403, 'Only parents and students have family links');
}

const columnsOf = (side: LinkInitiator) =>
  side === 'parent'
    ? ({ mine: 'parent_id', theirs: 'child_id' } as const)
    : ({ mine: 'child_id', theirs: 'parent_id' } as const);

/**
 * The children under 13 whose consent this parent gave (they approve those children's new parent
 * links instead of the child).
 */
async function childrenInMyCare(db: Queryable, parentId: string, now: Date) {
  const rows = await store.listConsentedChildren(db, parentId);
  return rows.filter((c) => under13Now(c.date_of_birth, now));
}

/** Is the signed-in student under 13 (so their consenting parent decides their links)? */
async function isUnder13Account(ctx: AppContext, userId: string): Promise<boolean> {
  const me = await ctx.db.findUserById(userId);
  return under13Now(me?.date_of_birth ?? null, ctx.config.now());
}

/** Pending parent requests to the children under 13 this parent consented for. */
async function toApprove(db: Queryable, parentId: string, at: Date) {
  const children = await childrenInMyCare(db, parentId, at);
  if (children.length === 0) return [];
  const rows = await store.listPendingParentRequestsTo(
    db,
    children.map((c) => normaliseEmail(c.email)),
    parentId,
  );
  return rows.map((x) => {
    const child = children.find((c) => normaliseEmail(c.email) === x.invited_email)!;
    return {
      id: x.id,
      created_at: x.created_at,
      from: { id: x.from_id, first_name: x.first_name, last_name: x.last_name },
      child: { id: child.id, first_name: child.first_name, last_name: child.last_name },
    };
  });
}

/** The caller's active links, invitations sent and received, and those they approve for a child. */
export async function listLinks(ctx: AppContext, user: AuthUser) {
  const db = ctx.db.kysely;
  const side = sideOf(user);
  const { mine, theirs } = columnsOf(side);
  const [linked, sent, received] = await Promise.all([
    store.listLinkedPeople(db, user.id, mine, theirs),
    store.listPendingSent(db, user.id, side),
    store.listPendingReceived(db, normaliseEmail(user.email), side, theirs),
  ]);
  const nowDate = ctx.config.now();
  const childCannotDecide = side === 'child' && (await isUnder13Account(ctx, user.id));
  return {
    linked,
    sent,
    manages_own_links: !childCannotDecide,
    to_approve: side === 'parent' ? await toApprove(db, user.id, nowDate) : [],
    // A child under 13 does not decide on parent links: the consenting parent does.
    received: (childCannotDecide ? [] : received).map((x) => ({
      id: x.id,
      created_at: x.created_at,
      from: { id: x.from_id, first_name: x.first_name, last_name: x.last_name },
    })),
  };
}

/**
 * Invites the other side by e-mail. The answer is the same whether or not the address has an
 * account; only an account of the right kind is mailed (written with the request, sent after
 * the reply).
 */
export async function inviteLink(
  ctx: AppContext,
  user: AuthUser,
  rawEmail: string,
): Promise<{ message: string }> {
  const db = ctx.db.kysely;
  const side = sideOf(user);
  const email = normaliseEmail(rawEmail);
  if (email === normaliseEmail(user.email)) {
    throw new HttpError(400, 'Use the e-mail address of the other person', {
      email: 'Use the e-mail address of the other person',
    });
  }
  if (side === 'child' && (await isUnder13Account(ctx, user.id))) {
    throw new HttpError(403, GUARDIAN_APPROVES);
  }
  const pending = await store.listPendingSent(db, user.id, side);
  // Asking twice is not an error and sends nothing new.
  if (pending.some((p) => p.email === email)) return { message: INVITE_SENT };
  if (pending.length >= MAX_PENDING_LINKS) {
    throw new HttpError(
      409,
      `You have ${MAX_PENDING_LINKS} invitations waiting: cancel one before sending another`,
    );
  }
  const requestId = randomUUID();
  const at = ctx.config.now().toISOString();
  const parentId = side === 'parent' ? user.id : null;
  const childId = side === 'child' ? user.id : null;
  await db.transaction().execute(async (trx) => {
    await store.insertLinkRequest(trx, {
      id: requestId,
      initiated_by: side,
      parent_id: parentId,
      child_id: childId,
      invited_email: email,
      status: 'pending',
      created_at: at,
      decided_at: null,
    });
    await auditLinkDecision(trx, user.id, 'request', requestId, parentId, childId, at);
    await mailInvitee(ctx, trx, user, side, email);
  });
  ctx.mailer.deliverSoon();
  return { message: INVITE_SENT };
}

/**
 * Mails only an account of the right kind; for a child under 13, their consenting parent. The
 * mail is written in the request's transaction (`db`).
 */
async function mailInvitee(
  ctx: AppContext,
  db: Queryable,
  user: AuthUser,
  side: LinkInitiator,
  email: string,
): Promise<void> {
  const invitee = await store.findAccountByEmail(db, email);
  const wanted = side === 'parent' ? 'student' : 'parent';
  if (!invitee || invitee.role !== wanted) return;
  if (side === 'parent') {
    const child = await store.findStudentByEmail(db, email);
    if (child && under13Now(child.date_of_birth, ctx.config.now())) {
      // The child does not decide: the parent who consented is asked instead.
      const guardianId = await store.findConsentingParentId(db, child.id);
      const guardian = guardianId ? await store.findNoticeAddressById(db, guardianId) : undefined;
      if (!guardian) return;
      await ctx.mailer.enqueue(
        db,
        guardianApprovalMail(
          guardian.email,
          `${user.first_name} ${user.last_name}`,
          child.first_name,
          `${ctx.config.publicUrl}/parent/dashboard`,
          toLanguage(guardian.language),
        ),
      );
      return;
    }
  }
  const page = side === 'parent' ? '/family' : '/parent/dashboard';
  await ctx.mailer.enqueue(
    db,
    linkInvitationMail(
      invitee.email,
      `${user.first_name} ${user.last_name}`,
      side,
      `${ctx.config.publicUrl}${page}`,
      toLanguage(invitee.language),
    ),
  );
}

/**
 * A pending request the caller may decide, with the link it would make: one addressed to the
 * caller by e-mail from the other side, except that for a child under 13 the parent who gave
 * consent decides instead of the child.
 */
async function decidable(ctx: AppContext, user: AuthUser, id: string, side: LinkInitiator) {
  const db = ctx.db.kysely;
  const req = await store.findPendingLinkRequest(db, id);
  if (!req) throw requestNotFound();
  const at = ctx.config.now();
  const addressedToMe =
    req.initiated_by !== side && req.invited_email === normaliseEmail(user.email);
  // Another parent's request to a child: only that child's consenting parent may decide it.
  if (!addressedToMe && (req.initiated_by !== 'parent' || req.parent_id === user.id)) {
    throw requestNotFound();
  }
  if (side === 'child') {
    if (!addressedToMe) throw requestNotFound();
    const me = await ctx.db.findUserById(user.id);
    if (under13Now(me?.date_of_birth ?? null, at)) throw new HttpError(403, GUARDIAN_APPROVES);
    return { req, parentId: req.parent_id!, childId: user.id };
  }
  const childId = addressedToMe
    ? req.child_id
    : (await store.findStudentByEmail(db, req.invited_email))?.id;
  if (!childId) throw requestNotFound();
  const child = await ctx.db.findUserById(childId);
  const guarded = under13Now(child?.date_of_birth ?? null, at);
  if (guarded) {
    if ((await store.findConsentingParentId(db, childId)) !== user.id) {
      if (!addressedToMe) throw requestNotFound();
      throw new HttpError(403, GUARDIAN_APPROVES);
    }
    return { req, parentId: addressedToMe ? user.id : req.parent_id!, childId };
  }
  if (!addressedToMe) throw requestNotFound();
  return { req, parentId: user.id, childId };
}

/** Approves a request the caller may decide: the link becomes active. */
export async function approveLink(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const { req, parentId, childId } = await decidable(ctx, user, id, sideOf(user));
  const at = ctx.config.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await store.markLinkRequestApproved(trx, req.id, { parentId, childId }, at))) {
      throw requestNotFound();
    }
    await store.ensureParentChildLink(trx, parentId, childId, at);
    await auditLinkDecision(trx, user.id, 'approve', req.id, parentId, childId, at);
  });
}

export async function declineLink(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const { req, parentId, childId } = await decidable(ctx, user, id, sideOf(user));
  const at = ctx.config.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await store.markLinkRequestDeclined(trx, req.id, at);
    await auditLinkDecision(trx, user.id, 'decline', req.id, parentId, childId, at);
  });
}

/** Cancels an invitation the caller sent that is still waiting. */
export async function cancelLink(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const side = sideOf(user);
  const at = ctx.config.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await store.markOwnLinkRequestCancelled(trx, id, user.id, side, at))) {
      throw requestNotFound();
    }
    const req = await store.getLinkRequestPeople(trx, id);
    await auditLinkDecision(trx, user.id, 'cancel', id, req.parent_id, req.child_id, at);
  });
}
