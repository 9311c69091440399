import {
  createLinkBodySchema,
  evaluationBodySchema,
  linkListQuerySchema,
  portfolioQuerySchema,
  targetsBodySchema,
} from '@optio/contracts/evaluator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractResponses } from '../../lib/response-schemas';
import type { UploadStore } from '../../lib/uploads';
import { errors } from '../auth/schemas';
import { createLink, listStudentLinks, revokeStudentLink } from './links/service';
import { portfolioDownload } from './portfolio/download';
import { buildPortfolio, portfolioStudent } from './portfolio/service';
import {
  downloadPortfolio,
  linkThumbnail,
  recordEvaluation,
  viewPortfolio,
  type Visitor,
} from './public/service';
import { resolveRange } from './rules';
import { readTracking, setTargets } from './tracking/service';

const tags = ['evaluator'];
const security = [{ bearerAuth: [] }];
const FAMILY = { auth: { roles: ['student', 'parent'] as const } };
const PARENT = { auth: { roles: ['parent'] as const } };
const PUBLIC = { auth: 'public' as const };
const binary = (description: string) => ({ 200: z.unknown().describe(description) });

const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });
const childParam = z.strictObject({ childId: z.uuid({ error: 'Not a valid id' }) });
// Any token shape reaches the service, which answers one 404 for every invalid link.
const tokenParam = z.strictObject({ token: z.string().max(200) });
const fileParam = z.strictObject({ token: z.string().max(200), fileId: z.string().max(64) });

const visitor = (request: FastifyRequest): Visitor => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The family's routes: the portfolio export, evaluator links and tracking against targets. */
export function evaluatorRoutes(app: FastifyInstance, store: UploadStore): void {
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

  r.get(
    '/api/parent/children/:childId/tracking',
    {
      config: PARENT,
      schema: {
        tags,
        summary: "Learning days and hours this school year against the family's targets",
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/parent/children/:childId/tracking'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => readTracking(db, request.user!, request.params.childId, ctx.config.now()),
  );

  r.put(
    '/api/parent/children/:childId/tracking',
    {
      config: PARENT,
      schema: {
        tags,
        summary: "Set the year's targets (days, hours) and the evaluation due date",
        security,
        params: childParam,
        body: targetsBodySchema,
        response: {
          ...contractResponses('PUT /api/parent/children/:childId/tracking'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      setTargets(db, request.user!, request.params.childId, request.body, ctx.config.now()),
  );
}

/** The evaluator's routes: public (the token is the key), rate-limited per client address. */
export function evaluatorPublicRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = async (request: FastifyRequest) => ctx.limits.consume('evaluatorIp', request.ip);

  r.get(
    '/api/evaluate/:token',
    {
      config: PUBLIC,
      onRequest: limit,
      schema: {
        tags,
        summary: 'The portfolio behind an evaluator link (each opening is audited)',
        params: tokenParam,
        response: { ...contractResponses('GET /api/evaluate/:token'), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const portfolio = await viewPortfolio(
        db,
        request.params.token,
        visitor(request),
        ctx.config.now(),
      );
      return reply.header('Cache-Control', 'private, no-store').send(portfolio);
    },
  );

  r.get(
    '/api/evaluate/:token/portfolio.pdf',
    {
      config: PUBLIC,
      onRequest: limit,
      schema: {
        tags,
        summary: 'The same portfolio as a PDF download (audited)',
        params: tokenParam,
        response: { ...binary('application/pdf'), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const { stream, disposition } = await downloadPortfolio(
        db,
        store,
        request.log,
        request.params.token,
        visitor(request),
        ctx.config.now(),
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', disposition)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  r.get(
    '/api/evaluate/:token/files/:fileId',
    {
      config: PUBLIC,
      onRequest: limit,
      schema: {
        tags,
        summary: 'A thumbnail (JPEG) of an image work sample in the link’s range',
        params: fileParam,
        response: { ...binary('image/jpeg'), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const bytes = await linkThumbnail(
        db,
        store,
        request.params.token,
        request.params.fileId,
        ctx.config.now(),
      );
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );

  r.post(
    '/api/evaluate/:token/evaluation',
    {
      config: PUBLIC,
      onRequest: limit,
      schema: {
        tags,
        summary: 'Record the evaluation (once per link)',
        params: tokenParam,
        body: evaluationBodySchema,
        response: {
          ...contractResponses('POST /api/evaluate/:token/evaluation'),
          ...errors(400, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordEvaluation(
            db,
            request.params.token,
            request.body,
            visitor(request),
            ctx.config.now(),
          ),
        ),
  );
}
