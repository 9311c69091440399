import type { FastifyInstance } from 'fastify';
import type { CredentialIssuer } from './service';

/** GET /.well-known/did.json: the did:web document of this deployment's credential issuer. */
export function issuerRoutes(app: FastifyInstance, issuer: CredentialIssuer): void {
  app.get(
    '/.well-known/did.json',
    {
      config: { auth: 'public' },
      schema: { tags: ['credentials'], summary: "The credential issuer's DID document (did:web)" },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.type('application/did+json');
      return JSON.stringify(await issuer.document());
    },
  );
}
