import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { contractResponses } from '../../../lib/response-schemas';
import { security, STUDENT_ONLY, tags } from '../http';
import { diplomaView, setDiplomaVisibility } from './service';

const visibilityBody = z.strictObject({
  public: z.boolean({ error: 'Public must be true or false' }),
});

export function diplomaRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/records/diploma',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'My diploma: issued or what is missing, accreditation, visibility',
        security,
        response: { ...contractResponses('GET /api/records/diploma'), ...errors(401, 403) },
      },
    },
    async (request) => diplomaView(db, request.user!.id, ctx.config.now()),
  );

  r.put(
    '/api/records/diploma/visibility',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Make my diploma public or private (under 13: public asks a parent first)',
        security,
        body: visibilityBody,
        response: {
          ...contractResponses('PUT /api/records/diploma/visibility'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) =>
      setDiplomaVisibility(db, request.user!.id, request.body.public, ctx.config.now()),
  );
}
