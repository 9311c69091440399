import { readCorpus } from '../corpus';
import { prepare } from '../prepare';
import { featurize, MIN_NORM } from './features';
import { classify, decodeModel, embeddedModel, encodeModel } from './model';
import { foldOf, seeded, train, withTypos } from './train';

describe('the classifier', () => {
  it('hashes word and character n-grams into a vector of length at most 1', () => {
    const x = featurize('i want to kill myself');
    expect(x.indices.length).toBeGreaterThan(20);
    const norm = Math.sqrt(x.values.reduce((s, v) => s + v * v, 0));
    expect(norm).toBeLessThanOrEqual(1.0001);
    // A one-word message weighs less than a sentence.
    const short = featurize('hi');
    expect(Math.sqrt(short.values.reduce((s, v) => s + v * v, 0))).toBeLessThan(1 / MIN_NORM + 1);
  });

  it('gives the committed model probabilities in every category', () => {
    const p = classify(embeddedModel(), prepare('i want to die').normalized);
    expect(p.self_harm).toBeGreaterThan(embeddedModel().thresholds.self_harm);
    expect(p.drugs).toBeLessThan(embeddedModel().thresholds.drugs);
    expect(p.harmful).toBeGreaterThan(0.5);
    expect(
      classify(embeddedModel(), prepare('help me with fractions').normalized).harmful,
    ).toBeLessThan(0.5);
  });

  it('trains deterministically: the same corpus gives the same model file', () => {
    const sample = readCorpus().messages.filter((m) => foldOf(m.id, 10) === 0);
    const a = encodeModel(train(sample), { messages: 0, corpus_files: [], augmented: 0 });
    const b = encodeModel(train(sample), { messages: 0, corpus_files: [], augmented: 0 });
    expect(a).toEqual(b);
    const decoded = decodeModel(a);
    // One head per category, then the harmful head.
    expect(decoded.weights).toHaveLength(8);
  });

  it('augments with the same typos for the same seed, and folds by id', () => {
    expect(withTypos('i really want to disappear', seeded(1))).toBe(
      withTypos('i really want to disappear', seeded(1)),
    );
    expect(foldOf('c-en-0001', 5)).toBe(foldOf('c-en-0001', 5));
  });
});
