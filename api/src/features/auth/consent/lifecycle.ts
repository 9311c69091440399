import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { AuthUser, EmailTokenPurpose, EmailTokensTable, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { toLanguage } from '../../../lib/language';
import type { MailMessage } from '../../../mail/mailer';
import { consentConfirmedMail, parentalConsentMail } from '../../../mail/templates';
import { ensureParentLink, writeAudit } from '../../admin';
import { link as linkUrl } from '../http';
import type { ClientMeta, Sessions } from '../sessions/refresh-tokens';
import { findUserById, updateUser } from '../store';
import type { EmailTokens } from '../tokens/service';
import { markEmailTokenUsed, markUserEmailTokensUsed } from '../tokens/store';
import { deleteUnconsentedAccounts, findWithdrawnConsent, insertConsent } from './store';
import { withdrawConsent } from './withdrawal';

export const CONSENT_STATEMENT_VERSION = '2026-02';
export const CONSENT_STATEMENT =
  "I am the parent or legal guardian of this child. I consent to Optio collecting and using my child's name, " +
  'e-mail address, date of birth and the learning work they create, only to provide the Optio learning service. ' +
  "Optio does not sell children's data or show them advertising. Work stays private unless I approve sharing it. " +
  "My child's account is linked to my parent account: from my family dashboard I can review, download and delete " +
  "my child's data and withdraw this consent at any time. If I withdraw it, the account is locked at once and " +
  'its data is deleted after 30 days.';

export const UNCONSENTED_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVALID_CONSENT_LINK = 'Invalid or expired consent link';

/** Withdrawal is final: the account waits for deletion and no new consent link is sent. */
async function wasWithdrawn(db: Queryable, childId: string): Promise<boolean> {
  return Boolean(await findWithdrawnConsent(db, childId));
}

/**
 * Creates a one-time link for the child's account and enqueues the mail that carries it, in the
 * caller's transaction (the link and its mail are written together).
 */
async function enqueueLinkMail(
  ctx: AppContext,
  tokens: EmailTokens,
  trx: Queryable,
  link: { childId: string; purpose: EmailTokenPurpose; path: string },
  mailFor: (url: string) => MailMessage,
): Promise<void> {
  const token = await tokens.create(link.childId, link.purpose, trx);
  await ctx.mailer.enqueue(trx, mailFor(linkUrl(ctx, link.path, token)));
}

/**
 * Mails the parent a consent link, at most a few per child per day (extra requests are dropped).
 * The link and its mail are written together: in `into` (the caller's transaction, which then
 * calls `deliverSoon()`), or in a transaction of their own.
 */
async function requestConsent(
  ctx: AppContext,
  tokens: EmailTokens,
  childId: string,
  into?: Queryable,
): Promise<void> {
  const write = async (trx: Queryable) => {
    const child = await findUserById(trx, childId);
    if (!child?.parent_email || !child.consent_required || child.consent_granted_at) return;
    if (await wasWithdrawn(trx, childId)) return;
    if (!(await ctx.limits.tryConsume('parentMailsPerChild', childId))) return;
    const to = child.parent_email;
    await enqueueLinkMail(
      ctx,
      tokens,
      trx,
      { childId, purpose: 'parental_consent', path: '/parental-consent' },
      // The parent may have no account yet: the language the child uses Optio in.
      (url) => parentalConsentMail(to, child.first_name, url, toLanguage(child.language)),
    );
  };
  if (into) return write(into);
  await ctx.db.kysely.transaction().execute(write);
  ctx.mailer.deliverSoon();
}

/**
 * The grant's writes, in the caller's transaction: the link is used up, the consent recorded
 * (who, when, statement version, IP, user agent), the account unlocked, the parent–child link
 * made active, and both audited.
 */
async function recordConsent(
  trx: Queryable,
  token: EmailTokensTable,
  parent: AuthUser,
  meta: ClientMeta,
  at: string,
): Promise<void> {
  const childId = token.user_id;
  if (!(await markEmailTokenUsed(trx, token.id, at)))
    throw new HttpError(400, INVALID_CONSENT_LINK);
  await markUserEmailTokensUsed(trx, childId, ['parental_consent'], at);
  await insertConsent(trx, {
    id: randomUUID(),
    child_id: childId,
    parent_id: parent.id,
    parent_email: parent.email,
    statement_version: CONSENT_STATEMENT_VERSION,
    consented_at: at,
    ip: meta.ip.slice(0, 64),
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
    revoked_at: null,
  });
  await updateUser(trx, childId, { consent_granted_at: at, updated_at: at });
  await ensureParentLink(trx, parent.id, childId, at);
  await writeAudit(trx, {
    actorId: parent.id,
    action: 'parental_consent.grant',
    targetType: 'user',
    targetId: childId,
    details: { parent_id: parent.id, statement_version: CONSENT_STATEMENT_VERSION },
    at,
  });
  await writeAudit(trx, {
    actorId: parent.id,
    action: 'parent_link.consent',
    targetType: 'parent_child_link',
    // The child's id: audit_log.target_id holds one id (the parent is in details).
    targetId: childId,
    details: { parent_id: parent.id, child_id: childId },
    at,
  });
}

/**
 * A signed-in parent consents with the mailed link: everything is written in one transaction
 * (recordConsent), then the parent is mailed a link to withdraw. The caller has checked the
 * parent.
 */
async function grantConsent(
  ctx: AppContext,
  tokens: EmailTokens,
  token: EmailTokensTable,
  parent: AuthUser,
  meta: ClientMeta,
): Promise<void> {
  const childId = token.user_id;
  const child = await ctx.db.findUserById(childId);
  if (!child) throw new HttpError(400, INVALID_CONSENT_LINK);
  const at = ctx.config.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await recordConsent(trx, token, parent, meta, at);
    await enqueueLinkMail(
      ctx,
      tokens,
      trx,
      { childId, purpose: 'consent_revoke', path: '/parental-consent/revoke' },
      (url) =>
        consentConfirmedMail(parent.email, child.first_name, url, toLanguage(parent.language)),
    );
  });
  ctx.authUsers.invalidate(childId);
  ctx.mailer.deliverSoon();
}

/** COPPA: under-13 accounts stay locked until a parent consents; unconsented ones are deleted. */
export function createConsent(ctx: AppContext, tokens: EmailTokens, sessions: Sessions) {
  return {
    requestConsent: (childId: string, into?: Queryable) =>
      requestConsent(ctx, tokens, childId, into),
    grant: (token: EmailTokensTable, parent: AuthUser, meta: ClientMeta) =>
      grantConsent(ctx, tokens, token, parent, meta),
    withdraw: (childId: string, actorId: string | null) =>
      withdrawConsent(ctx, sessions, childId, actorId),

    /** Deletes under-13 accounts that never received consent within 7 days; returns how many. */
    async sweepUnconsented(): Promise<number> {
      const cutoff = new Date(ctx.config.now().getTime() - UNCONSENTED_TTL_MS).toISOString();
      return deleteUnconsentedAccounts(ctx.db.kysely, cutoff);
    },
  };
}
export type Consent = ReturnType<typeof createConsent>;
