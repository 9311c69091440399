import { passesRoleGate, type Role } from '@optio/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { AuthUser } from '../db/types';
import { errorBody } from '../lib/errors';
import type { AuthUserEntry } from './auth-user-cache';
import type { AccessClaims } from './jwt';

/**
 * The one place access is decided. Routes declare `config: { auth: 'public' }` or
 * `config: { auth: { roles: [...] } }`; a route without `auth` requires a signed-in user.
 * A public route may add `csrf: false` when it reads no cookie or account (machine calls).
 */
export type AuthPolicy = 'public' | { roles?: readonly Role[] };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why a user who holds valid credentials may still not use the API. */
export function accountBlock(
  user: Pick<
    AuthUser,
    'is_active' | 'email_verified_at' | 'consent_required' | 'consent_granted_at'
  >,
): string | null {
  if (!user.is_active) return 'This account has been deactivated. Please contact support.';
  if (!user.email_verified_at) {
    return 'Please verify your email address before signing in. Check your inbox for the verification link, or request a new one.';
  }
  if (user.consent_required && !user.consent_granted_at) {
    return "Your account is waiting for a parent or guardian's consent. We've emailed them a link; once they consent, you can sign in.";
  }
  return null;
}

function deny(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send(errorBody(message, undefined, status));
}

/**
 * Installs the access check on every route as it is registered (so each route's policy is
 * resolved once, not per request): CSRF for /api, then the policy. Unknown routes are public 404s.
 */
export function registerAuthorization(app: FastifyInstance): void {
  const { csrf, jwt, authUsers, deniedSessions } = app.ctx;
  app.decorateRequest('user', null);

  const check = (policy: AuthPolicy | undefined, csrfChecked: boolean) => {
    const roles = policy === 'public' ? undefined : policy?.roles;
    /** The signed-in part, once the user is known (cached or just read). */
    const admit = (
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
      claims: AccessClaims,
      entry: AuthUserEntry | undefined,
    ): void => {
      if (!entry || accountBlock(entry.user)) {
        deny(reply, 401, 'Authentication required');
        return;
      }
      // A password change or reset ends every access token issued before it.
      if (claims.pwv !== entry.passwordVersion) {
        deny(reply, 401, 'Authentication required');
        return;
      }
      if (!passesRoleGate(entry.user.role, roles)) {
        deny(reply, 403, 'You do not have permission to do this');
        return;
      }
      request.user = entry.user;
      done();
    };

    // Callback style, not async: a cached user (the usual case) is admitted without a promise.
    // A refusal sends the reply and does not call done(), which ends the request there.
    return function authorize(
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ): void {
      if (csrfChecked) {
        if (STATE_CHANGING.has(request.method)) {
          if (!csrf.verifyRequest(request)) {
            csrf.ensure(request, reply);
            deny(reply, 403, 'Invalid CSRF token');
            return;
          }
        } else {
          csrf.ensure(request, reply);
        }
      }
      if (policy === 'public') {
        done();
        return;
      }

      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      const claims = token ? jwt.verify(token) : null;
      // A signed-out session's access tokens end at once, not when they expire.
      if (!claims || deniedSessions.has(claims.sid)) {
        deny(reply, 401, 'Authentication required');
        return;
      }
      const cached = authUsers.peek(claims.sub);
      if (cached) {
        admit(request, reply, done, claims, cached);
        return;
      }
      authUsers.lookup(claims.sub).then(
        (entry) => {
          try {
            admit(request, reply, done, claims, entry);
          } catch (err) {
            done(err as Error);
          }
        },
        (err: unknown) => done(err as Error),
      );
    };
  };

  app.addHook('onRoute', (route) => {
    const policy = route.config?.auth;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The exemption is for machine calls to public routes only: a signed-in route keeps its check.
    const csrfExempt = policy === 'public' && route.config?.csrf === false;
    for (const method of methods) {
      app.ctx.routePolicies.push({ method, url: route.url, policy, csrfExempt });
    }
    const csrfChecked = route.url.startsWith('/api/') && !csrfExempt;
    const own = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    // First, before the route's own hooks (e.g. rate limits): refused requests spend nothing.
    route.onRequest = [check(policy, csrfChecked), ...own];
  });
}
