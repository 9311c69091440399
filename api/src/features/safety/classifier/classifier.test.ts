import { readCorpus } from '../corpus';
import { prepare } from '../prepare';
import { BUCKETS, featurize, MAX_WORDS, MIN_NORM } from './features';
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

  it('hashes each key as FNV-1a of the key string, in first-seen order, as training did', () => {
    const fnv = (key: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
      return (h >>> 0) & (BUCKETS - 1);
    };
    const x = featurize('kill me');
    expect([...x.indices].slice(0, 4)).toEqual([
      fnv('w kill'),
      fnv('c  ki'),
      fnv('c kil'),
      fnv('c ill'),
    ]);
    expect(x.indices).toContain(fnv('b kill me'));
    expect(x.indices).toContain(fnv('c  kill'));
    // The counts are reset between calls: the same text gives the same vector twice.
    expect(featurize('kill me')).toEqual(x);
  });

  it('reads at most MAX_WORDS words of a pasted essay', () => {
    const long = Array.from({ length: MAX_WORDS + 50 }, (_, i) => `w${i}`).join(' ');
    const capped = Array.from({ length: MAX_WORDS }, (_, i) => `w${i}`).join(' ');
    expect(featurize(long)).toEqual(featurize(capped));
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
