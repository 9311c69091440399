import type { SafetyCategory, Severity } from '../tables';
import { screenPossibleSelfHarm } from './possible-self-harm';
import { PERSONAL_PATTERNS, RULES } from './rules';

export interface Flag {
  category: SafetyCategory;
  severity: Severity;
  /** The child reports being hurt or bullied (as opposed to saying something hurtful). */
  reported: boolean;
  /** The flagged words in context, personal details masked; at most 200 characters. */
  excerpt: string;
}

export interface Screening {
  /** One flag per category found, most severe first. */
  flags: Flag[];
  /** The text with personal details replaced by labels such as "[phone number]". */
  masked: string;
}

export interface ScreenOptions {
  /** Full names known to belong to the child (first and last), masked wherever they appear. */
  names?: { first: string; last: string }[];
  /**
   * Also run tier two, the scored "possible self-harm" screen (possible-self-harm.ts), which
   * flags self_harm at severity 'medium'. On for the child's own messages only: the tutor's
   * replies and conversation titles are screened by the phrase rules alone.
   */
  possibleSelfHarm?: boolean;
}

/** Severity of a tier-two ("possible self-harm") flag; tier-one self-harm rules are critical. */
export const POSSIBLE_SELF_HARM_SEVERITY: Severity = 'medium';

/** A tier-two flag: met with a check-in and a safety-team case, not an e-mail to parents. */
export const isPossibleSelfHarm = (flag: Flag): boolean =>
  flag.category === 'self_harm' && flag.severity === POSSIBLE_SELF_HARM_SEVERITY;

const RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };
export const severityRank = (s: Severity): number => RANK[s];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function excerptAround(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 60);
  const end = Math.min(text.length, index + length + 60);
  let out = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (start > 0) out = `…${out}`;
  if (end < text.length) out = `${out}…`;
  return out.length > 200 ? `${out.slice(0, 199)}…` : out;
}

/** Masks personal details; returns the masked text and where the first label landed. */
function maskPersonal(text: string, opts: ScreenOptions): { masked: string; first: number } {
  let masked = text;
  for (const { first, last } of opts.names ?? []) {
    if (first.trim().length < 2 || last.trim().length < 2) continue;
    const re = new RegExp(
      `\\b${escapeRegExp(first.trim())}\\s+${escapeRegExp(last.trim())}\\b`,
      'gi',
    );
    masked = masked.replace(re, '[name]');
  }
  for (const { label, pattern } of PERSONAL_PATTERNS) {
    pattern.lastIndex = 0;
    masked = masked.replace(pattern, (match) => {
      // "My name is Sam Patel" keeps its lead-in ("My name is [name]") so the sentence reads.
      const lead = /^(.*?\b(?:is|name's|called)\s+)/i.exec(match);
      return lead ? `${lead[1]}${label}` : label;
    });
  }
  const first =
    masked === text ? -1 : masked.search(/\[(?:e-mail|phone number|address|name|handle)\]/);
  return { masked, first };
}

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
 * Copies of the (already masked) text the rules also read, so that "K1LL MYS3LF", "i wanna
 * dieeee" and "kill my self!!!" match the same rules as the plain spelling: lower case,
 * leetspeak digits inside words, punctuation other than sentence ends dropped, and letters
 * repeated three or more times cut to one ("dieee") and to two ("killll"). Digits standing
 * alone ("5 kids") are left as they are.
 */
function spellingVariants(text: string): string[] {
  const base = text
    .toLowerCase()
    .replace(/(?<=[a-z])[013457@$]|[013457@$](?=[a-z])/g, (c) => LEET[c] ?? c)
    .replace(/[^\p{L}\p{N}\s'.!?]/gu, ' ')
    .replace(/\bmy self\b/g, 'myself')
    .replace(/\s+/g, ' ')
    .trim();
  const once = base.replace(/(\p{L})\1{2,}/gu, '$1');
  const twice = base.replace(/(\p{L})\1{2,}/gu, '$1$1');
  return [...new Set([base, once, twice])].filter((v) => v !== text);
}

/**
 * Screens one message (the child's or the tutor's) before it is stored or shown. Pure and
 * synchronous: the same text always gives the same answer, so the labelled set measures it.
 */
export function screen(text: string, opts: ScreenOptions = {}): Screening {
  const { masked, first } = maskPersonal(text, opts);
  const byCategory = new Map<SafetyCategory, Flag>();
  if (first >= 0) {
    byCategory.set('personal_info', {
      category: 'personal_info',
      severity: 'medium',
      reported: false,
      excerpt: excerptAround(masked, first, 20),
    });
  }
  // Rules run on the masked text, so no excerpt ever carries a phone number or address.
  const normalised = masked.replace(/[’‘]/g, "'");
  const variants = [normalised, ...spellingVariants(normalised)];
  for (const rule of RULES) {
    let match: RegExpExecArray | null = null;
    let matchedIn = normalised;
    for (const variant of variants) {
      match = rule.pattern.exec(variant);
      if (match) {
        matchedIn = variant;
        break;
      }
    }
    if (!match) continue;
    const prior = byCategory.get(rule.category);
    if (prior && RANK[prior.severity] >= RANK[rule.severity]) continue;
    byCategory.set(rule.category, {
      category: rule.category,
      severity: rule.severity,
      reported: rule.kind === 'reported',
      excerpt: excerptAround(matchedIn, match.index, match[0].length),
    });
  }
  // Tier two only speaks when tier one found nothing but personal details: another flag already
  // brings a caring reply or a human, and a child quoting a bully ("they say i should just
  // die") must not be read as talking about themselves.
  const othersFound = [...byCategory.keys()].some((c) => c !== 'personal_info');
  if (opts.possibleSelfHarm && !othersFound) {
    const possible = screenPossibleSelfHarm(normalised);
    if (possible) {
      byCategory.set('self_harm', {
        category: 'self_harm',
        severity: POSSIBLE_SELF_HARM_SEVERITY,
        reported: false,
        excerpt: excerptAround(normalised, possible.index, possible.length),
      });
    }
  }
  const flags = [...byCategory.values()].sort((a, b) => RANK[b.severity] - RANK[a.severity]);
  return { flags, masked };
}
