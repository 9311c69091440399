import type { LinearModel, Probabilities } from './classifier/model';
import { prepare } from './prepare';
import {
  classifierFlags,
  CRITICAL_SURE,
  HARMFUL_AGREES,
  HARMFUL_ALONE,
  HARMFUL_ALONE_IN_CONTEXT,
  SHORT_MESSAGE_PROBABILITY,
  SHORT_MESSAGE_PROBABILITY_CRITICAL,
} from './screen';
import { SAFETY_CATEGORIES, type SafetyCategory } from './types';

// The rules that turn the classifier's probabilities into flags, on made-up probabilities:
// what they decide must not depend on what the committed model happens to say.
const THRESHOLD = 0.4;
const model: LinearModel = {
  categories: [...SAFETY_CATEGORIES],
  bias: new Float32Array(SAFETY_CATEGORIES.length + 1),
  weights: [],
  thresholds: Object.fromEntries(SAFETY_CATEGORIES.map((c) => [c, THRESHOLD])) as Record<
    SafetyCategory,
    number
  >,
};
const probabilities = (set: Partial<Probabilities>): Probabilities => ({
  ...(Object.fromEntries(SAFETY_CATEGORIES.map((c) => [c, 0.01])) as Probabilities),
  harmful: 0.01,
  ...set,
});
const categories = (
  text: string,
  p: Partial<Probabilities>,
  found: SafetyCategory[] = [],
  selfHarmCue = false,
) =>
  classifierFlags(prepare(text), probabilities(p), model, new Set(found), selfHarmCue).map(
    (f) => f.category,
  );

const LONG = 'i keep thinking about it every night and i do not know who to tell about it';

describe('classifier-only flags', () => {
  it('flag a category above its threshold when the harmful head agrees', () => {
    expect(categories(LONG, { self_harm: 0.5, harmful: HARMFUL_AGREES })).toEqual(['self_harm']);
  });

  it('need the harmful head to agree when nothing else was found', () => {
    expect(categories(LONG, { sexual: 0.7, harmful: HARMFUL_AGREES - 0.01 })).toEqual([]);
    // ...unless the self-harm or violence head is sure of itself.
    expect(categories(LONG, { sexual: CRITICAL_SURE, harmful: 0.1 })).toEqual([]);
    expect(categories(LONG, { self_harm: CRITICAL_SURE - 0.01, harmful: 0.1 })).toEqual([]);
    expect(categories(LONG, { self_harm: CRITICAL_SURE, harmful: 0.1 })).toEqual(['self_harm']);
    expect(categories(LONG, { violence: CRITICAL_SURE, harmful: 0.1 })).toEqual(['violence']);
    // A phrase already found something: the second-category rule decides instead.
    expect(categories(LONG, { violence: 0.7, harmful: 0.1 }, ['abuse'])).toEqual(['violence']);
  });

  it('on a short message need more, unless a phrase, a detector or a self-harm cue supports it', () => {
    const short = 'i wrote a melody';
    const likely = SHORT_MESSAGE_PROBABILITY - 0.05;
    expect(categories(short, { bullying: likely, harmful: 0.5 })).toEqual([]);
    expect(categories(short, { bullying: SHORT_MESSAGE_PROBABILITY, harmful: 0.5 })).toEqual([
      'bullying',
    ]);
    // Self-harm and violence (recall target 1.0) need less on a short message.
    const critical = SHORT_MESSAGE_PROBABILITY_CRITICAL - 0.05;
    expect(categories(short, { self_harm: critical, harmful: 0.5 })).toEqual([]);
    expect(categories(short, { violence: critical, harmful: 0.5 })).toEqual([]);
    expect(
      categories(short, { violence: SHORT_MESSAGE_PROBABILITY_CRITICAL, harmful: 0.5 }),
    ).toEqual(['violence']);
    expect(categories(short, { self_harm: critical, harmful: 0.5 }, [], true)).toEqual([
      'self_harm',
    ]);
    expect(categories(short, { bullying: likely, harmful: 0.5 }, ['personal_info'])).toEqual([
      'bullying',
    ]);
    // The same probability on a long message is enough.
    expect(categories(LONG, { self_harm: likely, harmful: 0.5 })).toEqual(['self_harm']);
  });

  it('keep a second, less likely category only when it is likely in its own right', () => {
    expect(categories(LONG, { self_harm: 0.98, sexual: 0.45, harmful: 0.9 })).toEqual([
      'self_harm',
    ]);
    expect(categories(LONG, { self_harm: 0.98, sexual: 0.65, harmful: 0.9 })).toEqual([
      'self_harm',
      'sexual',
    ]);
  });

  it('when the harmful head is sure and no category is, flag the most likely one (never personal details)', () => {
    const p = { drugs: 0.3, bullying: 0.2, personal_info: 0.35, harmful: HARMFUL_ALONE };
    expect(categories(LONG, p)).toEqual(['drugs']);
    expect(categories(LONG, { ...p, harmful: HARMFUL_ALONE - 0.01 })).toEqual([]);
    // Not when a phrase or a detector already found something.
    expect(categories(LONG, p, ['personal_info'])).toEqual([]);
    // In a homework, game or story context it must be surer.
    const homework = `${LONG} for my history homework`;
    expect(categories(homework, p)).toEqual([]);
    expect(categories(homework, { ...p, harmful: HARMFUL_ALONE_IN_CONTEXT })).toEqual(['drugs']);
  });
});
