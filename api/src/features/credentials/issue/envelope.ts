import { createHash, randomBytes } from 'node:crypto';
import { CLR_V2P0_CONTEXT_URL, OB_V3P0_CONTEXT, VC_V2_CONTEXT } from '../proof/document-loader';
import type { JsonObject } from '../proof/libs';

/** Who issues: this deployment's did:web, named as the platform. */
export interface IssuerProfile {
  did: string;
  publicUrl: string;
  name: string;
}

/** Who earned it: a salted hash of the e-mail always; the name only on a shared credential. */
export interface Recipient {
  email: string;
  name: string | null;
  /** Hex salt; random unless a test fixes it. */
  salt?: string;
}

export interface StatusSlot {
  listUrl: string;
  index: number;
}

/**
 * OB 3.0 IdentityObjects for the subject: `identityHash` is "sha256$" + hex(SHA-256(e-mail +
 * salt)) (spec, IdentityObject), so a holder proves it with their address; never a birth date.
 */
export function recipientIdentifiers(recipient: Recipient): JsonObject[] {
  const salt = recipient.salt ?? randomBytes(16).toString('hex');
  const hash = createHash('sha256')
    .update(recipient.email.trim().toLowerCase() + salt)
    .digest('hex');
  const out: JsonObject[] = [
    {
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: `sha256$${hash}`,
      salt,
    },
  ];
  if (recipient.name) {
    out.push({
      type: 'IdentityObject',
      identityType: 'name',
      hashed: false,
      identityHash: recipient.name,
    });
  }
  return out;
}

export const issuerProfile = (issuer: IssuerProfile): JsonObject => ({
  id: issuer.did,
  type: ['Profile'],
  name: issuer.name,
  url: issuer.publicUrl,
});

export const statusEntry = (slot: StatusSlot): JsonObject => ({
  id: `${slot.listUrl}#${slot.index}`,
  type: 'BitstringStatusListEntry',
  statusPurpose: 'revocation',
  statusListIndex: String(slot.index),
  statusListCredential: slot.listUrl,
});

export interface Envelope {
  id: string;
  issuer: IssuerProfile;
  issuedAt: string;
  name: string;
  status?: StatusSlot;
}

/**
 * An Open Badges 3.0 AchievementCredential around `subject` (unsigned). No `credentialSchema`:
 * its type 1EdTechJsonSchemaValidator2019 is defined by no context, which safe mode refuses.
 */
export function openBadgeCredential(envelope: Envelope, subject: JsonObject): JsonObject {
  return {
    '@context': [VC_V2_CONTEXT, OB_V3P0_CONTEXT],
    id: envelope.id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerProfile(envelope.issuer),
    validFrom: envelope.issuedAt,
    name: envelope.name,
    credentialSubject: subject,
    ...(envelope.status ? { credentialStatus: statusEntry(envelope.status) } : {}),
  };
}

/** A CLR 2.0 ClrCredential around already signed credentials (unsigned itself). */
export function clrCredential(
  envelope: Envelope,
  identifiers: JsonObject[],
  signedParts: JsonObject[],
): JsonObject {
  return {
    '@context': [VC_V2_CONTEXT, CLR_V2P0_CONTEXT_URL, OB_V3P0_CONTEXT],
    id: envelope.id,
    type: ['VerifiableCredential', 'ClrCredential'],
    issuer: issuerProfile(envelope.issuer),
    validFrom: envelope.issuedAt,
    name: envelope.name,
    credentialSubject: {
      type: ['ClrSubject'],
      identifier: identifiers,
      verifiableCredential: signedParts,
    },
    ...(envelope.status ? { credentialStatus: statusEntry(envelope.status) } : {}),
  };
}
