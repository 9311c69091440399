/**
 * `npm run safety:train`: trains the classifier on every data/corpus-*.jsonl (never the
 * held-out set), chooses its thresholds by 5-fold cross-validation, and writes
 * classifier/model.json. Deterministic: the same corpus gives the same file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUGMENTED_VARIANTS, chooseThresholds, outOfFold, train } from './classifier/train';
import { encodeModel } from './classifier/model';
import { DATA_DIR, readCorpus } from './corpus';

export const FOLDS = 5;

const started = Date.now();
const { files, messages } = readCorpus();
console.log(`corpus: ${messages.length} messages from ${files.join(', ')}`);
const thresholds = chooseThresholds(messages, outOfFold(messages, FOLDS));
console.log('thresholds (5-fold cross-validation):', thresholds);
const model = train(messages, thresholds);
const file = join(DATA_DIR, '..', 'classifier', 'model.json');
writeFileSync(
  file,
  `${JSON.stringify(
    encodeModel(model, {
      messages: messages.length,
      corpus_files: files,
      augmented: AUGMENTED_VARIANTS,
    }),
  )}\n`,
);
console.log(`written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
