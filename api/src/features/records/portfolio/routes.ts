import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../lib/errors';
import { readSingleFileForm, type UploadStore } from '../../../lib/uploads';
import { errors } from '../../auth/schemas';
import { contractResponses } from '../../../lib/response-schemas';
import { itemIdParam, security, STUDENT_ONLY, tags } from '../http';
import {
  addUploadedItem,
  decideParentItem,
  myPortfolio,
  removeUploadedItem,
  setEntryVisibility,
  setPortfolioVisibility,
} from './service';
import { parseUploadFields } from './upload-fields';

const visibilityBody = z.strictObject({
  is_public: z.boolean({ error: 'is_public must be true or false' }),
});
const portfolioVisibilityBody = z.strictObject({
  public: z.boolean({ error: 'Public must be true or false' }),
});
const UPLOAD_FIELDS = [
  'title',
  'description',
  'pillar',
  'work_date',
  'link',
  'confidential',
  'is_public',
] as const;

/** The upload form: its fields checked, with at most one file (removed again on refusal). */
function readUpload(request: FastifyRequest, store: UploadStore, now: Date) {
  const spec = { fields: UPLOAD_FIELDS, fileField: 'file' };
  return readSingleFileForm(request, store, spec, ({ fields, file }) => {
    const parsed = parseUploadFields(fields, now);
    if (!parsed.errs.title && !parsed.description && !parsed.link && !file) {
      parsed.errs.description = 'Add a description, a link or a file';
    }
    const first = Object.values(parsed.errs)[0];
    if (first) throw new HttpError(400, first, parsed.errs);
    return { fields: parsed, file };
  });
}

export function portfolioRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/records/portfolio',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'My portfolio: completed tasks and uploaded or parent items, with visibility',
        security,
        response: { ...contractResponses('GET /api/records/portfolio'), ...errors(401, 403) },
      },
    },
    async (request) => myPortfolio(db, request.user!.id, ctx.config.now()),
  );

  r.put(
    '/api/records/portfolio/visibility',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Make my portfolio public or private (needs a slug; under 13 asks a parent)',
        security,
        body: portfolioVisibilityBody,
        response: {
          ...contractResponses('PUT /api/records/portfolio/visibility'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) =>
      setPortfolioVisibility(db, request.user!.id, request.body.public, ctx.config.now()),
  );
}

/** One entry of the portfolio: its visibility, the student's uploads and parents' items. */
export function portfolioItemRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/records/portfolio/items/:id/visibility',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Show or hide one item (a completed task or an item) in my public portfolio',
        security,
        params: itemIdParam,
        body: visibilityBody,
        response: {
          ...contractResponses('PUT /api/records/portfolio/items/:id/visibility'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      setEntryVisibility(db, request.user!.id, request.params.id, request.body.is_public),
  );

  r.post(
    '/api/records/portfolio/items',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary:
          'Upload past work (multipart: title, description, pillar, work_date, link, confidential, is_public, file)',
        security,
        consumes: ['multipart/form-data'],
        response: {
          ...contractResponses('POST /api/records/portfolio/items'),
          ...errors(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const input = await readUpload(request, store, ctx.config.now());
      const item = await addUploadedItem(ctx, store, request.log, request.user!.id, input);
      return reply.code(201).send(item);
    },
  );

  r.delete(
    '/api/records/portfolio/items/:id',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Remove past work I uploaded',
        security,
        params: itemIdParam,
        response: {
          ...contractResponses('DELETE /api/records/portfolio/items/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => removeUploadedItem(db, store, request.user!.id, request.params.id),
  );

  for (const decision of ['accept', 'decline'] as const) {
    r.post(
      `/api/records/portfolio/items/:id/${decision}`,
      {
        config: STUDENT_ONLY,
        schema: {
          tags,
          summary:
            decision === 'accept'
              ? 'Accept work a parent documented (it then counts in my portfolio)'
              : 'Decline work a parent documented',
          security,
          params: itemIdParam,
          response: {
            ...contractResponses(`POST /api/records/portfolio/items/:id/${decision}`),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) =>
        decideParentItem(
          db,
          request.user!.id,
          request.params.id,
          decision,
          ctx.config.now().toISOString(),
        ),
    );
  }
}
