import type { AppContext } from '../../../context';
import type { UsersTable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { Log } from '../../../lib/log';
import { accountBlock } from '../../../security/authorize';
import { normaliseEmail } from '../http';
import { findUserByEmail } from '../store';
import type { EmailTokens } from '../tokens/service';
import type { LoginGuard } from './login-guard';
import type { ClientMeta, Sessions } from './refresh-tokens';
import { toUserView } from '../user-view';

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_LINK = 'This sign-in link is invalid, expired or already used. Please sign in again.';

export interface SessionDeps {
  sessions: Sessions;
  tokens: EmailTokens;
  guard: LoginGuard;
}

/** A new session: the refresh token for the cookie, and the login answer of the spec. */
async function startSession(
  ctx: AppContext,
  sessions: Sessions,
  user: UsersTable,
  meta: ClientMeta,
  log: Log,
) {
  const { token: refresh, familyId } = await sessions.start(user.id, meta);
  const access = ctx.jwt.sign(user, familyId);
  log.info({ userId: user.id }, 'login');
  // The SPEC's user object exactly; the client reads the saved language from /me.
  const { language: _language, ...specUser } = toUserView(user);
  return {
    refresh,
    answer: {
      user: specUser,
      session: {
        access_token: access,
        refresh_token: refresh,
        expires_in: ctx.config.accessTokenTtlSec,
      },
      app_access_token: access,
      app_refresh_token: refresh,
    },
  };
}

/** Password sign-in; the login guard counts failures per account and address. */
export async function login(
  ctx: AppContext,
  deps: SessionDeps,
  input: { email: string; password: string; meta: ClientMeta; log: Log },
) {
  const email = normaliseEmail(input.email);
  const { ip } = input.meta;
  // Per account and address, checked before hashing; see login-guard.ts.
  await deps.guard.admit(email, ip);
  const user = await findUserByEmail(ctx.db.kysely, email);
  const valid = user
    ? await ctx.hasher.verify(user.password_hash, input.password)
    : await ctx.hasher.dummyVerify(input.password);
  if (!user || !valid) {
    await deps.guard.failed(input.log, email, ip, user);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  const blocked = accountBlock(user);
  if (blocked) throw new HttpError(403, blocked);
  await deps.guard.succeeded(email, ip);
  return startSession(ctx, deps.sessions, user, input.meta, input.log);
}

/** Sign-in with the one-time link mailed when an address was locked out. */
export async function loginWithLink(
  ctx: AppContext,
  deps: SessionDeps,
  input: { token: string; meta: ClientMeta; log: Log },
) {
  const used = await deps.tokens.consume(input.token, 'sign_in_link');
  if (!used.ok) throw new HttpError(400, INVALID_LINK);
  const user = await ctx.db.findUserById(used.row.user_id);
  if (!user) throw new HttpError(400, INVALID_LINK);
  const blocked = accountBlock(user);
  if (blocked) throw new HttpError(403, blocked);
  await deps.tokens.invalidateAll(user.id, 'sign_in_link');
  await deps.guard.succeeded(user.email, input.meta.ip);
  return startSession(ctx, deps.sessions, user, input.meta, input.log);
}

/**
 * Rotates the presented refresh token. `null` when the session is over (expired, revoked,
 * reused past the grace window, or the account is blocked: then all its sessions end).
 */
export async function refreshSession(
  ctx: AppContext,
  sessions: Sessions,
  presented: string,
  meta: ClientMeta,
  log: Log,
): Promise<{ token: string; access: string } | null> {
  const result = await sessions.rotate(presented, meta, (user, familyId) =>
    ctx.jwt.sign(user, familyId),
  );
  if (!result.ok) {
    if (result.reuse) log.warn({}, 'refresh token reuse detected; family revoked');
    return null;
  }
  if (accountBlock(result.user)) {
    await sessions.revokeAllForUser(result.user.id);
    return null;
  }
  return { token: result.token, access: result.access };
}

/** Ends the presented refresh token's session and the access token's (they may differ). */
export async function logout(
  ctx: AppContext,
  sessions: Sessions,
  presented: string | undefined,
  bearerSession: string | undefined,
): Promise<void> {
  const ended = new Set<string>();
  if (presented) {
    const family = await sessions.familyOf(presented);
    if (family) ended.add(family);
  }
  // The access token in hand ends too (its session may differ if the cookie is gone).
  if (bearerSession) ended.add(bearerSession);
  for (const family of ended) await sessions.revokeFamily(family);
  await ctx.deniedSessions.deny(ended);
}

/** Ends every session of the user, access tokens that may still be live included. */
export async function logoutEverywhere(
  ctx: AppContext,
  sessions: Sessions,
  userId: string,
  bearerSession: string | undefined,
  log: Log,
): Promise<void> {
  const live = await sessions.recentFamilies(userId);
  await sessions.revokeAllForUser(userId);
  await ctx.deniedSessions.deny(bearerSession ? [...live, bearerSession] : live);
  log.info({ userId }, 'signed out everywhere');
}
