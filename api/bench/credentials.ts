// Credential benchmark: sign plus verify of one Open Badges 3.0 badge credential (eddsa-rdfc-2022,
// contexts local), first call (libraries loaded, contexts parsed) and the median and p95 of later
// ones, and a 6-part CLR transcript (each part and the whole signed, then each verified). Target: sign + verify under 20 ms a credential (issue #16).
// Writes bench-results/credentials.json and prints it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { badgeSubject, courseSubject } from '../src/features/credentials/issue/achievements';
import { clrCredential, openBadgeCredential } from '../src/features/credentials/issue/envelope';
import type { JsonObject } from '../src/features/credentials/proof/libs';
import { signCredential } from '../src/features/credentials/proof/sign';
import { testIssuer } from '../src/features/credentials/proof/test-fixture';
import { verifyProof } from '../src/features/credentials/proof/verify';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const base = 'https://optio.example';
const recipient = { email: 'sam@example.org', name: 'Sam Student' };
const badge = {
  id: '5b0f9a1e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  name: 'Creek Scientist',
  description: 'Studied a creek for a season.',
  pillar: 'stem',
  imageUrl: `${base}/api/badge-images/creek.png`,
  minQuests: 2,
  minXp: 300,
  quests: ['Water quality', 'Macroinvertebrates'],
  claimedAt: '2026-04-01T00:00:00Z',
};

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median_ms: +at(0.5).toFixed(2), p95_ms: +at(0.95).toFixed(2) };
};

async function main() {
  const { did, key, loader } = await testIssuer();
  const profile = { did, publicUrl: base, name: 'Optio' };
  const envelope = (n: number) => ({
    id: `urn:uuid:00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    issuer: profile,
    issuedAt: '2026-05-01T12:00:00Z',
    name: badge.name,
    status: { listUrl: `${base}/credentials/status/list`, index: n },
  });
  const roundTrip = async (credential: JsonObject) => {
    const t0 = performance.now();
    const signed = await signCredential(credential, key, loader);
    const t1 = performance.now();
    // The status list is served by the API; the proof and date checks are what is timed here.
    const result = await verifyProof(signed, loader, {
      checkStatus: async () => ({ verified: true }),
    });
    const t2 = performance.now();
    if (!result.verified) throw new Error('benchmark credential did not verify');
    return { sign: t1 - t0, verify: t2 - t1 };
  };
  const first = await roundTrip(
    openBadgeCredential(envelope(0), badgeSubject(base, badge, recipient)),
  );
  const sign: number[] = [];
  const verify: number[] = [];
  const total: number[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const r = await roundTrip(
      openBadgeCredential(envelope(i), badgeSubject(base, badge, recipient)),
    );
    sign.push(r.sign);
    verify.push(r.verify);
    total.push(r.sign + r.verify);
  }
  const course = (subject: string) =>
    signCredential(
      openBadgeCredential(
        { ...envelope(900), status: undefined },
        courseSubject(
          base,
          { subject, label: subject, credits: 2, xp: 2000, evidence: [] },
          recipient,
        ),
      ),
      key,
      loader,
    );
  const clrTimes: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const t0 = performance.now();
    const parts = await Promise.all(['math', 'science', 'art', 'pe', 'health', 'cte'].map(course));
    const signed = await signCredential(clrCredential(envelope(1000 + i), [], parts), key, loader);
    // As POST /api/credentials/verify does: the transcript's own proof, then each part's.
    for (const credential of [signed, ...parts]) {
      await verifyProof(credential, loader, { checkStatus: async () => ({ verified: true }) });
    }
    clrTimes.push(performance.now() - t0);
  }
  const figures = {
    measured_at: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, node ${process.version}`,
    runs: RUNS,
    target_ms: 20,
    badge_first_call_ms: +(first.sign + first.verify).toFixed(1),
    badge_sign: stats(sign),
    badge_verify: stats(verify),
    badge_sign_plus_verify: stats(total),
    transcript_6_parts_sign_and_verify: stats(clrTimes),
    // Seven credentials (six parts and the transcript around them) signed and verified.
    transcript_per_credential_ms: +(stats(clrTimes).median_ms / 7).toFixed(2),
    rss_mb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  };
  const out = join(
    dirname(fileURLToPath(import.meta.url)),
    '..',
    '..',
    'bench-results',
    'credentials.json',
  );
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(JSON.stringify(figures, null, 2));
}

void main();
