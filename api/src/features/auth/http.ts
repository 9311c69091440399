import { runInBackground } from '../../lib/background';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { ClientMeta } from './sessions/refresh-tokens';

export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The refresh cookie goes only to the auth routes that read it (refresh, logout). */
export const REFRESH_COOKIE_PATH = '/api/auth';

export function setRefreshCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  reply.setCookie(ctx.cookies.refresh, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secureCookies,
    maxAge: ctx.config.refreshIdleTtlSec,
  });
  // Holds nothing secret. It tells the page server not to serve the signed-out lite page, and the
  // page's scripts (so not httpOnly) that a session is likely: they refresh before asking for the
  // profile and load a page's remote behind sign-in beside that check (shared/api-client).
  reply.setCookie(ctx.cookies.signedIn, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.secureCookies,
    maxAge: ctx.config.refreshIdleTtlSec,
  });
}

export function clearRefreshCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(ctx.cookies.refresh, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secureCookies,
  });
  reply.clearCookie(ctx.cookies.signedIn, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.secureCookies,
  });
}

export const link = (ctx: Pick<AppContext, 'config'>, path: string, token: string) =>
  `${ctx.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

/** Runs work after the response (mail, token creation) so answers don't depend on it. */
export function inBackground(
  ctx: AppContext,
  request: FastifyRequest,
  work: () => Promise<void>,
): void {
  // The request's logger already carries its reqId.
  runInBackground(ctx, request.log, work);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
