import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerOpenApi } from '../docs';
import { IdempotencyStore, registerIdempotency } from '../lib/idempotency';
import { registerResponseSchemas } from '../lib/response-schemas';
import { registerApiHeaders } from '../lib/static/headers';
import { registerErrorHandling, registerJsonParser, registerValidation } from '../lib/validation';
import { registerAuthorization } from '../security/authorize';

/**
 * What every API route goes through, before any route is registered: response schemas,
 * validation and errors, cookies, the API headers, the access check, idempotency and the
 * OpenAPI document. Returns the idempotency store (its expired keys are swept).
 */
export async function registerApiPlugins(app: FastifyInstance): Promise<IdempotencyStore> {
  const { config, db, secureCookies } = app.ctx;
  // Response schemas come from @optio/contracts; the API tests hold every answer to them exactly.
  registerResponseSchemas(app, config.nodeEnv === 'test');
  registerValidation(app);
  registerJsonParser(app);
  registerErrorHandling(app);
  // Before every hook that reads cookies (CSRF, idempotency): its onRequest hook parses them.
  await app.register(fastifyCookie);
  registerApiHeaders(app, secureCookies);
  registerAuthorization(app);
  const idempotency = new IdempotencyStore(db.kysely);
  registerIdempotency(app, idempotency);
  // The OpenAPI document maps the whole attack surface: not public in production unless asked.
  if (config.publicDocs) await registerOpenApi(app);
  return idempotency;
}
