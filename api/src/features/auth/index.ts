import type { FastifyInstance } from 'fastify';
import { consentRoutes } from './consent/routes';
import { meRoutes } from './me/routes';
import { createConsent, type Consent } from './consent/lifecycle';
import { passwordRoutes } from './password/routes';
import { registerRoutes } from './register/routes';
import { createLoginGuard } from './sessions/login-guard';
import { createSessions } from './sessions/refresh-tokens';
import { sessionRoutes, signInRoutes } from './sessions/routes';
import { createEmailTokens } from './tokens/service';

/** Registers every /api/auth route; returns the consent service (its sweep runs on a timer). */
export function authFeature(app: FastifyInstance): { consent: Consent } {
  const sessions = createSessions(app.ctx);
  const tokens = createEmailTokens(app.ctx);
  const consent = createConsent(app.ctx, tokens, sessions);
  const sessionDeps = { sessions, tokens, guard: createLoginGuard(app.ctx, tokens) };
  signInRoutes(app, sessionDeps);
  meRoutes(app);
  sessionRoutes(app, sessionDeps);
  registerRoutes(app, { tokens, consent });
  consentRoutes(app, { tokens, consent });
  passwordRoutes(app, { tokens, sessions });
  return { consent };
}

export type { Consent } from './consent/lifecycle';
export { createSessions, type Sessions } from './sessions/refresh-tokens';
export { createEmailTokens, TOKEN_TTL_SEC, type EmailTokens } from './tokens/service';
export { COMMON_PASSWORD_MESSAGE } from './register/service';
export { FORGOT_MESSAGE, RESET_SUCCESS } from './password/service';
export { SIGNED_OUT_EVERYWHERE } from './sessions/routes';
/** Plain reads and writes of account rows, for the command line's admin account tool. */
export { findUserByEmail, insertUser, updateUser } from './store';
