// PDF benchmark: the transcript for a Latin-only name and for a name in five scripts plus Hangul
// (which loads the CJK faces), first call (fonts read and parsed) and the median of later calls,
// with size and the process's resident memory. Writes bench-results/pdf.json and prints it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transcriptPdf } from '../src/features/records/credits/pdf';
import type { Transcript } from '../src/features/records/credits/transcript';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

function transcript(first: string, last: string): Transcript {
  const quest = (title: string) => ({
    title,
    xp: 120,
    credits: 0.06,
    first_at: '2026-01-05T10:00:00Z',
    last_at: '2026-02-01T10:00:00Z',
    completed_at: null,
  });
  return {
    student: { id: 'bench', first_name: first, last_name: last },
    generated_at: '2026-11-24T00:00:00Z',
    xp_per_credit: 2000,
    totals: { earned: 3.5, required: 24 },
    diploma: { issued_at: null, accredited: false },
    subjects: [
      { subject: 'electives', earned: 1, counted: 1, required: 4, quests: [quest('Composition')] },
      { subject: 'math', earned: 2.5, counted: 2.5, required: 4, quests: [quest('幾何 Geometry')] },
    ],
    pillars: { stem: 300, wellness: 200, communication: 100, civics: 50, art: 20 },
    total_xp: 670,
  } as unknown as Transcript;
}

async function measure(name: string, t: Transcript) {
  let t0 = performance.now();
  const first = await transcriptPdf(t, 'Optio');
  const firstMs = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    t0 = performance.now();
    await transcriptPdf(t, 'Optio');
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    bytes: first.length,
    first_ms: Math.round(firstMs),
    median_ms: Math.round(times[Math.floor(times.length / 2)]!),
    max_ms: Math.round(times[times.length - 1]!),
    rss_mb_after: Math.round(process.memoryUsage().rss / 1e6),
  };
}

const rssBefore = Math.round(process.memoryUsage().rss / 1e6);
const results = [
  await measure('latin', transcript('Rosa', 'Lindqvist')),
  await measure('five scripts + hangul', transcript('Łukasz Nguyễn 王', 'Δημήτρης Иван 민준')),
];
const out = { runs: RUNS, rss_mb_before: rssBefore, results, at: new Date().toISOString() };
const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench-results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'pdf.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
