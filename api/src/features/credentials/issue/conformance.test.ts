import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import type { JsonObject } from '../proof/libs';
import { signCredential } from '../proof/sign';
import { testIssuer } from '../proof/test-fixture';
import { verifyProof } from '../proof/verify';
import {
  badgeSubject,
  courseSubject,
  diplomaSubject,
  pillarSubject,
  withEvidence,
} from './achievements';
import { clrCredential, openBadgeCredential, type IssuerProfile } from './envelope';

const schema = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../conformance', name), 'utf8')) as JsonObject;

function validator(name: string) {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(schema(name));
}
const obSchema = validator('ob_v3p0_achievementcredential_schema.json');
const clrSchema = validator('clr_v2p0_clrcredential_schema.json');

const base = 'https://optio.example';
const recipient = { email: 'Sam@Example.org', name: null, salt: '00ff' };
const status = { listUrl: `${base}/credentials/status/list-1`, index: 3 };

async function issuer() {
  const fixture = await testIssuer();
  const profile: IssuerProfile = { did: fixture.did, publicUrl: base, name: 'Optio' };
  const sign = (c: JsonObject) => signCredential(c, fixture.key, fixture.loader);
  return { ...fixture, profile, sign };
}

const envelope = (profile: IssuerProfile, name: string) => ({
  id: `${base}/credentials/2b8f5f5e-8b0c-4b8e-9d7e-0d6e1c2b3a40`,
  issuer: profile,
  issuedAt: '2026-05-01T12:00:00Z',
  name,
  status,
});

const badge = {
  id: '5b0f9a1e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  name: 'Creek Scientist',
  description: 'Studied a creek.',
  pillar: 'stem',
  imageUrl: `${base}/api/badges/5b0f/image`,
  minQuests: 2,
  minXp: 300,
  quests: ['Water quality', 'Macroinvertebrates'],
  claimedAt: '2026-04-01T00:00:00Z',
};

describe('credentials against the 1EdTech JSON schemas', () => {
  it('a badge credential is a valid Open Badges 3.0 AchievementCredential', async () => {
    const { profile, sign } = await issuer();
    const signed = await sign(
      openBadgeCredential(envelope(profile, badge.name), badgeSubject(base, badge, recipient)),
    );
    expect(obSchema(signed) ? [] : obSchema.errors).toEqual([]);
    const subject = signed.credentialSubject as JsonObject;
    expect(subject.identifier).toEqual([
      expect.objectContaining({ identityType: 'emailAddress', hashed: true, salt: '00ff' }),
    ]);
    expect(JSON.stringify(signed)).not.toContain('Sam@Example.org');
  });

  it('the diploma says accredited only when it is', async () => {
    const { profile, sign } = await issuer();
    const facts = {
      signedOffAt: '2026-05-01T00:00:00Z',
      signedOffBy: { name: 'Ada Advisor', role: 'advisor' as const },
      creditsEarned: 24.5,
      creditsRequired: 24,
      accredited: true,
    };
    const shared = { ...recipient, name: 'Sam Student' };
    const accredited = await sign(
      openBadgeCredential(envelope(profile, 'Diploma'), diplomaSubject(base, facts, shared)),
    );
    expect(obSchema(accredited) ? [] : obSchema.errors).toEqual([]);
    const achievement = (accredited.credentialSubject as JsonObject).achievement as JsonObject;
    expect(achievement.achievementType).toBe('Diploma');
    expect(achievement.alignment).toHaveLength(1);
    const plain = diplomaSubject(base, { ...facts, accredited: false }, recipient);
    expect((plain.achievement as JsonObject).alignment).toBeUndefined();
  });

  it('the transcript is a valid CLR 2.0 ClrCredential of signed course and pillar credentials', async () => {
    const { profile, sign, loader } = await issuer();
    const course = await sign(
      withEvidence(
        openBadgeCredential(
          { ...envelope(profile, 'Biology'), status: undefined },
          courseSubject(
            base,
            { subject: 'science', label: 'Science', credits: 2.5, xp: 2500, evidence: [] },
            recipient,
          ),
        ),
        [{ url: `${base}/public/portfolio/sam`, name: 'Portfolio' }],
      ),
    );
    const pillar = await sign(
      openBadgeCredential(
        { ...envelope(profile, 'STEM'), status: undefined },
        pillarSubject(base, { pillar: 'stem', xp: 1200, evidence: [] }, recipient),
      ),
    );
    expect(obSchema(course) ? [] : obSchema.errors).toEqual([]);
    const clr = await sign(
      clrCredential(
        envelope(profile, 'Transcript'),
        (course.credentialSubject as JsonObject).identifier as JsonObject[],
        [course, pillar],
      ),
    );
    expect(clrSchema(clr) ? [] : clrSchema.errors).toEqual([]);
    const { credentialStatus: _status, ...withoutStatus } = clr;
    expect((await verifyProof(withoutStatus, loader)).verified).toBe(false);
    const inner = ((clr.credentialSubject as JsonObject).verifiableCredential as JsonObject[])[0]!;
    expect((await verifyProof(inner, loader)).verified).toBe(true);
  });

  it('the schema rejects what is not an AchievementCredential (the check can fail)', () => {
    expect(obSchema({ '@context': ['x'], type: ['VerifiableCredential'] })).toBe(false);
  });
});
