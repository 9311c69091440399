import type { LabelledMessage } from './corpus';
import { SAFETY_CATEGORIES, type SafetyCategory } from './types';

export interface CategoryScore {
  expected: number;
  true_positives: number;
  false_positives: number;
  false_negatives: number;
  /** null when there is nothing to divide (no flag raised, or none expected). */
  precision: number | null;
  recall: number | null;
}

export interface SafetyBench {
  messages: number;
  harmful: number;
  innocent: number;
  /**
   * Message level: a harmful message counts as caught when it is flagged at all, an innocent
   * one as a false positive when it is flagged at all.
   */
  overall: { precision: number | null; recall: number | null; innocent_flagged: number };
  by_category: Record<SafetyCategory, CategoryScore>;
  by_language: Record<
    string,
    { messages: number; recall: number | null; precision: number | null }
  >;
  misses: { id: string; text: string; expected: SafetyCategory[]; got: SafetyCategory[] }[];
}

export interface Screened {
  message: LabelledMessage;
  got: SafetyCategory[];
}

const ratio = (num: number, den: number) =>
  den === 0 ? null : Math.round((num / den) * 1000) / 1000;

function messageLevel(items: Screened[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { message, got } of items) {
    const want = message.categories.length > 0;
    const have = got.length > 0;
    if (want && have) tp += 1;
    else if (have) fp += 1;
    else if (want) fn += 1;
  }
  return { tp, fp, fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) };
}

/** Precision and recall per category, per language and overall, over screened messages. */
export function score(items: Screened[]): SafetyBench {
  const by_category = {} as Record<SafetyCategory, CategoryScore>;
  for (const c of SAFETY_CATEGORIES) {
    let t = 0;
    let f = 0;
    let n = 0;
    for (const { message, got } of items) {
      const want = message.categories.includes(c);
      const have = got.includes(c);
      if (want && have) t += 1;
      else if (have) f += 1;
      else if (want) n += 1;
    }
    by_category[c] = {
      expected: t + n,
      true_positives: t,
      false_positives: f,
      false_negatives: n,
      precision: ratio(t, t + f),
      recall: ratio(t, t + n),
    };
  }
  const languages = [...new Set(items.map((i) => i.message.lang))].sort();
  const overall = messageLevel(items);
  return {
    messages: items.length,
    harmful: items.filter((i) => i.message.categories.length > 0).length,
    innocent: items.filter((i) => i.message.categories.length === 0).length,
    overall: {
      precision: overall.precision,
      recall: overall.recall,
      innocent_flagged: overall.fp,
    },
    by_category,
    by_language: Object.fromEntries(
      languages.map((lang) => {
        const subset = items.filter((i) => i.message.lang === lang);
        const m = messageLevel(subset);
        return [lang, { messages: subset.length, recall: m.recall, precision: m.precision }];
      }),
    ),
    misses: items
      .filter(
        ({ message, got }) =>
          got.length !== message.categories.length ||
          !got.every((c) => message.categories.includes(c)),
      )
      .map(({ message, got }) => ({
        id: message.id,
        text: message.text,
        expected: message.categories,
        got,
      })),
  };
}

const fmt = (n: number | null) => (n === null ? '  n/a' : n.toFixed(3));

/** Prints one set's figures: overall, per category, per language. */
export function printBench(title: string, result: SafetyBench | null, note?: string): void {
  console.log(`\n== ${title}`);
  if (!result) {
    console.log(note);
    return;
  }
  console.log(
    `${result.messages} messages (${result.harmful} harmful, ${result.innocent} innocent)`,
  );
  console.log(
    `overall (message level) precision ${fmt(result.overall.precision)}  recall ${fmt(result.overall.recall)}  innocent flagged ${result.overall.innocent_flagged}`,
  );
  for (const [category, s] of Object.entries(result.by_category)) {
    console.log(
      `  ${category.padEnd(14)} precision ${fmt(s.precision)}  recall ${fmt(s.recall)}  (of ${s.expected}; tp ${s.true_positives}, fp ${s.false_positives}, fn ${s.false_negatives})`,
    );
  }
  for (const [lang, s] of Object.entries(result.by_language)) {
    console.log(
      `  ${lang}: ${s.messages} messages, recall ${fmt(s.recall)}, precision ${fmt(s.precision)}`,
    );
  }
}
