/**
 * `npm run bench:safety`: precision and recall of the tutor's safety screening, printed and
 * written to bench-results/tutor-safety.json, on two sets: the labelled set (written and tuned
 * alongside the rules, so optimistic) and the held-out set (never used to tune them: the honest
 * estimate on unseen phrasings).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../../config';
import { HOLDOUT_SET } from './holdout-set';
import { LABELLED_SET } from './labelled-set';
import { measure, type SafetyBench } from './metrics';

const fmt = (n: number | null) => (n === null ? '  n/a' : n.toFixed(3));

const labelled = measure(LABELLED_SET);
const holdout = measure(HOLDOUT_SET);
const dir = join(repoRoot(), 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'tutor-safety.json');
writeFileSync(
  file,
  `${JSON.stringify({ measured_at: new Date().toISOString(), labelled, holdout }, null, 2)}\n`,
);

function print(name: string, result: SafetyBench): void {
  console.log(`\n${name}: ${result.messages} messages (${result.innocent} innocent)`);
  console.log(
    `overall        precision ${fmt(result.overall.precision)}  recall ${fmt(result.overall.recall)}`,
  );
  for (const [category, s] of Object.entries(result.by_category)) {
    console.log(
      `${category.padEnd(14)} precision ${fmt(s.precision)}  recall ${fmt(s.recall)}  (tp ${s.true_positives}, fp ${s.false_positives}, fn ${s.false_negatives})`,
    );
  }
  console.log(`innocent messages flagged: ${result.innocent_flagged.length}`);
  for (const miss of result.misses) {
    console.log(
      `  miss: "${miss.text}" expected ${miss.expected.join(',') || 'none'}, got ${miss.got.join(',') || 'none'}`,
    );
  }
}

console.log('Tutor safety screening');
print('Labelled set (tuned on)', labelled);
print('Held-out set (never tuned on)', holdout);
console.log(`\nwritten to ${file}`);
