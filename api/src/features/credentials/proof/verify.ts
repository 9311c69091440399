import {
  dataIntegrityLib,
  eddsaLib,
  vcLib,
  type DocumentLoader,
  type JsonObject,
  type VerifyResult,
} from './libs';

export type StatusChecker = (options: { credential: JsonObject }) => Promise<unknown>;

/** The Data Integrity (eddsa-rdfc-2022) proof check, with dates and, when given, status. */
export async function verifyProof(
  credential: JsonObject,
  documentLoader: DocumentLoader,
  options: { checkStatus?: StatusChecker; now?: Date } = {},
): Promise<VerifyResult> {
  const { DataIntegrityProof } = dataIntegrityLib();
  const suite = new DataIntegrityProof({ cryptosuite: eddsaLib().cryptosuite });
  return vcLib().verifyCredential({ credential, suite, documentLoader, ...options });
}

/** The first error message in a verification result (the library nests them). */
export function firstError(result: VerifyResult): string {
  const nested = result.results?.find((r) => !r.verified)?.error?.message;
  return (
    result.error?.errors?.[0]?.message ?? nested ?? result.error?.message ?? 'verification failed'
  );
}
