import { classify, type LinearModel, type Probabilities } from './classifier/model';
import { lexiconHits } from './lexicon';
import { prepare, type Prepared } from './prepare';
import { excerptAround, SAFETY_CATEGORIES, type Flag, type SafetyCategory } from './types';
import { CLASSIFIER_SEVERITY } from './severity';

/**
 * Conversation-level scoring: a child may spread what they mean over several messages ("i
 * took all of them", "the pills", "so i dont wake up"), each harmless alone. The last few
 * messages of the same author are read together: the lexicon and the classifier on their
 * concatenation, and the sum of each message's probability. A category is flagged here only
 * when the new message completes the picture: none of the earlier messages was flagged for
 * it on its own (it was dealt with then), and without the new message the thread stays below.
 */

/** How many earlier messages are read with the new one. */
export const CONVERSATION_WINDOW = 4;
/** The summed probabilities of the window must reach this many times the threshold... */
export const SUM_FACTOR = 2.5;
/** ...and the new message must carry at least this share of the threshold itself. */
export const OWN_SHARE = 0.4;

export function conversationFlags(
  current: Prepared,
  currentProbabilities: Probabilities,
  history: string[],
  model: LinearModel,
  found: ReadonlySet<SafetyCategory>,
): Flag[] {
  const earlier = history.slice(-CONVERSATION_WINDOW).map((text) => {
    const prepared = prepare(text);
    return {
      prepared,
      probabilities: classify(model, prepared.classifierText),
      phrases: new Set(lexiconHits(prepared.masked, prepared.normalized).map((f) => f.category)),
    };
  });
  const before = earlier.map((e) => e.prepared.normalized).join(' ');
  const together = `${before} ${current.normalized}`;
  const beforeMasked = earlier.map((e) => e.prepared.masked).join('\n');
  const phrasesBefore = new Set(lexiconHits(beforeMasked, before).map((f) => f.category));
  const phrasesTogether = lexiconHits(`${beforeMasked}\n${current.masked}`, together);
  const classifierBefore = earlier.map((e) => e.prepared.classifierText).join(' ');
  const probabilitiesBefore = classify(model, classifierBefore);
  const probabilitiesTogether = classify(model, `${classifierBefore} ${current.classifierText}`);

  const flags: Flag[] = [];
  for (const category of SAFETY_CATEGORIES) {
    if (found.has(category) || category === 'personal_info') continue;
    const threshold = model.thresholds[category];
    // Dealt with when it was sent.
    if (earlier.some((e) => e.phrases.has(category) || e.probabilities[category] >= threshold)) {
      continue;
    }
    const byPhrase =
      phrasesTogether.some((f) => f.category === category) && !phrasesBefore.has(category);
    const byConcatenation =
      probabilitiesTogether[category] >= threshold && probabilitiesBefore[category] < threshold;
    const sumBefore = earlier.reduce((s, e) => s + e.probabilities[category], 0);
    const own = currentProbabilities[category];
    const bySum =
      earlier.length > 0 &&
      sumBefore + own >= SUM_FACTOR * threshold &&
      own >= OWN_SHARE * threshold;
    if (!byPhrase && !byConcatenation && !bySum) continue;
    flags.push({
      category,
      severity: CLASSIFIER_SEVERITY[category],
      reported: false,
      excerpt: excerptAround(current.masked, 0, 140),
      source: 'conversation',
    });
  }
  return flags;
}
