/** The categories every surface screens for (see docs/safety.md). */
export const SAFETY_CATEGORIES = [
  'self_harm',
  'violence',
  'abuse',
  'sexual',
  'bullying',
  'drugs',
  'personal_info',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];
export type Severity = 'low' | 'medium' | 'high' | 'critical';

/** Which layer raised a flag (kept for the safety team and the bench, never shown to a child). */
export type FlagSource = 'detector' | 'lexicon' | 'classifier' | 'conversation' | 'provider';

export interface Flag {
  category: SafetyCategory;
  severity: Severity;
  /** The child reports being hurt or bullied (as opposed to saying something hurtful). */
  reported: boolean;
  /** The flagged words in context, personal details masked; at most 200 characters. */
  excerpt: string;
  source?: FlagSource;
}

const RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };
export const severityRank = (s: Severity): number => RANK[s];

/** Severity of a "possible self-harm" flag: a check-in and a case, not an e-mail to parents. */
export const POSSIBLE_SELF_HARM_SEVERITY: Severity = 'medium';

export const isPossibleSelfHarm = (flag: Flag): boolean =>
  flag.category === 'self_harm' && flag.severity === POSSIBLE_SELF_HARM_SEVERITY;

/** One flag per category, the more severe (then the first) kept; most severe first. */
export function mergeFlags(flags: Flag[]): Flag[] {
  const byCategory = new Map<SafetyCategory, Flag>();
  for (const flag of flags) {
    const prior = byCategory.get(flag.category);
    if (!prior || RANK[flag.severity] > RANK[prior.severity]) byCategory.set(flag.category, flag);
  }
  return [...byCategory.values()].sort((a, b) => RANK[b.severity] - RANK[a.severity]);
}

export function excerptAround(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 60);
  const end = Math.min(text.length, index + length + 60);
  let out = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (start > 0) out = `…${out}`;
  if (end < text.length) out = `${out}…`;
  return out.length > 200 ? `${out.slice(0, 199)}…` : out;
}
