/**
 * `npm run bench:safety`: precision and recall of the tutor's safety screening, printed and
 * written to bench-results/tutor-safety.json, on three sets: the labelled set (written and
 * tuned alongside the rules, so optimistic) and two held-out sets (never used to tune the
 * phrase rules: the honest estimate on unseen phrasings). Each set is measured twice: tier one
 * only (the phrase rules, as tutor replies and titles are screened) and tiers one and two (with
 * the scored "possible self-harm" screen, as a child's messages are screened).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../../config';
import { HOLDOUT_SET } from './holdout-set';
import { HOLDOUT_SET_3 } from './holdout-set-3';
import { LABELLED_SET } from './labelled-set';
import { measure, type SafetyBench } from './metrics';

const fmt = (n: number | null) => (n === null ? '  n/a' : n.toFixed(3));

const SETS = {
  labelled: { title: 'Labelled set (tuned on)', set: LABELLED_SET },
  holdout: { title: 'Held-out set (phrase rules never tuned on it)', set: HOLDOUT_SET },
  holdout_3: { title: 'Held-out set 3 (never tuned on)', set: HOLDOUT_SET_3 },
};

const results = Object.fromEntries(
  Object.entries(SETS).map(([key, { set }]) => [
    key,
    {
      tier1: measure(set),
      tier1_and_2: measure(set, { possibleSelfHarm: true }),
    },
  ]),
) as Record<keyof typeof SETS, { tier1: SafetyBench; tier1_and_2: SafetyBench }>;

/** The headline figures: self-harm recall and innocent messages flagged, per tier. */
const summary = Object.fromEntries(
  Object.entries(results).map(([key, r]) => [
    key,
    {
      messages: r.tier1.messages,
      innocent: r.tier1.innocent,
      self_harm_expected:
        r.tier1.by_category.self_harm.true_positives +
        r.tier1.by_category.self_harm.false_negatives,
      self_harm_recall: {
        tier1: r.tier1.by_category.self_harm.recall,
        tier1_and_2: r.tier1_and_2.by_category.self_harm.recall,
      },
      innocent_flagged: {
        tier1: r.tier1.innocent_flagged.length,
        tier1_and_2: r.tier1_and_2.innocent_flagged.length,
      },
    },
  ]),
);

const dir = join(repoRoot(), 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'tutor-safety.json');
writeFileSync(
  file,
  `${JSON.stringify({ measured_at: new Date().toISOString(), summary, ...results }, null, 2)}\n`,
);

function print(name: string, result: SafetyBench): void {
  console.log(`\n${name}: ${result.messages} messages (${result.innocent} innocent)`);
  console.log(
    `overall        precision ${fmt(result.overall.precision)}  recall ${fmt(result.overall.recall)}`,
  );
  for (const [category, s] of Object.entries(result.by_category)) {
    console.log(
      `${category.padEnd(14)} precision ${fmt(s.precision)}  recall ${fmt(s.recall)}  (tp ${s.true_positives}, fp ${s.false_positives}, fn ${s.false_negatives})`,
    );
  }
  console.log(`innocent messages flagged: ${result.innocent_flagged.length}`);
  for (const text of result.innocent_flagged) console.log(`  flagged: "${text}"`);
  for (const miss of result.misses) {
    console.log(
      `  miss: "${miss.text}" expected ${miss.expected.join(',') || 'none'}, got ${miss.got.join(',') || 'none'}`,
    );
  }
}

console.log('Tutor safety screening');
for (const [key, { title }] of Object.entries(SETS)) {
  const r = results[key as keyof typeof SETS];
  print(`${title}, tier 1 only`, r.tier1);
  print(`${title}, tiers 1 and 2`, r.tier1_and_2);
}
console.log('\nSelf-harm recall and innocent messages flagged (tier 1 -> tiers 1 and 2)');
for (const [key, s] of Object.entries(summary)) {
  console.log(
    `${key.padEnd(10)} self-harm recall ${fmt(s.self_harm_recall.tier1)} -> ${fmt(s.self_harm_recall.tier1_and_2)} (of ${s.self_harm_expected})  innocent flagged ${s.innocent_flagged.tier1} -> ${s.innocent_flagged.tier1_and_2} (of ${s.innocent})`,
  );
}
console.log(`\nwritten to ${file}`);
