import { createHash, randomUUID } from 'node:crypto';
import type { SignedCredential } from '@optio/contracts/credentials';
import type { Queryable } from '../../../db/types';
import type { CredentialKind } from '../../../db/tables/credentials';
import type { CredentialIssuer } from '../issuer/service';
import type { DocumentLoader, JsonObject } from '../proof/libs';
import { signCredential } from '../proof/sign';
import { statusListUrl } from '../status/service';
import { allocateStatusSlot } from '../status/store';
import {
  badgeSubject,
  courseSubject,
  diplomaSubject,
  pillarSubject,
  withEvidence,
} from './achievements';
import {
  clrCredential,
  openBadgeCredential,
  recipientIdentifiers,
  type Envelope,
} from './envelope';
import { badgeFacts, diplomaFacts, recipientOf, transcriptFacts } from './facts';
import { findIssued, insertCredential } from './store';

export interface IssueDeps {
  db: Queryable;
  issuer: CredentialIssuer;
  loader: DocumentLoader;
  now: () => Date;
}

/** VC dates are whole seconds (xsd:dateTimeStamp without fractions reads everywhere). */
const stamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

const hashOf = (content: unknown) =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex');

/**
 * The credential for `content`: the one already issued when nothing it attests changed (so a
 * second download is the same credential), else a newly signed one in the next status slot. A
 * unique index (migration 028) keeps concurrent first downloads to one stored credential.
 */
async function issueOnce(
  deps: IssueDeps,
  target: { studentId: string; kind: CredentialKind; subjectKey: string; name: string },
  content: unknown,
  build: (envelope: Envelope) => Promise<JsonObject>,
): Promise<SignedCredential> {
  const { db, issuer } = deps;
  const contentHash = hashOf(content);
  const existing = await findIssued(
    db,
    target.studentId,
    target.kind,
    target.subjectKey,
    contentHash,
  );
  if (existing) return JSON.parse(existing.document) as SignedCredential;
  const at = stamp(deps.now());
  const id = randomUUID();
  const slot = await allocateStatusSlot(db, at);
  const publicUrl = issuer.profile.publicUrl;
  const signed = await build({
    id: `${publicUrl}/credentials/${id}`,
    issuer: issuer.profile,
    issuedAt: at,
    name: target.name,
    status: { listUrl: statusListUrl(publicUrl, slot.list), index: slot.index },
  });
  const stored = await insertCredential(db, {
    id,
    student_id: target.studentId,
    kind: target.kind,
    subject_key: target.subjectKey,
    content_hash: contentHash,
    status_list: slot.list,
    status_index: slot.index,
    document: JSON.stringify(signed),
    issued_at: at,
    revoked_at: null,
    revoked_reason: null,
    revoked_by: null,
  });
  if (stored) return signed as SignedCredential;
  // A concurrent download stored the same content first: everyone gets that one (this
  // signature is dropped; its status slot stays unused, which reads as not revoked).
  const first = await findIssued(db, target.studentId, target.kind, target.subjectKey, contentHash);
  if (!first) throw new Error('A credential for this content was stored and then not found');
  return JSON.parse(first.document) as SignedCredential;
}

const sign = async (deps: IssueDeps, credential: JsonObject) =>
  signCredential(credential, await deps.issuer.signingKey(), deps.loader);

export async function badgeCredential(deps: IssueDeps, studentId: string, badgeId: string) {
  const base = deps.issuer.profile.publicUrl;
  const [badge, recipient] = await Promise.all([
    badgeFacts(deps.db, studentId, badgeId, base),
    recipientOf(deps.db, studentId, 'portfolio'),
  ]);
  return issueOnce(
    deps,
    { studentId, kind: 'badge', subjectKey: badgeId, name: badge.name },
    { badge, email: recipient.email, name: recipient.name },
    (envelope) => sign(deps, openBadgeCredential(envelope, badgeSubject(base, badge, recipient))),
  );
}

export async function diplomaCredential(deps: IssueDeps, studentId: string) {
  const base = deps.issuer.profile.publicUrl;
  const [diploma, recipient] = await Promise.all([
    diplomaFacts(deps.db, studentId),
    recipientOf(deps.db, studentId, 'diploma'),
  ]);
  return issueOnce(
    deps,
    { studentId, kind: 'diploma', subjectKey: '', name: 'High School Diploma' },
    { diploma, email: recipient.email, name: recipient.name },
    (envelope) =>
      sign(deps, openBadgeCredential(envelope, diplomaSubject(base, diploma, recipient))),
  );
}

/**
 * A CLR 2.0 transcript: one signed credential per subject with credits and per pillar with XP,
 * inside a signed ClrCredential. The parts share the transcript's status entry, so revoking the
 * transcript revokes each part too, even when one is taken out and shown alone.
 */
export async function transcriptCredential(deps: IssueDeps, studentId: string) {
  const base = deps.issuer.profile.publicUrl;
  const recipient = await recipientOf(deps.db, studentId, 'portfolio');
  const evidence = recipient.portfolioUrl
    ? [{ url: `${base}${recipient.portfolioUrl}`, name: 'Public portfolio' }]
    : [];
  const facts = await transcriptFacts(deps.db, studentId, evidence);
  return issueOnce(
    deps,
    { studentId, kind: 'transcript', subjectKey: '', name: 'Transcript' },
    { facts, email: recipient.email, name: recipient.name },
    async (envelope) => {
      const part = (name: string, subject: JsonObject) =>
        sign(
          deps,
          withEvidence(
            openBadgeCredential({ ...envelope, id: `urn:uuid:${randomUUID()}`, name }, subject),
            evidence,
          ),
        );
      const parts = [
        ...(await Promise.all(
          facts.courses.map((c) => part(c.label, courseSubject(base, c, recipient))),
        )),
        ...(await Promise.all(
          facts.pillars.map((p) => part(`Pillar: ${p.pillar}`, pillarSubject(base, p, recipient))),
        )),
      ];
      return sign(deps, clrCredential(envelope, recipientIdentifiers(recipient), parts));
    },
  );
}
