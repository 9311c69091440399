import { BUCKETS } from './classifier/features';
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
  personalByPhrase = false,
  m: LinearModel = model,
) =>
  classifierFlags(
    prepare(text),
    probabilities(p),
    m,
    new Set(found),
    selfHarmCue,
    personalByPhrase,
  ).map((f) => f.category);

/** A model that says the same for every text: `p` for each head (the re-read of a message). */
const constantModel = (p: Partial<Probabilities>): LinearModel => {
  const all = probabilities(p);
  const logit = (x: number) => Math.log(x / (1 - x));
  return {
    ...model,
    bias: Float32Array.from([...SAFETY_CATEGORIES.map((c) => logit(all[c])), logit(all.harmful)]),
    weights: Array.from({ length: SAFETY_CATEGORIES.length + 1 }, () => new Float32Array(BUCKETS)),
  };
};

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

  it('read a message with a sum without it for personal details, and need the harmful head then', () => {
    const sum = 'is this right: 0412 x 2 = 824? the zero at the front confuses me';
    const read = { personal_info: 0.5, harmful: 0.5 };
    // The sum read as a phone number, the rest of the message not: no flag.
    expect(categories(sum, read, [], false, false, constantModel({ personal_info: 0.1 }))).toEqual(
      [],
    );
    // The rest of the message still personal, but the harmful head does not agree.
    const rest = { personal_info: 0.5, harmful: HARMFUL_AGREES - 0.01 };
    expect(categories(sum, read, [], false, false, constantModel(rest))).toEqual([]);
    // Both agree without the sum: flagged ("what's 2 + 2, i'm home alone till 8").
    const both = { personal_info: 0.5, harmful: HARMFUL_AGREES };
    expect(categories(sum, read, [], false, false, constantModel(both))).toEqual(['personal_info']);
    // A message without a sum is read as it is.
    expect(categories(`${LONG}, not even the kids at my school`, read)).toEqual(['personal_info']);
  });

  it('flag personal details alone only where something could be one (personal-cue.ts)', () => {
    const read = { personal_info: 0.9, harmful: 0.5 };
    expect(categories('my pencil case is so lame and the strap broke again today', read)).toEqual(
      [],
    );
    expect(
      categories('my pencil case is so lame, my snap is sammy_x if u want pics', read),
    ).toEqual(['personal_info']);
  });

  it('do not add sexual to grooming told without sexual content', () => {
    const gifts = 'an older guy keeps sending me gift cards and says i owe him a meetup now';
    expect(categories(gifts, { abuse: 0.99, sexual: 0.7, harmful: 0.99 })).toEqual(['abuse']);
    // A phrase read the grooming: the same.
    expect(categories(gifts, { abuse: 0.99, sexual: 0.7, harmful: 0.99 }, ['abuse'])).toEqual([]);
    // Nobody read grooming (abuse below its threshold): the sexual head stands.
    expect(categories(gifts, { abuse: 0.1, sexual: 0.7, harmful: 0.99 })).toEqual(['sexual']);
    // A picture named is sexual content.
    const pic = 'he keeps sending me gift cards and wants a pic of me, says its our secret';
    expect(categories(pic, { abuse: 0.99, sexual: 0.7, harmful: 0.99 })).toEqual([
      'abuse',
      'sexual',
    ]);
    // When the harmful head alone is sure, grooming is named abuse, not sexual.
    expect(categories(gifts, { abuse: 0.2, sexual: 0.3, harmful: HARMFUL_ALONE })).toEqual([
      'abuse',
    ]);
  });

  it('take personal details for no other category, and a phrase for them as having read the message', () => {
    const meeting = 'meeting the guy from free fire at the park at 5 tomorrow, he is cool';
    // A phone number or a meeting found does not stand in for the harmful head's agreement.
    expect(categories(meeting, { drugs: 0.73, harmful: 0.3 }, ['personal_info'])).toEqual([]);
    expect(categories(meeting, { drugs: 0.73, harmful: 0.5 }, ['personal_info'])).toEqual([
      'drugs',
    ]);
    // A phrase found them: another category is a second one, and must be likely on its own.
    expect(
      categories(meeting, { violence: 0.5, harmful: 0.7 }, ['personal_info'], false, true),
    ).toEqual([]);
    expect(categories(meeting, { violence: 0.5, harmful: 0.7 }, ['personal_info'])).toEqual([
      'violence',
    ]);
  });
});
