import type { Flag } from './types';

/**
 * A sibling or friend joke: "my brother ate my fries im gonna kill him 😂", "je vais le tuer
 * mdr", "vou matar ele kkkk". Laughter next to a brother, a sister, a cousin or a friend, with
 * nothing that makes a threat real (a weapon, a way of hurting, a school, a day, "for real"), is
 * not a threat of violence. On normalized text, where laughter in every language is "lol".
 */
const LAUGHING =
  /\b(?:lol|lmao|jk|just kidding|es broma|era broma|brincadeira|je rigole|nur spass|spass)\b/;
const FAMILIAR =
  /\b(?:brother|sister|bro|sis|cousin|friend|bestie|hermano|hermana|hermanito|hermanita|primo|prima|amigo|amiga|irmao|irma|irmaozinho|irmazinha|frere|soeur|cousine|pote|copain|copine|bruder|schwester|cousin|kumpel|freund|freundin)\b/;
const REAL =
  /\b(?:gun|guns|knife|knives|bomb|weapon|rifle|pistol|pistola|arma|cuchillo|navaja|faca|couteau|fusil|flingue|waffe|messer|knarre|stab|shoot|poison|choke|strangle|burn|apunalar|disparar|envenenar|esfaquear|atirar|poignarder|tirer|planter|empoisonner|erstechen|abstechen|erschiessen|vergiften|school|escuela|colegio|escola|ecole|college|lycee|schule|tomorrow|tonight|manana|amanha|demain|morgen|heute nacht|plan|for real|fr|not joking|no joke|i mean it|i swear|en serio|de verdad|serio|de verdade|je rigole pas|serieux|kein witz|ernsthaft|im ernst)\b/;

export function isFamiliarJoke(normalized: string): boolean {
  return LAUGHING.test(normalized) && FAMILIAR.test(normalized) && !REAL.test(normalized);
}

/** The flags without a threat of violence when the message is a familiar joke. */
export function withoutJokedViolence(flags: Flag[], normalized: string): Flag[] {
  return isFamiliarJoke(normalized) ? flags.filter((f) => f.category !== 'violence') : flags;
}
