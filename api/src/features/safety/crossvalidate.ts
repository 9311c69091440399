import type { LabelledMessage } from './corpus';
import { chooseThresholds, foldOf, outOfFold, train } from './classifier/train';
import type { Screened } from './metrics';
import { screenMessage } from './screen';

export const FOLDS = 5;

/**
 * The whole screen on the corpus by k-fold cross-validation: each fold screened with a
 * classifier trained, and its thresholds chosen (nested, on the other folds only), without
 * it. This is the figure every tuning decision is made on; the held-out set is never used.
 */
export function crossValidated(corpus: LabelledMessage[], folds = FOLDS): Screened[] {
  const out: Screened[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const trainingPart = corpus.filter((m) => foldOf(m.id, folds) !== fold);
    const thresholds = chooseThresholds(trainingPart, outOfFold(trainingPart, folds - 1));
    const model = train(trainingPart, thresholds);
    for (const message of corpus.filter((m) => foldOf(m.id, folds) === fold)) {
      out.push({
        message,
        got: screenMessage(message.text, { model }).flags.map((f) => f.category),
      });
    }
  }
  return out;
}
