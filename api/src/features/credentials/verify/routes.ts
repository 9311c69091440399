import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verifyRequestSchema } from '@optio/contracts/credentials';
import type { Queryable } from '../../../db/types';
import { contractResponses } from '../../../lib/response-schemas';
import { errors } from '../../auth/schemas';
import type { CredentialIssuer } from '../issuer/service';
import type { DocumentLoader } from '../proof/libs';
import { PUBLIC, tags } from '../http';
import { sharedCredential } from '../share/service';
import { verifyCredentialJson } from './service';

/** 1 MiB: a transcript with dozens of course credentials is well under 200 KiB. */
export const VERIFY_BODY_LIMIT = 1024 * 1024;

/** The id of one of this deployment's /credentials/{id} URLs (absolute or a path). */
function ownCredentialId(publicUrl: string, url: string): string | null {
  const path = url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url;
  const match = /^\/credentials\/([0-9a-f-]{36})$/.exec(path);
  return match ? match[1]! : null;
}

export function verifyRoutes(
  app: FastifyInstance,
  deps: { db: Queryable; issuer: CredentialIssuer; loader: DocumentLoader; now: () => Date },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/credentials/verify',
    {
      // Reads no cookie or account, so a forged request gains nothing: machines call it in one go.
      config: { ...PUBLIC, csrf: false },
      bodyLimit: VERIFY_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Check any credential: valid, revoked, expired, tampered or invalid, and why (never 5xx)',
        body: verifyRequestSchema,
        response: { ...contractResponses('POST /api/credentials/verify'), ...errors(400, 413) },
      },
    },
    async (request) => {
      const { body } = request;
      if ('credential' in body) {
        return verifyCredentialJson(body.credential, deps.loader, deps.now());
      }
      const id = ownCredentialId(deps.issuer.profile.publicUrl, body.url);
      const document = id ? await sharedCredential(deps.db, id) : null;
      if (!document) {
        return verifyCredentialJson(
          {},
          deps.loader,
          deps.now(),
          id
            ? 'No shared credential at this address'
            : 'Only credential addresses on this site are fetched; paste the credential JSON instead',
        );
      }
      return verifyCredentialJson(document, deps.loader, deps.now());
    },
  );
}
