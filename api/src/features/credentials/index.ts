import type { FastifyInstance } from 'fastify';
import { issuerRoutes } from './issuer/routes';
import { CredentialIssuer } from './issuer/service';
import { issueRoutes } from './issue/routes';
import { pdfRoutes } from './pdf/routes';
import { shareRoutes } from './share/routes';
import { statusRoutes } from './status/routes';
import { signingLoader, verifyingLoader } from './verify/loader';
import { verifyRoutes } from './verify/routes';

/**
 * Verifiable credentials (docs/api/credentials.md): the did:web issuer, Open Badges 3.0 and
 * CLR 2.0 credentials of reviewed records, revocation status lists, public shares and a
 * verifier. The signing libraries load on the first credential, not at start-up.
 */
export function credentialsFeature(app: FastifyInstance): void {
  const { config } = app.ctx;
  const db = app.ctx.db.kysely;
  const issuer = new CredentialIssuer(config, db);
  const now = () => config.now();
  const loader = signingLoader(issuer);
  issuerRoutes(app, issuer);
  issueRoutes(app, { db, issuer, loader, now });
  pdfRoutes(app, { db, issuer, loader, now });
  statusRoutes(app, { db, issuer, loader, now });
  shareRoutes(app, db);
  verifyRoutes(app, { db, issuer, loader: verifyingLoader(db, issuer, now), now });
}
