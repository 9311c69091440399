/**
 * Features of a normalized message for the linear classifier: hashed word unigrams and
 * bigrams, and character 3- to 5-grams of each word padded with spaces (so "kil", "myse"
 * still match a misspelt "kil myslef"). Values are log counts scaled to unit length (at most).
 */

/**
 * The length a message's vector is scaled to at least: a short message ("hi") carries little
 * evidence, so its few features are not blown up to the weight of a whole sentence's.
 */
export const MIN_NORM = 5;

/** 2^18 hashed buckets: few collisions for a corpus of this size, 1 MB a category as int8. */
export const BUCKETS = 1 << 18;

const FNV_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a, 32 bits, continued from state `h` over `s` (fast, stable across runs and platforms). */
function fnv(h: number, s: string, from = 0, to = s.length): number {
  let x = h;
  for (let i = from; i < to; i += 1) x = Math.imul(x ^ s.charCodeAt(i), FNV_PRIME);
  return x;
}

const bucket = (h: number) => (h >>> 0) & (BUCKETS - 1);

const WORD = fnv(FNV_BASIS, 'w ');
const BIGRAM = fnv(FNV_BASIS, 'b ');
const CHARS = fnv(FNV_BASIS, 'c ');
const SPACE = ' '.charCodeAt(0);

/**
 * Per-bucket counts reused across calls (featurize is synchronous), with the buckets touched in
 * first-seen order: no key strings and no Map on the per-message path, and the same order (so
 * the same sums) as before.
 */
const counts = new Uint32Array(BUCKETS);
let touched = new Int32Array(256);

/**
 * The classifier reads at most this many words of a message: far beyond any message in the
 * corpus (the longest has about 120), so a pasted essay cannot make one screening slow; the
 * lexicon and the detectors still read all of it.
 */
export const MAX_WORDS = 400;

export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

export function featurize(normalized: string): SparseVector {
  let size = 0;
  const add = (h: number) => {
    const i = bucket(h);
    if (counts[i] === 0) {
      if (size === touched.length) {
        const grown = new Int32Array(size * 2);
        grown.set(touched);
        touched = grown;
      }
      touched[size] = i;
      size += 1;
    }
    counts[i] = counts[i]! + 1;
  };
  const words = normalized.split(/[\s.!?]+/).filter(Boolean);
  const read = Math.min(words.length, MAX_WORDS);
  for (let i = 0; i < read; i += 1) {
    const w = words[i]!;
    add(fnv(WORD, w));
    if (i > 0) add(fnv(Math.imul(fnv(BIGRAM, words[i - 1]!) ^ SPACE, FNV_PRIME), w));
    const padded = ` ${w} `;
    for (let n = 3; n <= 5; n += 1) {
      for (let j = 0; j + n <= padded.length; j += 1) add(fnv(CHARS, padded, j, j + n));
    }
  }
  const indices = new Int32Array(size);
  const values = new Float32Array(size);
  let norm = 0;
  for (let k = 0; k < size; k += 1) {
    const i = touched[k]!;
    const v = Math.log1p(counts[i]!);
    counts[i] = 0;
    indices[k] = i;
    values[k] = v;
    norm += v * v;
  }
  norm = Math.max(Math.sqrt(norm), MIN_NORM);
  for (let j = 0; j < values.length; j += 1) values[j] = values[j]! / norm;
  return { indices, values };
}
