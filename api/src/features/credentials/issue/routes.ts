import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractResponses } from '../../../lib/response-schemas';
import { errors } from '../../auth/schemas';
import {
  badgeParams,
  security,
  STUDENT_OR_PARENT,
  studentQuery,
  subjectStudent,
  tags,
} from '../http';
import { listCredentials } from '../share/service';
import {
  badgeCredential,
  diplomaCredential,
  transcriptCredential,
  type IssueDeps,
} from './service';

/** The signed credentials of a student's records, for the student or a linked parent. */
export function issueRoutes(app: FastifyInstance, deps: IssueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const downloadable = (summary: string) => ({
    tags,
    summary,
    security,
    querystring: studentQuery,
  });

  r.get(
    '/api/credentials/diploma',
    {
      config: STUDENT_OR_PARENT,
      schema: {
        ...downloadable('The diploma as a signed Open Badges 3.0 credential (once signed off)'),
        response: {
          ...contractResponses('GET /api/credentials/diploma'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      diplomaCredential(deps, await subjectStudent(db, request, request.query.student_id)),
  );

  r.get(
    '/api/credentials/transcript',
    {
      config: STUDENT_OR_PARENT,
      schema: {
        ...downloadable('The transcript as a signed CLR 2.0 credential of reviewed credits'),
        response: {
          ...contractResponses('GET /api/credentials/transcript'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      transcriptCredential(deps, await subjectStudent(db, request, request.query.student_id)),
  );

  r.get(
    '/api/credentials/badges/:badgeId',
    {
      config: STUDENT_OR_PARENT,
      schema: {
        ...downloadable('A claimed badge as a signed Open Badges 3.0 credential'),
        params: badgeParams,
        response: {
          ...contractResponses('GET /api/credentials/badges/:badgeId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      badgeCredential(
        deps,
        await subjectStudent(db, request, request.query.student_id),
        request.params.badgeId,
      ),
  );

  r.get(
    '/api/credentials',
    {
      config: STUDENT_OR_PARENT,
      schema: {
        ...downloadable(
          'Every credential issued to the student, with its public address when shared',
        ),
        response: { ...contractResponses('GET /api/credentials'), ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      listCredentials(
        db,
        await subjectStudent(db, request, request.query.student_id),
        deps.issuer.profile.publicUrl,
      ),
  );
}
