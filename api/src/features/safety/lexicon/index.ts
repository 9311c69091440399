import { excerptAround, type Flag } from '../types';
import { DELIGHTED_TO_DEATH } from '../normalize';
import { DRUG_COOCCURRENCE } from './cooccurrence';
import { DE } from './de';
import { EN } from './en';
import { RULES as EN_LEGACY } from './en-legacy';
import { ES } from './es';
import { EXPLICIT } from './explicit';
import { CONCEPTS } from './concepts';
import { FAMILIES } from './families';
import { FR } from './fr';
import { withoutGameSecrecy } from './gift-exchange';
import { GIFTS_FOR_SECRECY } from './gifts-for-secrecy';
import { HARASSMENT } from './harassment';
import { HIDDEN_BLADE } from './hidden-blade';
import { INDIRECT } from './indirect';
import { INTENT } from './intent';
import { INTOXICATED } from './intoxicated';
import { ONLINE_MEETING } from './online-meeting';
import { PEERS_AND_BODIES } from './peers-and-bodies';
import { PT } from './pt';
import { REQUESTS_AND_PRESSURE } from './requests-and-pressure';
import { SIGNALS } from './signals';
import { SITUATIONS } from './situations';
import type { LexiconEntry } from './types';

/** Every language's phrases; they run together, since children switch language mid-sentence. */
export const LEXICON: LexiconEntry[] = [
  ...EN,
  ...ES,
  ...PT,
  ...FR,
  ...DE,
  ...INTENT,
  ...INDIRECT,
  ...FAMILIES,
  ...CONCEPTS,
  ...SITUATIONS,
  ...SIGNALS,
  ...PEERS_AND_BODIES,
  ...REQUESTS_AND_PRESSURE,
  INTOXICATED,
  ONLINE_MEETING,
  GIFTS_FOR_SECRECY,
  HIDDEN_BLADE,
  HARASSMENT,
  EXPLICIT,
  DRUG_COOCCURRENCE,
];

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/**
 * The copies of the masked text the original English phrase rules (en-legacy.ts) read: they
 * were written for apostrophes and English spellings, so they read the text nearly as
 * written, with leetspeak and stretched letters undone.
 */
function legacyVariants(text: string): string[] {
  const base = text
    .toLowerCase()
    .replace(/(?<=[a-z])[013457@$]|[013457@$](?=[a-z])/g, (c) => LEET[c] ?? c)
    .replace(/[^\p{L}\p{N}\s'.!?]/gu, ' ')
    .replace(/\bmy self\b/g, 'myself')
    .replace(/\s+/g, ' ')
    .trim();
  const once = base.replace(/(\p{L})\1{2,}/gu, '$1');
  const twice = base.replace(/(\p{L})\1{2,}/gu, '$1$1');
  const variants = [text, base, once, twice].map((v) =>
    v.replace(DELIGHTED_TO_DEATH, '$1$2 i love it'),
  );
  return [...new Set(variants)];
}

function hit(entry: LexiconEntry | (typeof EN_LEGACY)[number], text: string): Flag | null {
  const match = entry.pattern.exec(text);
  if (!match) return null;
  return {
    category: entry.category,
    severity: entry.severity,
    reported:
      (entry as { reported?: boolean }).reported === true ||
      (entry as { kind?: string }).kind === 'reported',
    excerpt: excerptAround(text, match.index, match[0].length),
    source: 'lexicon',
  };
}

/**
 * Lexicon hits on a message: `masked` is the text with personal details masked, `normalized`
 * its normalized form. One hit per entry at most; the caller merges them per category.
 */
export function lexiconHits(masked: string, normalized: string): Flag[] {
  const hits: Flag[] = [];
  const variants = legacyVariants(masked.replace(/[’‘]/g, "'"));
  for (const rule of EN_LEGACY) {
    for (const variant of variants) {
      const found = hit(rule, variant);
      if (found) {
        hits.push(found);
        break;
      }
    }
  }
  // Secret Santa's "don't tell anyone who you got" is the game's secret (gift-exchange.ts).
  const read = withoutGameSecrecy(normalized);
  for (const entry of LEXICON) {
    const found = hit(entry, read);
    if (found) hits.push(found);
  }
  return hits;
}
