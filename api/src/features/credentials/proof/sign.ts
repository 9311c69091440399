import {
  dataIntegrityLib,
  eddsaLib,
  vcLib,
  type DocumentLoader,
  type JsonObject,
  type MultikeyPair,
} from './libs';

/** A Data Integrity proof (eddsa-rdfc-2022) over `credential`, made with `key`. */
export async function signCredential(
  credential: JsonObject,
  key: MultikeyPair,
  documentLoader: DocumentLoader,
): Promise<JsonObject> {
  const { DataIntegrityProof } = dataIntegrityLib();
  const suite = new DataIntegrityProof({
    signer: key.signer(),
    cryptosuite: eddsaLib().cryptosuite,
  });
  return vcLib().issue({ credential, suite, documentLoader });
}
