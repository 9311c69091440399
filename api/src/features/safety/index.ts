/**
 * The one child-safety screen for every text a child writes or is sent: tutor messages and
 * replies, direct messages, observers' encouragements and cheers, text evidence. One verdict
 * type for every surface; each surface decides what a flag does (see docs/safety.md).
 *
 * This facade is the module's public surface: features import from here, never from its files.
 */
import { screenMessage } from './screen';
import { moderate, strictest, type ProviderConfig } from './provider';
import type { Flag, SafetyCategory, Severity } from './types';

export { SAFETY_CATEGORIES, isPossibleSelfHarm, severityRank } from './types';
export type { Flag, FlagSource, SafetyCategory, Severity } from './types';
export type { ProviderConfig } from './provider';

/** Where a text was written; the screen is the same, surfaces differ in what a flag does. */
export type Surface =
  'tutor_student' | 'tutor_reply' | 'direct_message' | 'encouragement' | 'evidence';

export interface ScreenInput {
  text: string;
  surface: Surface;
  /** Full names known to belong to the child, masked wherever they appear. */
  names?: { first: string; last: string }[];
  /** The same author's recent messages in this thread, oldest first (conversation scoring). */
  history?: string[];
}

export interface Verdict {
  flagged: boolean;
  /** Categories found, most severe first. */
  categories: SafetyCategory[];
  /** The highest severity found; null when nothing was flagged. */
  severity: Severity | null;
  /** One flag per category, most severe first. */
  flags: Flag[];
  /** The text with personal details replaced by labels such as "[phone number]". */
  masked: string;
}

export function verdictOf(flags: Flag[], masked: string): Verdict {
  return {
    flagged: flags.length > 0,
    categories: flags.map((f) => f.category),
    severity: flags[0]?.severity ?? null,
    flags,
    masked,
  };
}

/**
 * The embedded screen: synchronous, no network, the same answer for the same input. The
 * tutor's own replies are read by the phrases and detectors only (the classifier is trained
 * on children's words, not an adult tutor's explanations).
 */
export function screenText(input: ScreenInput): Verdict {
  const result = screenMessage(input.text, {
    names: input.names,
    history: input.history,
    phrasesOnly: input.surface === 'tutor_reply',
  });
  return verdictOf(result.flags, result.masked);
}

/**
 * The embedded screen plus, when configured (SAFETY_API_URL), an external moderation
 * provider; the stricter verdict wins, and a provider error or time-out (2 s) leaves the
 * embedded verdict standing: no message ever goes through unscreened.
 */
export async function screenTextWithProvider(
  input: ScreenInput,
  provider?: ProviderConfig | null,
): Promise<Verdict> {
  const embedded = screenText(input);
  const external = await moderate(embedded.masked, provider);
  if (!external) return embedded;
  return verdictOf(strictest(embedded.flags, external), embedded.masked);
}
