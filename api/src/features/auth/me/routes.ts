import type { User } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../../db/types';
import { errors } from '../schemas';
import { toUserView } from '../user-view';
import { contractResponses } from '../../../lib/response-schemas';

// No service or store: the answer is the signed-in user the authorization hook already read.

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

export function meRoutes(app: FastifyInstance): void {
  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { ...contractResponses('GET /api/auth/me'), ...errors(401) },
      },
      // Hot path: toUserView already whitelists the fields, so plain JSON.stringify is enough,
      // and it runs once per cached user object rather than once per request.
      serializerCompiler: () => (data) => meJson.get(data as object) ?? JSON.stringify(data),
    },
    // Synchronous: a returned value is sent without a promise round trip.
    (request) => meView(request.user!),
  );
}
