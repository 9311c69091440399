import type { SafetyCategory, Severity } from '../types';

/**
 * A lexicon entry: a high-precision phrase, read on normalized text (lower case, no accents,
 * no apostrophes, slang expanded: see normalize.ts). `reported`: the child tells of being
 * hurt or bullied (kept and answered with care, not withheld).
 */
export interface LexiconEntry {
  category: SafetyCategory;
  severity: Severity;
  reported?: boolean;
  pattern: RegExp;
}

/** One pattern from alternatives, each a regular-expression source. */
export const any = (...alternatives: string[]): RegExp =>
  new RegExp(String.raw`\b(?:${alternatives.join('|')})\b`);
