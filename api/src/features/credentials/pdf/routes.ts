import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../auth/schemas';
import { download } from '../../records';
import {
  badgeParams,
  security,
  STUDENT_OR_PARENT,
  studentQuery,
  subjectStudent,
  tags,
} from '../http';
import type { IssueDeps } from '../issue/service';
import { credentialPdfDownload, type PdfTarget } from './service';

const send = (reply: FastifyReply, file: { pdf: Buffer; disposition: string }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', file.disposition)
    .header('Cache-Control', 'private, no-store')
    .send(file.pdf);

/** The credentials as printable PDFs with a QR code of their public address (once shared). */
export function pdfRoutes(app: FastifyInstance, deps: IssueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const schema = (summary: string, codes: readonly (400 | 401 | 403 | 404 | 409)[]) => ({
    tags,
    summary,
    security,
    querystring: studentQuery,
    response: { ...download('application/pdf'), ...errors(...codes) },
  });

  for (const kind of ['diploma', 'transcript'] as const) {
    r.get(
      `/api/credentials/${kind}.pdf`,
      {
        config: STUDENT_OR_PARENT,
        schema: schema(
          `The ${kind} credential as a PDF with a QR code of its public address`,
          [400, 401, 403, 404, 409],
        ),
      },
      async (request, reply) => {
        const studentId = await subjectStudent(db, request, request.query.student_id);
        const target: PdfTarget = { kind };
        return send(reply, await credentialPdfDownload(deps, studentId, target));
      },
    );
  }

  r.get(
    '/api/credentials/badges/:badgeId.pdf',
    {
      config: STUDENT_OR_PARENT,
      schema: {
        ...schema(
          'A claimed badge credential as a PDF with a QR code of its public address',
          [400, 401, 403, 404],
        ),
        params: badgeParams,
      },
    },
    async (request, reply) => {
      const studentId = await subjectStudent(db, request, request.query.student_id);
      const target: PdfTarget = { kind: 'badge', badgeId: request.params.badgeId };
      return send(reply, await credentialPdfDownload(deps, studentId, target));
    },
  );
}
