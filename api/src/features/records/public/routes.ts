import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStored, type UploadStore } from '../../../lib/uploads';
import { errors } from '../../auth/schemas';
import { contractResponses } from '../../../lib/response-schemas';
import { publicDiploma, publicEvidenceFile, publicItemFile, publicPortfolio } from './service';

const PUBLIC = { auth: 'public' as const };
const tags = ['public'];
const slugParam = z.strictObject({ slug: z.string().max(40) });
const fileParams = z.strictObject({ slug: z.string().max(40), id: z.uuid() });

export function publicRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/portfolio/:slug',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'A public portfolio: public, non-confidential work only; 404 when private',
        params: slugParam,
        response: { ...contractResponses('GET /api/public/portfolio/:slug'), ...errors(400, 404) },
      },
    },
    async (request) => publicPortfolio(db, request.params.slug),
  );

  r.get(
    '/api/public/portfolio/:slug/items/:id/file',
    {
      config: PUBLIC,
      schema: { tags, summary: 'A file of a public portfolio item', params: fileParams },
    },
    async (request, reply) =>
      sendStored(reply, store, await publicItemFile(db, request.params.slug, request.params.id)),
  );

  r.get(
    '/api/public/portfolio/:slug/evidence/:id/file',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'A public task’s (non-confidential) evidence file',
        params: fileParams,
      },
    },
    async (request, reply) =>
      sendStored(
        reply,
        store,
        await publicEvidenceFile(db, request.params.slug, request.params.id),
      ),
  );

  r.get(
    '/api/public/diploma/:userId',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'A public diploma (or its progress); 404 when private or unknown',
        params: z.strictObject({ userId: z.string().max(64) }),
        response: { ...contractResponses('GET /api/public/diploma/:userId'), ...errors(400, 404) },
      },
    },
    async (request) => publicDiploma(db, request.params.userId),
  );
}
