import type { Queryable } from '../../../db/types';
import { resolveInDidDocument } from '../issuer/did';
import type { CredentialIssuer } from '../issuer/service';
import { offlineDocumentLoader } from '../proof/document-loader';
import type { DocumentLoader } from '../proof/libs';
import { ownStatusList, statusListCredential } from '../status/service';

/** Contexts and this issuer's keys: what signing needs. */
export function signingLoader(issuer: CredentialIssuer): DocumentLoader {
  return offlineDocumentLoader(async (url) =>
    url.startsWith(issuer.did) ? resolveInDidDocument(await issuer.document(), url) : undefined,
  );
}

/** Contexts, this issuer's keys and its status lists (built locally, never fetched). */
export function verifyingLoader(
  db: Queryable,
  issuer: CredentialIssuer,
  now: () => Date,
): DocumentLoader {
  const signing = signingLoader(issuer);
  return offlineDocumentLoader(async (url) => {
    if (url.startsWith(issuer.did)) return resolveInDidDocument(await issuer.document(), url);
    const list = ownStatusList(issuer.profile.publicUrl, url);
    if (list) return (await statusListCredential(db, issuer, list, signing, now())) ?? undefined;
    return undefined;
  });
}
