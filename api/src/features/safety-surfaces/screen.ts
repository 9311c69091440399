import { screenText, screenTextWithProvider } from '../safety';
import { outcomeFor, type ItemSurface, type SurfaceOutcome } from './rules';

/** Screens one text written on a surface and says what happens to it (see rules.ts). */
export async function screenItem(input: {
  surface: ItemSurface;
  text: string;
  /** The same author's recent messages in this thread, oldest first. */
  history?: string[];
  authorIsChild: boolean;
  /** The author is a linked parent of the child who reads it (a direct message). */
  authorIsParentOfReader?: boolean;
}): Promise<SurfaceOutcome> {
  const verdict = await screenTextWithProvider({
    text: input.text,
    surface: input.surface,
    history: input.history,
  });
  return outcomeFor(input.surface, verdict, {
    isChild: input.authorIsChild,
    isParentOfReader: input.authorIsParentOfReader,
  });
}

/**
 * Screens a text made of several fields (a title and a description): the flags come from the
 * fields read together, and each field is stored with its own personal details masked.
 */
export async function screenFields<K extends string>(input: {
  surface: ItemSurface;
  fields: Record<K, string>;
  authorIsChild: boolean;
}): Promise<{ outcome: SurfaceOutcome; stored: Record<K, string> }> {
  const keys = Object.keys(input.fields) as K[];
  const outcome = await screenItem({
    surface: input.surface,
    text: keys.map((key) => input.fields[key]).join('\n'),
    authorIsChild: input.authorIsChild,
  });
  const stored = { ...input.fields };
  for (const key of keys) {
    if (input.fields[key]) {
      stored[key] = screenText({ text: input.fields[key], surface: input.surface }).masked;
    }
  }
  return { outcome, stored };
}
