import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { toLanguage } from '../../../lib/language';
import { isCommonPassword } from '../../../security/common-passwords';
import { hashToken, randomToken } from '../../../security/tokens';
import { linkedChild } from '../access/service';
import { observerInvitationMail } from '../mails';
import { OBSERVER_INVITATION_TTL_MS } from '../tables';
import * as store from './store';
import { link, normaliseEmail } from '../../auth/http';

export const INVITATION_EXPIRED = 'This invitation has expired: ask the parent to send a new one';
const INVITATION_INVALID = 'This invitation is not valid (it may have been used or withdrawn)';
/** A child may have this many invitations waiting at once. */
const MAX_WAITING_INVITATIONS = 20;

/** Invites an observer for a linked child; the invitation is sent after the reply. */
export async function inviteObserver(
  ctx: AppContext,
  parent: AuthUser,
  childId: string,
  rawEmail: string,
): Promise<{ message: string }> {
  const db = ctx.db.kysely;
  const child = await linkedChild(db, parent.id, childId);
  const email = normaliseEmail(rawEmail);
  if (email === normaliseEmail(parent.email)) {
    const m = 'Invite someone else: you already follow this child as a parent';
    throw new HttpError(400, m, { email: m });
  }
  const at = ctx.config.now();
  if (
    (await store.countWaitingInvitations(db, child.id, at.toISOString())) >= MAX_WAITING_INVITATIONS
  ) {
    throw new HttpError(
      409,
      `There are ${MAX_WAITING_INVITATIONS} invitations waiting: withdraw one before sending another`,
    );
  }
  const token = randomToken();
  // The invitation and its mail commit together: an invitation stored is one mailed.
  await db.transaction().execute(async (trx) => {
    await store.insertInvitation(trx, {
      id: randomUUID(),
      parent_id: parent.id,
      student_id: child.id,
      email,
      token_hash: hashToken(token),
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + OBSERVER_INVITATION_TTL_MS).toISOString(),
      accepted_at: null,
      accepted_by: null,
      cancelled_at: null,
    });
    await ctx.mailer.enqueue(
      trx,
      observerInvitationMail(
        email,
        `${parent.first_name} ${parent.last_name}`,
        child.first_name,
        link(ctx, '/observer-invite', token),
        toLanguage(parent.language),
      ),
    );
  });
  ctx.mailer.deliverSoon();
  return { message: `Invitation sent to ${email}` };
}

/** A linked child's observers, waiting invitations, the read log and their encouragement. */
export async function observersOf(ctx: AppContext, parentId: string, childId: string) {
  const db = ctx.db.kysely;
  const child = await linkedChild(db, parentId, childId);
  const at = ctx.config.now().toISOString();
  const [observers, invitations, reads, encouragements] = await Promise.all([
    store.listObservers(db, child.id),
    store.listOpenInvitations(db, child.id),
    store.listObserverReads(db, child.id),
    store.listSentEncouragements(db, child.id),
  ]);
  return {
    observers,
    invitations: invitations.map((i) => ({ ...i, expired: i.expires_at <= at })),
    reads,
    encouragements,
  };
}

export async function revokeObserver(
  ctx: AppContext,
  parentId: string,
  childId: string,
  observerId: string,
): Promise<void> {
  const db = ctx.db.kysely;
  const child = await linkedChild(db, parentId, childId);
  if (!(await store.deleteObserverLink(db, child.id, observerId))) {
    throw new HttpError(404, 'Observer not found');
  }
}

export async function withdrawInvitation(
  ctx: AppContext,
  parentId: string,
  id: string,
): Promise<void> {
  const db = ctx.db.kysely;
  const inv = await store.findOpenInvitationOfParent(db, id, parentId);
  if (!inv) throw new HttpError(404, 'Invitation not found');
  await store.markInvitationCancelled(db, inv.id, ctx.config.now().toISOString());
}

/** A usable invitation for a token: 400 when unknown, used or withdrawn, 400 "expired" after 7 days. */
async function usable(ctx: AppContext, token: string) {
  const inv = await store.findInvitationByTokenHash(ctx.db.kysely, hashToken(token));
  if (!inv || inv.accepted_at || inv.cancelled_at) {
    throw new HttpError(400, INVITATION_INVALID, { token: INVITATION_INVALID });
  }
  if (inv.expires_at <= ctx.config.now().toISOString()) {
    throw new HttpError(400, INVITATION_EXPIRED, { token: INVITATION_EXPIRED });
  }
  return inv;
}

/** Links the observer and marks the invitation used, once (a second use finds it accepted). */
async function accept(
  trx: Queryable,
  inv: { id: string; student_id: string },
  observerId: string,
  at: string,
): Promise<void> {
  if (!(await store.markInvitationAccepted(trx, inv.id, observerId, at))) {
    throw new HttpError(400, INVITATION_INVALID);
  }
  await store.ensureObserverLink(trx, observerId, inv.student_id, at);
}

/** What an invitation is for; only the token's holder learns whether the address has an account. */
export async function previewInvitation(ctx: AppContext, token: string) {
  const inv = await usable(ctx, token);
  return {
    email: inv.email,
    child_first_name: inv.child_first_name,
    parent_name: `${inv.parent_first_name} ${inv.parent_last_name}`,
    expires_at: inv.expires_at,
    has_account: await store.accountExists(ctx.db.kysely, inv.email),
  };
}

/** Accepts with the signed-in observer account the invitation was sent to. */
export async function acceptInvitation(ctx: AppContext, user: AuthUser, token: string) {
  const inv = await usable(ctx, token);
  if (normaliseEmail(user.email) !== inv.email) {
    throw new HttpError(403, 'This invitation was sent to another e-mail address');
  }
  await ctx.db.kysely
    .transaction()
    .execute((trx) => accept(trx, inv, user.id, ctx.config.now().toISOString()));
  return {
    message: `You now follow ${inv.child_first_name}'s learning`,
    student_id: inv.student_id,
  };
}

export interface ObserverRegistration {
  token: string;
  first_name: string;
  last_name: string;
  password: string;
}

/**
 * Creates an observer account from an invitation (the mailed link proves the address) and
 * accepts it, in one transaction.
 */
export async function registerObserver(ctx: AppContext, body: ObserverRegistration) {
  const db = ctx.db.kysely;
  const inv = await usable(ctx, body.token);
  if (isCommonPassword(body.password)) {
    const m = 'This password is too common. Please choose a less predictable one.';
    throw new HttpError(400, m, { password: m });
  }
  if (await store.accountExists(db, inv.email)) {
    throw new HttpError(
      409,
      'You already have an account: sign in with it, then open the invitation link again',
    );
  }
  const hash = await ctx.hasher.hash(body.password);
  const at = ctx.config.now().toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await store.insertUser(trx, {
      id,
      email: inv.email,
      password_hash: hash,
      first_name: body.first_name,
      last_name: body.last_name,
      role: 'observer',
      subscription_tier: 'free',
      date_of_birth: null,
      phone_number: null,
      address_line1: null,
      address_line2: null,
      city: null,
      state: null,
      postal_code: null,
      country: null,
      parent_email: null,
      // The invitation link reached this address: that is the verification.
      email_verified_at: at,
      consent_required: 0,
      consent_granted_at: null,
      is_active: 1,
      terms_accepted_at: at,
      password_changed_at: at,
      created_at: at,
      updated_at: at,
    });
    await accept(trx, inv, id, at);
  });
  return { message: 'Your observer account is ready: sign in to see the feed', email: inv.email };
}
