import { any, type LexiconEntry } from './types';

/**
 * A razor or a blade kept in a pencil case: a means of self-harm hidden where it goes to school
 * ("ich hab eine rasierklinge im federmappchen", "razor in my pencil case", "cuchilla en el
 * estuche", "lame de rasoir dans ma trousse", "lamina no estojo"). Without this family such a
 * message reached only the classifier, which knows a pencil case mostly as where a vape is hidden
 * ("escondo el vaper en el estuche", "je cache ma puff dans ma trousse") and had never seen
 * "federmappchen" or "rasoir": the harmful head was sure, no category head was, and the likeliest
 * of them, drugs, was named. A weapon packed with a payback stays violence (signals.ts).
 *
 * On normalized text: accents stripped ("federmappchen", "lamina"), lower case.
 */

/** A razor, which has no business in a pencil case. */
const RAZOR = String.raw`(?:razors?|razor ?blades?|shaving blades?|rasierklingen?|rasierer|rasoirs?|lames? de rasoir|cuchillas? de afeitar|hojas? de afeitar|navajas? de afeitar|gil+et+e|laminas? de barbear)`;
/** A bare blade ("lame" only as a French noun: "so lame" is English slang). */
const BLADE = String.raw`(?:blades?|(?:une|la|ma|des|les|cette) lames?|cuchillas?|laminas?|klingen?)`;
/** A pencil case, not a toiletry, make-up or first-aid case ("trousse de toilette"). */
const PENCIL_CASE = String.raw`(?:pencil (?:case|pouch|box)|estuche|cartuchera|estojo|trousse|federmappchen|mappchen|federtasche|schlampermappchen)(?! (?:de|da|do|a) (?:toilette|maquillaje|maquiagem|maquillage|barbear|afeitar|secours|primeros auxilios|primeiros socorros|pharmacie))`;
/** A sharpener's blade is in most pencil cases... */
const SHARPENER = String.raw`(?:sharpener|sacapuntas|afilalapices|apontador|taille crayons?|anspitzer|spitzer)`;
/** ...so it counts only when kept or hidden there ("i keep my sharpener blade in my pencil case"). */
const KEPT = String.raw`(?:keep|keeps|kept|hide|hides|hid|hidden|stash\w*|guardo|guarda\w*|escond\w*|garde|gardee|cache|cachee|planque\w*|behalte|aufbewahr\w*|versteck\w*)`;

const near = (a: string, b: string) => String.raw`${a}[^.!?]{0,40}${b}|${b}[^.!?]{0,40}${a}`;

export const HIDDEN_BLADE: LexiconEntry = {
  category: 'self_harm',
  severity: 'critical',
  pattern: any(
    near(RAZOR, PENCIL_CASE),
    // A bare blade, unless it is the sharpener's and nothing says it is kept there.
    // (The message-wide checks come after the blade and the case, so they run only on a match.)
    String.raw`(?:${near(BLADE, PENCIL_CASE)})(?<!\b${SHARPENER}\b[^]*)(?![^]*\b${SHARPENER}\b)`,
    String.raw`(?:${near(BLADE, PENCIL_CASE)})(?:(?<=\b${KEPT}\b[^]*)|(?=[^]*\b${KEPT}\b))`,
  ),
};
