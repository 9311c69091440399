import { CLR_V2P0_CONTEXT, CLR_V2P0_CONTEXT_URL } from './clr-context';
import {
  credentialsContexts,
  dataIntegrityContexts,
  multikeyContexts,
  openBadgesContexts,
  type DocumentLoader,
  type JsonObject,
} from './libs';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3P0_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DID_V1_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_V1_CONTEXT = 'https://w3id.org/security/multikey/v1';
export { CLR_V2P0_CONTEXT_URL };

/** Raised for a document that is neither a known context nor a key this verifier can resolve. */
export class UnresolvableDocumentError extends Error {
  constructor(readonly url: string) {
    super(
      `"${url}" could not be loaded: only the W3C credentials, Data Integrity, Open Badges 3.0 and CLR 2.0 contexts and this deployment's own keys are resolved, never over the network`,
    );
    this.name = 'UnresolvableDocumentError';
  }
}

let contexts: Map<string, JsonObject> | undefined;

/** Every context a credential of ours (or a standard Open Badge) uses, from npm packages. */
function localContexts(): Map<string, JsonObject> {
  if (contexts) return contexts;
  contexts = new Map();
  for (const pkg of [
    credentialsContexts(),
    dataIntegrityContexts(),
    multikeyContexts(),
    openBadgesContexts(),
  ]) {
    for (const [url, doc] of pkg.contexts) contexts.set(url, doc);
  }
  contexts.set(CLR_V2P0_CONTEXT_URL, CLR_V2P0_CONTEXT);
  return contexts;
}

/** Keys and controller documents by URL (with or without a fragment). */
export type KeyResolver = (url: string) => Promise<JsonObject | undefined>;

/**
 * A JSON-LD document loader that never touches the network: contexts from local copies, keys
 * and DID documents from `resolveKey` (this deployment's issuer, status lists). Anything else
 * fails with a reason a verifier can show.
 */
export function offlineDocumentLoader(resolveKey: KeyResolver): DocumentLoader {
  return async (url: string) => {
    const context = localContexts().get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    const document = await resolveKey(url);
    if (document) return { contextUrl: null, documentUrl: url, document };
    throw new UnresolvableDocumentError(url);
  };
}

/** Whether `url` is a context the loader has (a credential naming another one is refused early). */
export const isKnownContext = (url: string) => localContexts().has(url);
