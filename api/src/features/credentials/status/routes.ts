import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revokeRequestSchema } from '@optio/contracts/credentials';
import { z } from 'zod';
import { HttpError } from '../../../lib/errors';
import { contractResponses } from '../../../lib/response-schemas';
import { errors } from '../../auth/schemas';
import { PUBLIC, security, tags } from '../http';
import type { IssueDeps } from '../issue/service';
import { revokeCredential } from './revoke';
import { statusListCredential } from './service';

const listParams = z.strictObject({ list: z.uuid({ error: 'Not a valid status list id' }) });
const idParams = z.strictObject({ id: z.uuid({ error: 'Not a valid credential id' }) });

export function statusRoutes(app: FastifyInstance, deps: IssueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/credentials/status/:list',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'A signed BitstringStatusListCredential (revocation)',
        params: listParams,
      },
    },
    async (request, reply) => {
      const list = await statusListCredential(
        deps.db,
        deps.issuer,
        request.params.list,
        deps.loader,
        deps.now(),
      );
      if (!list) throw new HttpError(404, 'Status list not found');
      reply.header('cache-control', 'no-cache');
      reply.type('application/vc+ld+json');
      return JSON.stringify(list);
    },
  );

  r.post(
    '/api/credentials/:id/revoke',
    {
      config: { auth: { roles: ['admin', 'advisor'] as const } },
      schema: {
        tags,
        summary: 'Revoke a credential with a reason (admin; an advisor for badges they created)',
        security,
        params: idParams,
        body: revokeRequestSchema,
        response: {
          ...contractResponses('POST /api/credentials/:id/revoke'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      revokeCredential(
        deps.db,
        request.user!,
        request.params.id,
        request.body.reason,
        deps.now(),
        deps.issuer.profile.publicUrl,
      ),
  );
}
