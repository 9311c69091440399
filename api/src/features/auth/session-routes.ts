import { loginSchema, refreshSchema, type User } from '@optio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser, UsersTable } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { accountBlock } from '../../security/authorize';
import { clearRefreshCookie, clientMeta, normaliseEmail, setRefreshCookie } from './http';
import type { EmailTokens } from './email-tokens';
import type { LoginGuard } from './login-guard';
import {
  errors,
  loginResponseSchema,
  messageSchema,
  refreshResponseSchema,
  tokenBodySchema,
} from './schemas';
import type { Sessions } from './sessions';
import { toUserView, userSchema } from './user-view';

const INVALID_CREDENTIALS = 'Invalid email or password';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const INVALID_LINK = 'This sign-in link is invalid, expired or already used. Please sign in again.';
export const SIGNED_OUT_EVERYWHERE = 'Signed out on every device';

const bearerClaims = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ')
    ? request.server.ctx.jwt.verify(header.slice(7).trim())
    : null;
};

/**
 * GET /api/auth/me answers, keyed by the AuthUser object the authorization cache hands out: that
 * object is replaced (never mutated) when the user is re-read, so a stale answer cannot be served.
 */
const meViews = new WeakMap<AuthUser, User>();
const meJson = new WeakMap<object, string>();

function meView(user: AuthUser): User {
  let view = meViews.get(user);
  if (!view) {
    view = toUserView(user);
    meViews.set(user, view);
    meJson.set(view, JSON.stringify(view));
  }
  return view;
}

export function sessionRoutes(
  app: FastifyInstance,
  sessions: Sessions,
  tokens: EmailTokens,
  guard: LoginGuard,
): void {
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
        response: { 200: z.object({ csrf_token: z.string() }) },
      },
    },
    async (request, reply) => ({ csrf_token: ctx.csrf.ensure(request, reply) }),
  );

  /** Starts a session: refresh cookie, new CSRF pair, and the login answer of the spec. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, user: UsersTable) => {
    const { token: refresh, familyId } = await sessions.start(user.id, clientMeta(request));
    const access = ctx.jwt.sign(user, familyId);
    setRefreshCookie(ctx, reply, refresh);
    ctx.csrf.rotate(reply);
    request.log.info({ userId: user.id }, 'login');
    // The SPEC's user object exactly; the client reads the saved language from /me.
    const { language: _language, ...specUser } = toUserView(user);
    return {
      user: specUser,
      session: {
        access_token: access,
        refresh_token: refresh,
        expires_in: ctx.config.accessTokenTtlSec,
      },
      app_access_token: access,
      app_refresh_token: refresh,
    };
  };

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
        response: { 200: loginResponseSchema, ...errors(400, 401, 403, 415, 429) },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      // Per account and address, checked before hashing; see login-guard.ts.
      await guard.admit(email, request.ip);
      const user = await ctx.db.kysely
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      const valid = user
        ? await ctx.hasher.verify(user.password_hash, request.body.password)
        : await ctx.hasher.dummyVerify(request.body.password);
      if (!user || !valid) {
        await guard.failed(request, email, user);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      const blocked = accountBlock(user);
      if (blocked) throw new HttpError(403, blocked);
      await guard.succeeded(email, request.ip);
      return signIn(request, reply, user);
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
        response: { 200: loginResponseSchema, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const used = await tokens.consume(request.body.token, 'sign_in_link');
      if (!used.ok) throw new HttpError(400, INVALID_LINK);
      const user = await ctx.db.findUserById(used.row.user_id);
      if (!user) throw new HttpError(400, INVALID_LINK);
      const blocked = accountBlock(user);
      if (blocked) throw new HttpError(403, blocked);
      await tokens.invalidateAll(user.id, 'sign_in_link');
      await guard.succeeded(user.email, request.ip);
      return signIn(request, reply, user);
    },
  );

  r.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, ...errors(401) },
      },
      // Hot path: toUserView already whitelists the fields, so plain JSON.stringify is enough,
      // and it runs once per cached user object rather than once per request.
      serializerCompiler: () => (data) => meJson.get(data as object) ?? JSON.stringify(data),
    },
    // Synchronous: a returned value is sent without a promise round trip.
    (request) => meView(request.user!),
  );

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
        response: { 200: refreshResponseSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const presented = request.body?.refresh_token ?? request.cookies[ctx.cookies.refresh];
      if (!presented) throw new HttpError(401, SESSION_EXPIRED);
      const result = await sessions.rotate(presented, clientMeta(request), (user, familyId) =>
        ctx.jwt.sign(user, familyId),
      );
      if (!result.ok) {
        if (result.reuse)
          request.log.warn({ reqId: request.id }, 'refresh token reuse detected; family revoked');
        clearRefreshCookie(ctx, reply);
        throw new HttpError(401, SESSION_EXPIRED);
      }
      if (accountBlock(result.user)) {
        await sessions.revokeAllForUser(result.user.id);
        clearRefreshCookie(ctx, reply);
        throw new HttpError(401, SESSION_EXPIRED);
      }
      setRefreshCookie(ctx, reply, result.token);
      return { access_token: result.access, refresh_token: result.token };
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
        response: { 200: messageSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      const presented = request.body?.refresh_token ?? request.cookies[ctx.cookies.refresh];
      const ended = new Set<string>();
      if (presented) {
        const family = await sessions.familyOf(presented);
        if (family) ended.add(family);
      }
      // The access token in hand ends too (its session may differ if the cookie is gone).
      const bearer = bearerClaims(request);
      if (bearer) ended.add(bearer.sid);
      for (const family of ended) await sessions.revokeFamily(family);
      await ctx.deniedSessions.deny(ended);
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
        response: { 200: messageSchema, ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const live = await sessions.recentFamilies(user.id);
      await sessions.revokeAllForUser(user.id);
      const current = bearerClaims(request)?.sid;
      await ctx.deniedSessions.deny(current ? [...live, current] : live);
      clearRefreshCookie(ctx, reply);
      ctx.csrf.rotate(reply);
      request.log.info({ userId: user.id }, 'signed out everywhere');
      return { message: SIGNED_OUT_EVERYWHERE };
    },
  );
}
