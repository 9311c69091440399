import type { Verification } from '@optio/contracts/credentials';
import type { JsonObject } from '../proof/libs';

const asObject = (v: unknown): JsonObject | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as JsonObject) : null;
const asString = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** What a credential says about itself, read defensively (it may be anything). */
export function describe(
  credential: JsonObject,
): Pick<Verification, 'issuer' | 'subject_name' | 'achievement' | 'issued_at' | 'expires_at'> {
  const issuerValue = credential.issuer;
  const issuerObject = asObject(issuerValue);
  const issuerId = asString(issuerValue) ?? asString(issuerObject?.id);
  const subject = asObject(first(credential.credentialSubject));
  const identifiers = Array.isArray(subject?.identifier) ? subject.identifier : [];
  const nameIdentity = identifiers
    .map(asObject)
    .find((i) => i?.identityType === 'name' && i.hashed === false);
  const achievement = asObject(subject?.achievement);
  const types = Array.isArray(credential.type) ? credential.type : [];
  const isClr = types.includes('ClrCredential');
  return {
    issuer: issuerId ? { id: issuerId, name: asString(issuerObject?.name) } : null,
    subject_name: asString(nameIdentity?.identityHash) ?? asString(subject?.name),
    achievement: achievement
      ? {
          name: asString(achievement.name) ?? '',
          type: asString(achievement.achievementType),
          description: asString(achievement.description),
        }
      : isClr
        ? { name: asString(credential.name) ?? 'Transcript', type: 'Transcript', description: null }
        : null,
    issued_at: asString(credential.validFrom) ?? asString(credential.issuanceDate),
    expires_at: asString(credential.validUntil) ?? asString(credential.expirationDate),
  };
}

/** The signed credentials a CLR carries (empty for anything else). */
export function clrParts(credential: JsonObject): JsonObject[] {
  const subject = asObject(first(credential.credentialSubject));
  const parts = subject?.verifiableCredential;
  return Array.isArray(parts) ? parts.map(asObject).filter((p): p is JsonObject => p !== null) : [];
}
