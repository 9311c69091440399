/**
 * `npm run bench:safety`: precision and recall of the embedded screen, printed and written to
 * bench-results/safety.json, on three sets, each labelled for what it is worth:
 *  (a) the held-out sets (data/heldout*.jsonl, each written by someone who never saw the screen
 *      and never trained or tuned on; the freshest is the honest figure), when present;
 *  (b) the corpus by 5-fold cross-validation: each fold screened by a classifier trained, and
 *      its thresholds chosen, without that fold (the lexicon and detectors were written while
 *      reading the corpus, so this is kinder than (a));
 *  (c) the corpus as trained on: optimistic, shown only for comparison.
 * Also latency per message (wall clock and CPU time, p50 and p99, with the load average), the
 * model's memory, and a per-language breakdown.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../config';
import { DATA_DIR, HELDOUT_SETS, readCorpus, readLabelled, type LabelledMessage } from './corpus';
import { describeLatency, measureLatency } from './latency';
import { printBench, score, type SafetyBench, type Screened } from './metrics';

const memoryBefore = process.memoryUsage();
const { embeddedModel } = await import('./classifier/model');
embeddedModel();
const memoryAfter = process.memoryUsage();
const { screenText } = await import('./index');
const { crossValidated, FOLDS } = await import('./crossvalidate');

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

const { files, messages: corpus } = readCorpus();
const heldoutSets = HELDOUT_SETS.map(({ file, title }) => {
  const path = join(DATA_DIR, file);
  return { file, title, path, messages: existsSync(path) ? readLabelled(path) : null };
});
const heldoutMessages = heldoutSets.flatMap((set) => set.messages ?? []);

function screenAll(set: LabelledMessage[]): Screened[] {
  return set.map((message) => ({
    message,
    got: screenText({ text: message.text, surface: 'tutor_student' }).categories,
  }));
}

const results: Record<string, { title: string; result: SafetyBench | null; note?: string }> = {
  ...Object.fromEntries(
    heldoutSets.map(({ file, title, path, messages }) => [
      file.replace(/\.jsonl$/, '').replace('-', '_'),
      {
        title,
        result: messages ? score(screenAll(messages)) : null,
        ...(messages ? {} : { note: `absent: ${path} not found, nothing measured` }),
      },
    ]),
  ),
  cross_validated: {
    title: `corpus, ${FOLDS}-fold cross-validation (classifier and thresholds never saw the fold; lexicon written with the corpus in view)`,
    result: score(crossValidated(corpus)),
  },
  training: {
    title: 'corpus, training data (tuned on): optimistic',
    result: score(screenAll(corpus)),
  },
};

// Timed apart from the scoring, after the cross-validation's training is over and its garbage
// collected, so the figure is the screen's and not the trainer's.
const latency = measureLatency([...heldoutMessages, ...corpus].map((m) => m.text));

const report = {
  measured_at: new Date().toISOString(),
  corpus: { files, messages: corpus.length },
  heldout: heldoutSets.map(({ file, messages }) => ({ file, messages: messages?.length ?? null })),
  latency,
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
console.log(`\n${describeLatency(latency)}`);
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
