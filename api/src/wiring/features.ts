import fastifyCompress from '@fastify/compress';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { docsRoutes } from '../docs';
import { adminFeature } from '../features/admin/feature';
import { advisorsFeature } from '../features/advisors';
import { authFeature, type Consent } from '../features/auth';
import { badgesAdminFeature } from '../features/badges-admin';
import { communityFeature } from '../features/community';
import { credentialsFeature } from '../features/credentials';
import { evaluatorFeature, type Evaluator } from '../features/evaluator';
import { familyFeature } from '../features/family';
import { healthFeature } from '../features/health';
import { learningFeature } from '../features/learning';
import { leadsFeature, type Leads } from '../features/leads';
import { messagesFeature } from '../features/messages';
import { metricsRoutes } from '../features/metrics/routes';
import { parentsFeature } from '../features/parents';
import { platformRuntimeFeature } from '../features/platform-runtime';
import { releasesFeature } from '../features/releases';
import { liveSite } from '../features/releases/serving';
import { recordsFeature, type Records } from '../features/records';
import { safetySurfacesFeature } from '../features/safety-surfaces';
import { settingsFeature } from '../features/settings';
import { tutorFeature } from '../features/tutor';
import { serveStaticSite } from '../lib/static';
import { registerSecurityHeaders } from '../lib/static/headers';

/** Every feature's routes under /api; returns the services buildApp hands out. */
export async function registerFeatures(
  app: FastifyInstance,
  redis: Redis | undefined,
): Promise<{ consent: Consent; records: Records; evaluator: Evaluator; leads: Leads }> {
  const { consent } = authFeature(app);
  settingsFeature(app);
  healthFeature(app, { redis });
  metricsRoutes(app);
  parentsFeature(app);
  await familyFeature(app, consent);
  advisorsFeature(app);
  adminFeature(app);
  releasesFeature(app);
  await badgesAdminFeature(app);
  await learningFeature(app);
  const records = await recordsFeature(app);
  const evaluator = evaluatorFeature(app);
  const leads = leadsFeature(app);
  tutorFeature(app);
  safetySurfacesFeature(app);
  communityFeature(app);
  messagesFeature(app);
  platformRuntimeFeature(app);
  credentialsFeature(app);
  return { consent, records, evaluator, leads };
}

/**
 * Pages and files (the apps, the registry, the docs UI) get helmet's full set with the registry
 * CSP, and gzip/brotli; both live in their own scope so the small JSON API answers do not pay
 * for them on every request.
 */
export async function registerPages(app: FastifyInstance): Promise<void> {
  const { config, secureCookies } = app.ctx;
  await app.register(async (pages) => {
    await pages.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await registerSecurityHeaders(pages, config.registryFile, secureCookies);
    if (config.publicDocs) docsRoutes(pages);
    serveStaticSite(pages, liveSite(app.ctx));
  });
}
