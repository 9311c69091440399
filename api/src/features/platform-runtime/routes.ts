import { PLATFORM_EVENTS_MAX_BYTES, platformEventsSchema } from '@optio/contracts/platform-runtime';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractResponses } from '../../lib/response-schemas';
import { errors } from '../auth/schemas';
import type { Probe } from './probe';
import { platformHealth, recordPlatformEvents } from './service';

const REMOTE_PROBE_TIMEOUT_MS = 3000;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * A site path is asked of this server in process (whatever serves /registry.json and /remotes
 * now: dist/ or a release), an absolute URL (a remote on its own origin) over the network.
 */
function siteProbe(app: FastifyInstance): Probe {
  return async (url) => {
    if (/^https?:\/\//i.test(url)) {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(REMOTE_PROBE_TIMEOUT_MS) });
        return { status: res.status, json: parseJson(await res.text()) };
      } catch {
        return { status: 0, json: null };
      }
    }
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, json: parseJson(res.body) };
  };
}

export function platformRuntimeRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/platform/events',
    {
      config: { auth: 'public' },
      bodyLimit: PLATFORM_EVENTS_MAX_BYTES,
      onRequest: async (request) => ctx.limits.consume('platformEventsIp', request.ip),
      schema: {
        tags: ['platform'],
        summary:
          'The shell’s Module Federation runtime report: shared package versions each remote received and containment events (MF error codes), counted per remote version; nothing personal',
        body: platformEventsSchema,
        response: {
          ...contractResponses('POST /api/platform/events'),
          ...errors(400, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      reply.code(202).header('Cache-Control', 'no-store');
      return recordPlatformEvents(ctx, request.body);
    },
  );

  r.get(
    '/api/admin/platform/health',
    {
      config: { auth: { roles: ['admin'] as const } },
      schema: {
        tags: ['platform'],
        summary:
          'Per registered remote: whether its manifest and remoteEntry answer now, its version, shared-version skew against the shell and error counts per version (admin only)',
        security: [{ bearerAuth: [] }],
        response: {
          ...contractResponses('GET /api/admin/platform/health'),
          ...errors(401, 403),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return platformHealth(ctx, siteProbe(app));
    },
  );
}
