import type { CredentialState, Verification } from '@optio/contracts/credentials';
import { isKnownContext } from '../proof/document-loader';
import type { DocumentLoader, JsonObject, VerifyResult } from '../proof/libs';
import { dataIntegrityLib, eddsaLib, statusListLib } from '../proof/libs';
import { firstError, verifyProof } from '../proof/verify';
import { clrParts, describe } from './summary';

type Check = Pick<Verification, 'verified' | 'state' | 'reason'>;

const refuse = (state: CredentialState, reason: string): Check => ({
  verified: false,
  state,
  reason,
});

/** What makes a JSON value not a credential at all, before any cryptography. */
function shapeProblem(credential: JsonObject): string | null {
  const contexts = credential['@context'];
  if (!Array.isArray(contexts) || contexts.length === 0) {
    return 'Not a verifiable credential: "@context" must be a list of context URLs';
  }
  for (const context of contexts) {
    if (typeof context !== 'string') return 'Embedded JSON-LD contexts are not accepted';
    if (!isKnownContext(context)) return `Unknown JSON-LD context "${context}"`;
  }
  if (!Array.isArray(credential.type) || !credential.type.includes('VerifiableCredential')) {
    return 'Not a verifiable credential: "type" must include "VerifiableCredential"';
  }
  if (!credential.proof || typeof credential.proof !== 'object') {
    return 'The credential has no proof (it is not signed)';
  }
  return null;
}

/** Maps the library's failure to what a person can act on. */
function classify(result: VerifyResult): Check {
  const message = firstError(result);
  if (/validUntil|expired/i.test(message)) return refuse('expired', 'The credential has expired');
  if (/invalid signature/i.test(message)) {
    return refuse(
      'tampered',
      'The signature does not match the content: it was changed after signing',
    );
  }
  return refuse('invalid', message);
}

/** The status the verifier found: `true` at a credential's index means revoked. */
function isRevoked(result: VerifyResult): boolean {
  const status = result.statusResult as
    { status?: boolean; results?: { status?: boolean }[] } | undefined;
  return status?.status === true || Boolean(status?.results?.some((r) => r.status === true));
}

async function checkOne(
  credential: JsonObject,
  documentLoader: DocumentLoader,
  now: Date,
): Promise<Check> {
  const problem = shapeProblem(credential);
  if (problem) return refuse('invalid', problem);
  const { DataIntegrityProof } = dataIntegrityLib();
  const suite = new DataIntegrityProof({ cryptosuite: eddsaLib().cryptosuite });
  const result = await verifyProof(credential, documentLoader, {
    now,
    checkStatus: (options) =>
      (
        statusListLib() as unknown as {
          checkStatus(o: object): Promise<unknown>;
        }
      ).checkStatus({ ...options, suite, documentLoader }),
  });
  if (!result.verified) {
    const statusError = (result.statusResult as { error?: { message?: string } } | undefined)?.error
      ?.message;
    return statusError
      ? refuse('invalid', `Status could not be checked: ${statusError}`)
      : classify(result);
  }
  if (isRevoked(result)) return refuse('revoked', 'The issuer has revoked this credential');
  return { verified: true, state: 'valid', reason: null };
}

/**
 * Checks any JSON as a credential and says why it is not valid. Never throws: a library error
 * becomes `invalid` with its message (a verifier answers, it does not crash on input).
 */
export async function verifyCredentialJson(
  input: unknown,
  documentLoader: DocumentLoader,
  now: Date,
  /** Why there is nothing to check (the input never arrived); replaces the shape message. */
  missing?: string,
): Promise<Verification> {
  const empty = {
    issuer: null,
    subject_name: null,
    achievement: null,
    parts: [],
    issued_at: null,
    expires_at: null,
  };
  if (missing) return { ...empty, ...refuse('invalid', missing) };
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return {
      ...empty,
      ...refuse('invalid', 'Not a verifiable credential: expected a JSON object'),
    };
  }
  const credential = input as JsonObject;
  try {
    const check = await checkOne(credential, documentLoader, now);
    const parts = [];
    for (const part of clrParts(credential)) {
      const partCheck = await checkOne(part, documentLoader, now);
      parts.push({ name: describe(part).achievement?.name ?? '', verified: partCheck.verified });
    }
    const partFailed = parts.some((p) => !p.verified);
    const outcome =
      check.verified && partFailed
        ? refuse('invalid', 'A credential inside this transcript does not verify')
        : check;
    return { ...empty, ...describe(credential), ...outcome, parts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...empty, ...refuse('invalid', message) };
  }
}
