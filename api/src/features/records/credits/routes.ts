import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../auth/schemas';
import { contractResponses } from '../../../lib/response-schemas';
import { download, security, STUDENT_ONLY, tags } from '../http';
import { transcriptDownload } from './download';
import { loadCredits } from './service';
import { buildTranscript } from './transcript';

export function creditRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/records/credits',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Credits per subject toward the diploma (overflow counts toward electives)',
        security,
        response: { ...contractResponses('GET /api/records/credits'), ...errors(401, 403) },
      },
    },
    async (request) => {
      const { report, review } = await loadCredits(db, request.user!.id);
      return { ...report, awaiting_review: review };
    },
  );

  r.get(
    '/api/records/transcript',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Transcript: credits and quests per subject, XP per pillar',
        security,
        response: { ...contractResponses('GET /api/records/transcript'), ...errors(401, 403) },
      },
    },
    async (request) => buildTranscript(db, request.user!.id, ctx.config.now()),
  );

  r.get(
    '/api/records/transcript.pdf',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'The transcript as a PDF download',
        security,
        response: { ...download('application/pdf'), ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const { pdf, disposition } = await transcriptDownload(db, request.user!.id, ctx.config.now());
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', disposition)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
