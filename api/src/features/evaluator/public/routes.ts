import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractResponses } from '../../../lib/response-schemas';
import type { UploadStore } from '../../../lib/uploads';
import { errors } from '../../auth/schemas';
import { evaluationBodySchema } from '@optio/contracts/evaluator';
import { PUBLIC, binary, fileParam, tags, tokenParam, visitor } from '../http';
import { downloadPortfolio, linkThumbnail, recordEvaluation, viewPortfolio } from './service';

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
