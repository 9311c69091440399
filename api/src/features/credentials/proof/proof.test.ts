import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OB_V3P0_CONTEXT, VC_V2_CONTEXT } from './document-loader';
import type { JsonObject } from './libs';
import { signCredential } from './sign';
import { testIssuer as fixture } from './test-fixture';
import { firstError, verifyProof } from './verify';

const conformance = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../conformance', name), 'utf8')) as JsonObject;

const did = 'did:web:optio.example';

const badge = (): JsonObject => ({
  '@context': [VC_V2_CONTEXT, OB_V3P0_CONTEXT],
  id: 'urn:uuid:9a3c1f64-5b0e-4a55-9a1e-2d1d1f0b7c11',
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  issuer: { id: did, type: ['Profile'], name: 'Optio' },
  validFrom: '2026-01-01T00:00:00Z',
  name: 'Creek Scientist',
  credentialSubject: {
    type: ['AchievementSubject'],
    achievement: {
      id: 'https://optio.example/badges/creek',
      type: ['Achievement'],
      name: 'Creek Scientist',
      description: 'Studied a creek for a season.',
      criteria: { narrative: 'Complete 2 quests and earn 300 XP.' },
    },
  },
});

describe('eddsa-rdfc-2022 proofs', () => {
  it('signs a credential that then verifies, offline', async () => {
    const { key, loader } = await fixture();
    const signed = await signCredential(badge(), key, loader);
    const proof = signed.proof as JsonObject;
    expect(proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
      verificationMethod: `${did}#${key.publicKeyMultibase}`,
    });
    const result = await verifyProof(signed, loader);
    expect(result.verified).toBe(true);
  });

  it('fails when one character of the signed content changes', async () => {
    const { key, loader } = await fixture();
    const signed = await signCredential(badge(), key, loader);
    const text = JSON.stringify(signed).replace('Creek Scientist"', 'Creek Scientisu"');
    const result = await verifyProof(JSON.parse(text) as JsonObject, loader);
    expect(result.verified).toBe(false);
    expect(firstError(result)).toMatch(/[Ii]nvalid signature/);
  });

  it('fails when a byte of the signature changes', async () => {
    const { key, loader } = await fixture();
    const signed = await signCredential(badge(), key, loader);
    const proof = signed.proof as JsonObject;
    const value = proof.proofValue as string;
    const flipped = value.slice(0, 10) + (value[10] === 'A' ? 'B' : 'A') + value.slice(11);
    const result = await verifyProof(
      { ...signed, proof: { ...proof, proofValue: flipped } },
      loader,
    );
    expect(result.verified).toBe(false);
  });

  it('refuses an undefined term (safe mode) when signing', async () => {
    const { key, loader } = await fixture();
    await expect(
      signCredential({ ...badge(), favouriteColour: 'green' }, key, loader),
    ).rejects.toThrow(/favouriteColour|undefined|safe mode/i);
  });

  it("verifies 1EdTech's published Open Badges 3.0 sample credential", async () => {
    const { loader } = await fixture();
    const result = await verifyProof(conformance('ob-v3p0-sample-signed.json'), loader);
    expect(result.verified).toBe(true);
  });

  it("verifies 1EdTech's published CLR 2.0 sample credential", async () => {
    const { loader } = await fixture();
    const sample = conformance('clr-v2p0-sample-signed.json');
    const result = await verifyProof(sample, loader);
    expect(result.verified).toBe(true);
  });

  it("rejects 1EdTech's sample once its achievement name is changed", async () => {
    const { loader } = await fixture();
    const text = JSON.stringify(conformance('ob-v3p0-sample-signed.json'));
    const result = await verifyProof(
      JSON.parse(
        text
          .replace('"name": "Teamwork"', '"name": "Teamwerk"')
          .replace('"name":"Teamwork"', '"name":"Teamwerk"'),
      ) as JsonObject,
      loader,
    );
    expect(result.verified).toBe(false);
  });
});
