import { BUCKETS, featurize } from './classifier/features';
import type { LinearModel } from './classifier/model';
import { screenText } from './index';
import { screenMessage } from './screen';
import { SAFETY_CATEGORIES, type SafetyCategory } from './types';

/**
 * A classifier that knows three words of self-harm, each too weak alone, two enough: the test controls
 * exactly what every message scores, so it is about how the thread is read, not the model.
 */
function threeWordModel(): LinearModel {
  // One head per category, then the harmful head (left at zero: no message is harmful alone).
  const weights = [...SAFETY_CATEGORIES, 'harmful'].map(() => new Float32Array(BUCKETS));
  for (const word of ['pills', 'bottle', 'tonight']) {
    const x = featurize(word);
    x.indices.forEach((i) => (weights[0]![i] = 1));
  }
  return {
    categories: [...SAFETY_CATEGORIES],
    bias: Float32Array.from(weights, () => -4),
    weights,
    thresholds: Object.fromEntries(SAFETY_CATEGORIES.map((c) => [c, 0.3])) as Record<
      SafetyCategory,
      number
    >,
  };
}

describe('conversation-level scoring', () => {
  const model = threeWordModel();
  const categories = (text: string, history: string[]) =>
    screenMessage(text, { model, history }).flags.map((f) => [f.category, f.source]);

  it('catches a risk spread over several messages, each below the threshold alone', () => {
    expect(categories('pills', [])).toEqual([]);
    expect(categories('tonight', [])).toEqual([]);
    expect(categories('tonight', ['pills'])).toEqual([['self_harm', 'conversation']]);
  });

  it('does not flag again what an earlier message was already flagged for', () => {
    expect(categories('tonight', ['i want to kill myself'])).toEqual([]);
  });

  it('needs the new message to carry part of the risk', () => {
    expect(categories('what is 7 times 8', ['pills'])).toEqual([]);
  });

  it('reads phrases across messages ("i want to" then "die")', () => {
    expect(screenMessage('die', { model, history: ['i really want to'] }).flags).toMatchObject([
      { category: 'self_harm', source: 'conversation' },
    ]);
  });

  it('leaves an innocent conversation alone (the embedded model)', () => {
    const history = [
      'can you help me with my history homework',
      'we are learning about world war 2',
      'the soldiers fought in the pacific',
    ];
    expect(
      screenText({ text: 'who won the battle of midway?', surface: 'direct_message', history })
        .flagged,
    ).toBe(false);
  });
});
