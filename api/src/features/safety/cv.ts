/**
 * `npm run safety:cv`: the screen's precision and recall on the training corpus by nested
 * 5-fold cross-validation, printed and written to bench-results/safety-cv.json. It never
 * reads the held-out set, so it can be run as often as tuning needs (`--misses` lists the
 * corpus messages the screen got wrong).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../config';
import { readCorpus } from './corpus';
import { crossValidated, FOLDS } from './crossvalidate';
import { printBench, score } from './metrics';

const started = Date.now();
const { files, messages } = readCorpus();
const result = score(crossValidated(messages));
printBench(
  `corpus (${messages.length} messages from ${files.join(', ')}), ${FOLDS}-fold cross-validation`,
  result,
);
if (process.argv.includes('--misses')) {
  for (const miss of result.misses) {
    console.log(
      `  miss ${miss.id}: "${miss.text}" expected ${miss.expected.join(',') || 'none'}, got ${miss.got.join(',') || 'none'}`,
    );
  }
}
const dir = join(repoRoot(), 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'safety-cv.json');
const { misses: _misses, ...figures } = result;
writeFileSync(
  file,
  `${JSON.stringify({ measured_at: new Date().toISOString(), corpus: { files, messages: messages.length }, ...figures }, null, 2)}\n`,
);
console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s; written to ${file}`);
