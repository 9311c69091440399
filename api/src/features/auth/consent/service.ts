import { sameMailbox } from '@optio/contracts';
import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { ClientMeta } from '../sessions/refresh-tokens';
import type { EmailTokens, TokenLookup } from '../tokens/service';
import {
  CONSENT_STATEMENT,
  CONSENT_STATEMENT_VERSION,
  INVALID_CONSENT_LINK,
  type Consent,
} from './lifecycle';

export const CONSENT_PARENT_ACCOUNT = ERROR_MESSAGES['auth.consent_parent_account'];
export const WITHDRAWN_MESSAGE =
  "Consent withdrawn. Your child's account is locked, and its data will be deleted in 30 days.";
export const CONSENT_OWN_MAILBOX = ERROR_MESSAGES['auth.consent_own_mailbox'];

export interface ConsentDeps {
  tokens: EmailTokens;
  consent: Consent;
}

function failure(found: Exclude<TokenLookup, { ok: true }>): HttpError {
  return new HttpError(
    400,
    found.reason === 'expired'
      ? 'This consent link has expired. Ask your child to register again or request a new link.'
      : INVALID_CONSENT_LINK,
  );
}

/** The child the link names (the link stays unused). */
async function linkedChild(ctx: Pick<AppContext, 'db'>, tokens: EmailTokens, token: string) {
  const found = await tokens.peek(token, 'parental_consent');
  if (!found.ok) throw failure(found);
  const child = await ctx.db.findUserById(found.row.user_id);
  if (!child) throw failure({ ok: false, reason: 'invalid' });
  return { row: found.row, child };
}

/** What the parent is asked to consent to (no state change). */
export async function consentStatement(ctx: AppContext, deps: ConsentDeps, token: string) {
  const { child } = await linkedChild(ctx, deps.tokens, token);
  return {
    child_first_name: child.first_name,
    statement: CONSENT_STATEMENT,
    statement_version: CONSENT_STATEMENT_VERSION,
  };
}

export async function giveConsent(
  ctx: AppContext,
  deps: ConsentDeps,
  parent: AuthUser,
  token: string,
  meta: ClientMeta,
) {
  // Consent identifies a parent: a verified parent account (the access check refuses
  // unverified ones), never a student's or a staff account.
  if (parent.role !== 'parent') throw new HttpError(403, CONSENT_PARENT_ACCOUNT);
  const { row, child } = await linkedChild(ctx, deps.tokens, token);
  // The child's own mailbox in disguise (kid+mom@…, k.i.d@gmail…) is not a parent. Checked
  // before the link is used, so the real parent can still use it.
  if (sameMailbox(parent.email, child.email)) throw new HttpError(400, CONSENT_OWN_MAILBOX);
  await deps.consent.grant(row, parent, meta);
  return {
    message: `Thank you! Consent recorded. ${child.first_name}'s account is now unlocked and linked to yours.`,
  };
}

export async function withdrawWithLink(deps: ConsentDeps, token: string) {
  const found = await deps.tokens.consume(token, 'consent_revoke');
  if (!found.ok) throw new HttpError(400, 'Invalid or expired link');
  await deps.consent.withdraw(found.row.user_id, null);
  return { message: WITHDRAWN_MESSAGE };
}
