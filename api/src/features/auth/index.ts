import type { FastifyInstance } from 'fastify';
import { createConsent, type Consent } from './consent';
import { consentRoutes } from './consent-routes';
import { createEmailTokens } from './email-tokens';
import { createLoginGuard } from './login-guard';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';
import { sessionRoutes } from './session-routes';
import { createSessions } from './sessions';

/** Registers every /api/auth route; returns the consent service (its sweep runs on a timer). */
export function authFeature(app: FastifyInstance): { consent: Consent } {
  const sessions = createSessions(app.ctx);
  const tokens = createEmailTokens(app.ctx);
  const consent = createConsent(app.ctx, tokens, sessions);
  sessionRoutes(app, sessions, tokens, createLoginGuard(app.ctx, tokens));
  registerRoutes(app, tokens, consent);
  consentRoutes(app, tokens, consent);
  passwordRoutes(app, tokens, sessions);
  return { consent };
}
