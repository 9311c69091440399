import { withoutArithmetic } from './arithmetic';
import { normalize } from './normalize';
import { maskPersonalInfo, type PersonalInfo } from './pii';
import { IDIOMS } from './possible-self-harm';

const LABEL_TOKENS: Record<string, string> = {
  '[e-mail]': ' piiemail ',
  '[phone number]': ' piiphone ',
  '[address]': ' piiaddress ',
  '[name]': ' piiname ',
  '[handle]': ' piihandle ',
  '[password]': ' piipassword ',
};

export interface Prepared extends PersonalInfo {
  /** The masked text normalized, each personal-detail label one token ("piiphone"). */
  normalized: string;
  /**
   * What the classifier reads: the normalized text with everyday idioms as the one word "idiom" ("i would die
   * for a pizza", "my phone is dead", "this homework is killing me"), the same at training.
   */
  classifierText: string;
  /**
   * The classifier's text with the message's arithmetic left out ("is this right: 0412 x 2 =
   * 824?"), or null when it has none: what the personal-details head reads (screen.ts).
   */
  classifierTextWithoutArithmetic: string | null;
}

/** Masked text as the classifier reads it. */
function classifierTextOf(masked: string): { normalized: string; classifierText: string } {
  const tokens = masked.replace(
    /\[(?:e-mail|phone number|address|name|handle|password)\]/g,
    (label) => LABEL_TOKENS[label] ?? ' ',
  );
  const normalized = normalize(tokens);
  let classifierText = normalized;
  // An idiom leaves a mark, not a hole: "estoy muerta de cansancio" blanked to "estoy" reads
  // like the start of "estoy harta de vivir"; "estoy idiom" does not.
  for (const idiom of IDIOMS) classifierText = classifierText.replace(idiom, ' idiom ');
  return { normalized, classifierText: classifierText.replace(/\s+/g, ' ').trim() };
}

/**
 * What every layer after the detectors reads: the same steps at training and at screening
 * time, so the classifier is trained on exactly what it will see.
 */
export function prepare(text: string, names?: { first: string; last: string }[]): Prepared {
  const pii = maskPersonalInfo(text, names);
  const sumless = withoutArithmetic(pii.masked);
  return {
    ...pii,
    ...classifierTextOf(pii.masked),
    classifierTextWithoutArithmetic:
      sumless === null ? null : classifierTextOf(sumless).classifierText,
  };
}
