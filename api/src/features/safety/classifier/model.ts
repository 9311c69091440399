import type { SafetyCategory } from '../types';
import { BUCKETS, featurize, type SparseVector } from './features';
import modelJson from './model.json';

/**
 * The model file as written by train.ts: int8 weights per head, base64, and a scale. The
 * heads are the categories, in `categories` order, then one more: harmful at all (any
 * category), trained on every labelled message, so it has seen far more than any one category.
 */
export interface ModelFile {
  version: 2;
  buckets: number;
  categories: SafetyCategory[];
  bias: number[];
  scale: number[];
  weights: string[];
  /** Per-category decision thresholds, chosen by cross-validation on the corpus. */
  thresholds: number[];
  trained_on: { messages: number; corpus_files: string[]; augmented: number };
}

export interface LinearModel {
  categories: SafetyCategory[];
  /** One per head: each category, then harmful at all. */
  bias: Float32Array;
  /** One dense weight vector per head, `buckets` long. */
  weights: Float32Array[];
  thresholds: Record<SafetyCategory, number>;
}

/** Each category's probability, and `harmful`: the probability of any category at all. */
export type Probabilities = Record<SafetyCategory, number> & { harmful: number };

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Every head's weights interleaved by bucket (bucket * heads + head): a feature's weights for
 * all heads sit in one cache line, so a message costs one memory read per feature, not one per
 * feature and head. Built once per model, on first use.
 */
const interleaved = new WeakMap<LinearModel, Float32Array>();

function interleave(model: LinearModel): Float32Array {
  const heads = model.weights.length;
  const out = new Float32Array(model.weights[0]!.length * heads);
  model.weights.forEach((w, c) => {
    for (let i = 0; i < w.length; i += 1) out[i * heads + c] = w[i]!;
  });
  interleaved.set(model, out);
  return out;
}

const HEADS = (model: LinearModel): (SafetyCategory | 'harmful')[] => [
  ...model.categories,
  'harmful',
];

export function probabilities(model: LinearModel, x: SparseVector): Probabilities {
  const w = interleaved.get(model) ?? interleave(model);
  const heads = HEADS(model);
  const z = Float64Array.from(model.bias);
  const n = heads.length;
  for (let j = 0; j < x.indices.length; j += 1) {
    const base = x.indices[j]! * n;
    const v = x.values[j]!;
    for (let c = 0; c < n; c += 1) z[c] = z[c]! + w[base + c]! * v;
  }
  const out = {} as Probabilities;
  heads.forEach((head, c) => {
    out[head] = sigmoid(z[c]!);
  });
  return out;
}

export function classify(model: LinearModel, normalized: string): Probabilities {
  return probabilities(model, featurize(normalized));
}

export function encodeModel(model: LinearModel, trainedOn: ModelFile['trained_on']): ModelFile {
  const scale: number[] = [];
  const weights = model.weights.map((w) => {
    let max = 0;
    for (const v of w) max = Math.max(max, Math.abs(v));
    const s = max / 127 || 1;
    scale.push(s);
    const q = new Int8Array(w.length);
    for (let i = 0; i < w.length; i += 1) q[i] = Math.round(w[i]! / s);
    return Buffer.from(q.buffer).toString('base64');
  });
  return {
    version: 2,
    buckets: BUCKETS,
    categories: model.categories,
    bias: [...model.bias].map((b) => Math.round(b * 1e6) / 1e6),
    scale: scale.map((s) => Number(s.toPrecision(8))),
    weights,
    thresholds: model.categories.map((c) => model.thresholds[c]),
    trained_on: trainedOn,
  };
}

export function decodeModel(file: ModelFile): LinearModel {
  if (
    file.version !== 2 ||
    file.buckets !== BUCKETS ||
    file.weights.length !== file.categories.length + 1
  ) {
    throw new Error('The safety model file does not match this classifier: run safety:train');
  }
  return {
    categories: file.categories,
    bias: Float32Array.from(file.bias),
    weights: file.weights.map((b64, c) => {
      const q = new Int8Array(Buffer.from(b64, 'base64').buffer.slice(0));
      const w = new Float32Array(q.length);
      const s = file.scale[c]!;
      for (let i = 0; i < q.length; i += 1) w[i] = q[i]! * s;
      return w;
    }),
    thresholds: Object.fromEntries(
      file.categories.map((c, i) => [c, file.thresholds[i]!]),
    ) as Record<SafetyCategory, number>,
  };
}

let loaded: LinearModel | undefined;

/** The committed model (model.json, written by `npm run safety:train`), decoded once. */
export function embeddedModel(): LinearModel {
  loaded ??= decodeModel(modelJson as ModelFile);
  return loaded;
}
