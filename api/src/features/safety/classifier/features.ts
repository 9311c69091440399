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

/** FNV-1a, 32 bits: fast, stable across runs and platforms. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (BUCKETS - 1);
}

export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

export function featurize(normalized: string): SparseVector {
  const counts = new Map<number, number>();
  const add = (key: string) => {
    const i = hash(key);
    counts.set(i, (counts.get(i) ?? 0) + 1);
  };
  const words = normalized.split(/[\s.!?]+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    add(`w ${w}`);
    if (i > 0) add(`b ${words[i - 1]} ${w}`);
    const padded = ` ${w} `;
    for (let n = 3; n <= 5; n += 1) {
      for (let j = 0; j + n <= padded.length; j += 1) add(`c ${padded.slice(j, j + n)}`);
    }
  }
  const indices = new Int32Array(counts.size);
  const values = new Float32Array(counts.size);
  let norm = 0;
  let k = 0;
  for (const [i, c] of counts) {
    const v = Math.log1p(c);
    indices[k] = i;
    values[k] = v;
    norm += v * v;
    k += 1;
  }
  norm = Math.max(Math.sqrt(norm), MIN_NORM);
  for (let j = 0; j < values.length; j += 1) values[j] = values[j]! / norm;
  return { indices, values };
}
