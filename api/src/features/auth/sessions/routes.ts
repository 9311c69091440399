import { loginSchema, refreshSchema } from '@optio/contracts';
import { setUserRolloutCookie } from '../../releases/serving';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../../lib/errors';
import { clearRefreshCookie, clientMeta, setRefreshCookie } from '../http';
import { errors, tokenBodySchema } from '../schemas';
import {
  login,
  loginWithLink,
  logout,
  logoutEverywhere,
  refreshSession,
  type SessionDeps,
} from './service';
import { contractResponses } from '../../../lib/response-schemas';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const SIGNED_OUT_EVERYWHERE = 'Signed out on every device';

/** The session id of the bearer access token, when one is sent and valid. */
const bearerSession = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ')
    ? request.server.ctx.jwt.verify(header.slice(7).trim())?.sid
    : undefined;
};

/** Sign-in: the CSRF pair, password sign-in and the mailed sign-in link. */
export function signInRoutes(app: FastifyInstance, deps: SessionDeps): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auth/csrf',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Get a CSRF token (also set as the csrf_token cookie); send it as X-CSRF-Token on every POST/PUT/PATCH/DELETE',
        response: { ...contractResponses('GET /api/auth/csrf') },
      },
    },
    async (request, reply) => ({ csrf_token: ctx.csrf.ensure(request, reply) }),
  );

  r.post(
    '/api/auth/login',
    {
      // Tokens and cookies: a repeat must sign in (or rotate) again, never replay them.
      config: { auth: 'public', idempotency: false },
      onRequest: async (request) => ctx.limits.consume('loginIp', request.ip),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: {
          ...contractResponses('POST /api/auth/login'),
          ...errors(400, 401, 403, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const session = await login(ctx, deps, {
        email,
        password,
        meta: clientMeta(request),
        log: request.log,
      });
      setRefreshCookie(ctx, reply, session.refresh);
      setUserRolloutCookie(ctx, reply, session.answer.user.id);
      ctx.csrf.rotate(reply);
      return session.answer;
    },
  );

  r.post(
    '/api/auth/login-link',
    {
      config: { auth: 'public' },
      onRequest: async (request) => ctx.limits.consume('tokenIp', request.ip),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with the one-time link mailed when an address was locked out (same answer as login)',
        body: tokenBodySchema,
        response: { ...contractResponses('POST /api/auth/login-link'), ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = await loginWithLink(ctx, deps, {
        token: request.body.token,
        meta: clientMeta(request),
        log: request.log,
      });
      setRefreshCookie(ctx, reply, session.refresh);
      setUserRolloutCookie(ctx, reply, session.answer.user.id);
      ctx.csrf.rotate(reply);
      return session.answer;
    },
  );
}

/** A session's life after sign-in: refresh, sign out, sign out everywhere. */
export function sessionRoutes(app: FastifyInstance, deps: SessionDeps): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/refresh',
    {
      // Tokens and cookies: a repeat must sign in (or rotate) again, never replay them.
      config: { auth: 'public', idempotency: false },
      onRequest: async (request) => ctx.limits.consume('refreshIp', request.ip),
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (body or refresh cookie) and get a new access token',
        body: refreshSchema.optional(),
        response: { ...contractResponses('POST /api/auth/refresh'), ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const presented = request.body?.refresh_token ?? request.cookies[ctx.cookies.refresh];
      if (!presented) throw new HttpError(401, SESSION_EXPIRED);
      const next = await refreshSession(
        ctx,
        deps.sessions,
        presented,
        clientMeta(request),
        request.log,
      );
      if (!next) {
        clearRefreshCookie(ctx, reply);
        throw new HttpError(401, SESSION_EXPIRED);
      }
      setRefreshCookie(ctx, reply, next.token);
      return { access_token: next.access, refresh_token: next.token };
    },
  );

  r.post(
    '/api/auth/logout',
    {
      // Tokens and cookies: a repeat must sign in (or rotate) again, never replay them.
      config: { auth: 'public', idempotency: false },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the refresh token family and clears the cookies',
        body: refreshSchema.optional(),
        response: { ...contractResponses('POST /api/auth/logout'), ...errors(400) },
      },
    },
    async (request, reply) => {
      const presented = request.body?.refresh_token ?? request.cookies[ctx.cookies.refresh];
      await logout(ctx, deps.sessions, presented, bearerSession(request));
      clearRefreshCookie(ctx, reply);
      ctx.csrf.rotate(reply);
      return { message: 'Logged out successfully' };
    },
  );

  r.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign out everywhere: ends every session of the signed-in user, access tokens included',
        security: [{ bearerAuth: [] }],
        response: { ...contractResponses('POST /api/auth/logout-all'), ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      await logoutEverywhere(
        ctx,
        deps.sessions,
        request.user!.id,
        bearerSession(request),
        request.log,
      );
      clearRefreshCookie(ctx, reply);
      ctx.csrf.rotate(reply);
      return { message: SIGNED_OUT_EVERYWHERE };
    },
  );
}
