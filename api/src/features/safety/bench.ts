/**
 * `npm run bench:safety`: precision and recall of the embedded screen, printed and written to
 * bench-results/safety.json, on three sets, each labelled for what it is worth:
 *  (a) the held-out set (data/heldout.jsonl, written by someone who never saw the screen and
 *      never trained or tuned on): the honest figure, when the file is present;
 *  (b) the corpus by 5-fold cross-validation: each fold screened by a classifier trained, and
 *      its thresholds chosen, without that fold (the lexicon and detectors were written while
 *      reading the corpus, so this is kinder than (a));
 *  (c) the corpus as trained on: optimistic, shown only for comparison.
 * Also latency per message (p50, p99), the model's memory, and a per-language breakdown.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../../config';
import { DATA_DIR, HELDOUT_FILE, readCorpus, readLabelled, type LabelledMessage } from './corpus';
import { printBench, score, type SafetyBench, type Screened } from './metrics';

const memoryBefore = process.memoryUsage();
const { embeddedModel } = await import('./classifier/model');
embeddedModel();
const memoryAfter = process.memoryUsage();
const { screenText } = await import('./index');
const { crossValidated, FOLDS } = await import('./crossvalidate');

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

const { files, messages: corpus } = readCorpus();
const heldoutPath = join(DATA_DIR, HELDOUT_FILE);
const heldout = existsSync(heldoutPath) ? readLabelled(heldoutPath) : null;

const latencies: number[] = [];
function screenAll(set: LabelledMessage[]): Screened[] {
  return set.map((message) => {
    const start = performance.now();
    const verdict = screenText({ text: message.text, surface: 'tutor_student' });
    latencies.push(performance.now() - start);
    return { message, got: verdict.categories };
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const results: Record<string, { title: string; result: SafetyBench | null; note?: string }> = {
  heldout: {
    title: 'held-out: never tuned on (data/heldout.jsonl)',
    result: heldout ? score(screenAll(heldout)) : null,
    ...(heldout ? {} : { note: `absent: ${heldoutPath} not found, nothing measured` }),
  },
  cross_validated: {
    title: `corpus, ${FOLDS}-fold cross-validation (classifier and thresholds never saw the fold; lexicon written with the corpus in view)`,
    result: score(crossValidated(corpus)),
  },
  training: {
    title: 'corpus, training data (tuned on): optimistic',
    result: score(screenAll(corpus)),
  },
};

const report = {
  measured_at: new Date().toISOString(),
  corpus: { files, messages: corpus.length },
  heldout: heldout ? { file: HELDOUT_FILE, messages: heldout.length } : null,
  latency_ms: {
    messages: latencies.length,
    p50: Math.round(percentile(latencies, 50) * 1000) / 1000,
    p99: Math.round(percentile(latencies, 99) * 1000) / 1000,
    max: Math.round(Math.max(...latencies) * 1000) / 1000,
  },
  model_memory_mb: {
    rss: mb(memoryAfter.rss - memoryBefore.rss),
    heap_used: mb(memoryAfter.heapUsed - memoryBefore.heapUsed),
    array_buffers: mb(memoryAfter.arrayBuffers - memoryBefore.arrayBuffers),
  },
  sets: results,
};

const dir = join(repoRoot(), 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'safety.json');
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

console.log(`Safety screening bench (corpus: ${corpus.length} messages from ${files.join(', ')})`);
for (const { title, result, note } of Object.values(results)) printBench(title, result, note);
console.log(
  `\nlatency per message over ${report.latency_ms.messages} screenings: p50 ${report.latency_ms.p50} ms, p99 ${report.latency_ms.p99} ms`,
);
console.log(
  `model memory: rss +${report.model_memory_mb.rss} MB, heap +${report.model_memory_mb.heap_used} MB, array buffers +${report.model_memory_mb.array_buffers} MB`,
);
if (process.argv.includes('--misses')) {
  for (const miss of results.cross_validated!.result!.misses) {
    console.log(
      `  miss ${miss.id}: "${miss.text}" expected ${miss.expected.join(',') || 'none'}, got ${miss.got.join(',') || 'none'}`,
    );
  }
}
console.log(`\nwritten to ${file}`);
