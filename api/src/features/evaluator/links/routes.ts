import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractResponses } from '../../../lib/response-schemas';
import type { UploadStore } from '../../../lib/uploads';
import { errors } from '../../auth/schemas';
import {
  createLinkBodySchema,
  linkListQuerySchema,
  portfolioQuerySchema,
} from '@optio/contracts/evaluator';
import { FAMILY, binary, idParam, security, tags } from '../http';
import { portfolioDownload } from '../portfolio/download';
import { buildPortfolio, portfolioStudent } from '../portfolio/service';
import { resolveRange } from '../rules';
import { createLink, listStudentLinks, revokeStudentLink } from './service';

/** The family's routes: the portfolio export (JSON and PDF) and its evaluator links. */
export function evaluatorFamilyRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/records/evaluator-portfolio',
    {
      config: FAMILY,
      schema: {
        tags,
        summary: 'The evaluator portfolio for a date range (a school year by default)',
        security,
        querystring: portfolioQuerySchema,
        response: {
          ...contractResponses('GET /api/records/evaluator-portfolio'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const now = ctx.config.now();
      const q = request.query;
      const id = await portfolioStudent(
        db,
        request.user!,
        q.student_id,
        'evaluator portfolio',
        now.toISOString(),
      );
      return buildPortfolio(db, id, resolveRange(now, q.from, q.to), now);
    },
  );

  r.get(
    '/api/records/evaluator-portfolio.pdf',
    {
      config: FAMILY,
      schema: {
        tags,
        summary: 'The evaluator portfolio as a PDF download (streamed)',
        security,
        querystring: portfolioQuerySchema,
        response: { ...binary('application/pdf'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const now = ctx.config.now();
      const q = request.query;
      const id = await portfolioStudent(
        db,
        request.user!,
        q.student_id,
        'evaluator portfolio PDF',
        now.toISOString(),
      );
      const { stream, disposition } = await portfolioDownload(
        db,
        store,
        request.log,
        id,
        resolveRange(now, q.from, q.to),
        now,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', disposition)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  r.get(
    '/api/records/evaluator-links',
    {
      config: FAMILY,
      schema: {
        tags,
        summary: "A student's evaluator links with their views and evaluations",
        security,
        querystring: linkListQuerySchema,
        response: {
          ...contractResponses('GET /api/records/evaluator-links'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      links: await listStudentLinks(db, request.user!, request.query.student_id, ctx.config.now()),
    }),
  );

  r.post(
    '/api/records/evaluator-links',
    {
      config: FAMILY,
      schema: {
        tags,
        summary: 'Create a time-limited evaluator link (7 to 60 days); the token is shown once',
        security,
        body: createLinkBodySchema,
        response: {
          ...contractResponses('POST /api/records/evaluator-links'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLink(db, request.user!, request.body, ctx.config.now())),
  );

  r.delete(
    '/api/records/evaluator-links/:id',
    {
      config: FAMILY,
      schema: {
        tags,
        summary: 'Revoke an evaluator link',
        security,
        params: idParam,
        response: {
          ...contractResponses('DELETE /api/records/evaluator-links/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => revokeStudentLink(db, request.user!, request.params.id, ctx.config.now()),
  );
}
