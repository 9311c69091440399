import { SAFETY_CATEGORIES, type SafetyCategory } from '../tables';
import type { LabelledMessage } from './labelled-set';
import { screen, type ScreenOptions } from './screen';

export interface CategoryScore {
  true_positives: number;
  false_positives: number;
  false_negatives: number;
  /** null when there is nothing to divide (no flag raised, or none expected). */
  precision: number | null;
  recall: number | null;
}

export interface SafetyBench {
  messages: number;
  innocent: number;
  innocent_flagged: string[];
  /** Any flag on a message that should have one, no flag on one that should not. */
  overall: { precision: number | null; recall: number | null };
  by_category: Record<SafetyCategory, CategoryScore>;
  misses: { text: string; expected: SafetyCategory[]; got: SafetyCategory[] }[];
}

const ratio = (num: number, den: number) =>
  den === 0 ? null : Math.round((num / den) * 1000) / 1000;

/**
 * Precision and recall of the screening over a labelled set, per category and overall. With
 * `possibleSelfHarm` the second self-harm tier runs too, as it does on a child's messages.
 */
export function measure(
  set: LabelledMessage[],
  opts: Pick<ScreenOptions, 'possibleSelfHarm'> = {},
): SafetyBench {
  const counts = Object.fromEntries(
    SAFETY_CATEGORIES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }]),
  ) as Record<SafetyCategory, { tp: number; fp: number; fn: number }>;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const innocentFlagged: string[] = [];
  const misses: SafetyBench['misses'] = [];
  for (const item of set) {
    const got = screen(item.text, opts).flags.map((f) => f.category);
    for (const c of SAFETY_CATEGORIES) {
      const want = item.expected.includes(c);
      const have = got.includes(c);
      if (want && have) counts[c].tp += 1;
      else if (have) counts[c].fp += 1;
      else if (want) counts[c].fn += 1;
    }
    const want = item.expected.length > 0;
    const have = got.length > 0;
    if (want && have) tp += 1;
    else if (have) fp += 1;
    else if (want) fn += 1;
    if (!want && have) innocentFlagged.push(item.text);
    const same = got.length === item.expected.length && got.every((c) => item.expected.includes(c));
    if (!same) misses.push({ text: item.text, expected: item.expected, got });
  }
  const by_category = Object.fromEntries(
    SAFETY_CATEGORIES.map((c) => {
      const { tp: t, fp: f, fn: n } = counts[c];
      return [
        c,
        {
          true_positives: t,
          false_positives: f,
          false_negatives: n,
          precision: ratio(t, t + f),
          recall: ratio(t, t + n),
        },
      ];
    }),
  ) as Record<SafetyCategory, CategoryScore>;
  return {
    messages: set.length,
    innocent: set.filter((m) => m.expected.length === 0).length,
    innocent_flagged: innocentFlagged,
    overall: { precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) },
    by_category,
    misses,
  };
}
