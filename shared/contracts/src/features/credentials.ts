import { z } from 'zod';

/** A signed credential as issued (W3C VC 2.0 JSON-LD; Open Badges 3.0 or CLR 2.0). */
export const signedCredentialSchema = z.looseObject({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  proof: z.looseObject({ type: z.string() }),
});
export type SignedCredential = z.infer<typeof signedCredentialSchema>;

export const CREDENTIAL_STATES = ['valid', 'revoked', 'expired', 'tampered', 'invalid'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

/** What a check of any credential found: the /verify page shows it as is. */
export const verificationSchema = z.object({
  verified: z.boolean(),
  state: z.enum(CREDENTIAL_STATES),
  /** Why it is not valid (null when valid). */
  reason: z.string().nullable(),
  issuer: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** The earner's name when the credential carries it (only shared credentials do). */
  subject_name: z.string().nullable(),
  achievement: z
    .object({ name: z.string(), type: z.string().nullable(), description: z.string().nullable() })
    .nullable(),
  /** The course and pillar credentials inside a CLR transcript. */
  parts: z.array(z.object({ name: z.string(), verified: z.boolean() })),
  issued_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** POST /api/credentials/verify: the credential itself, or its URL on this deployment. */
export const verifyRequestSchema = z.union([
  z.strictObject({ credential: z.record(z.string(), z.unknown()) }),
  z.strictObject({ url: z.string().max(2000) }),
]);

export const revokeRequestSchema = z.strictObject({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, { error: 'Give a reason (at least 3 characters)' })
    .max(500, { error: 'Keep the reason under 500 characters' }),
});

/** A credential issued to a student, as the owner, a parent or an admin lists it. */
export const credentialSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['badge', 'diploma', 'transcript']),
  name: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
  /** The public address; null until the student shares it (parent approval under 13). */
  public_url: z.string().nullable(),
});
export type CredentialSummary = z.infer<typeof credentialSummarySchema>;

export const endpoints = {
  'GET /api/credentials/diploma': { 200: signedCredentialSchema },
  'GET /api/credentials/transcript': { 200: signedCredentialSchema },
  'GET /api/credentials/badges/:badgeId': { 200: signedCredentialSchema },
  'GET /api/credentials': { 200: z.object({ credentials: z.array(credentialSummarySchema) }) },
  'POST /api/credentials/:id/revoke': { 200: credentialSummarySchema },
  'POST /api/credentials/verify': { 200: verificationSchema },
};
