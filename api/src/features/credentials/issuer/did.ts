import { DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT } from '../proof/document-loader';
import type { JsonObject } from '../proof/libs';

/**
 * The did:web identifier of a deployment reached at `publicUrl` (did:web spec: the host, a port
 * percent-encoded, path segments joined by colons). Its document is served at
 * /.well-known/did.json for a root URL, or at <path>/did.json under a path.
 */
export function didWebFor(publicUrl: string): string {
  const url = new URL(publicUrl);
  const host = url.port ? `${url.hostname}%3A${url.port}` : url.hostname;
  const path = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', host, ...path].join(':');
}

export const verificationMethodId = (did: string, publicKeyMultibase: string) =>
  `${did}#${publicKeyMultibase}`;

/**
 * The issuer's DID document: every key it ever signed with (newest first), so credentials
 * signed before a key rotation still verify. Each key may assert credentials.
 */
export function didDocument(did: string, publicKeys: string[]): JsonObject {
  const methods = publicKeys.map((publicKeyMultibase) => ({
    id: verificationMethodId(did, publicKeyMultibase),
    type: 'Multikey',
    controller: did,
    publicKeyMultibase,
  }));
  const ids = methods.map((m) => m.id);
  return {
    '@context': [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: ids,
    authentication: ids,
  };
}

/** The verification method `url` (did#fragment) or the document itself, from `document`. */
export function resolveInDidDocument(document: JsonObject, url: string): JsonObject | undefined {
  if (url === document.id) return document;
  const methods = document.verificationMethod as JsonObject[];
  const method = methods.find((m) => m.id === url);
  return method ? { '@context': document['@context'], ...method } : undefined;
}
