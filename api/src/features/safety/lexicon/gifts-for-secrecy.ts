import { APP } from './online-meeting';
import type { LexiconEntry } from './types';

/**
 * Gifts or money from someone the child knows from online, or from an adult, on the condition
 * that the child keeps it from their parents: "un monsieur sur fortnite m'offre des cadeaux si
 * je dis rien à mes parents", "a guy on roblox gives me presents if i dont tell my parents". The
 * condition is the grooming sign (LABELS.md: abuse); the in-game currency version was caught by
 * the classifier, plain gifts were not. All three parts must be in the message: a birthday
 * present from an aunt, a surprise gift kept from mum, or a skin from a friend in the game with
 * nothing asked in return name no condition of secrecy, so they stay innocent.
 *
 * On normalized text: accents stripped, apostrophes gone ("m offre"), "dont" for "don't".
 */

/** An adult the child names as such, in five languages. */
export const ADULT = String.raw`(?:a|an|some|this|that|un|une|ce|cet|um|uma|esse|aquele|ein|eine|dieser|so ein) (?:man|guy|grown ?up|adult|old(?:er)? (?:man|guy|dude)|stranger|monsieur|homme|adulte|vieux|inconnu|senor|hombre|adulto|viejo|desconocido|senhor|homem|moco|velho|estranho|mann|erwachsener|alter typ|fremder|herr)`;

/** Gifts, money or in-game currency, given or offered. */
const GIFTS = String.raw`(?:gifts?|presents?|gift ?cards?|robux|v ?bucks|skins?|money|cash|paypal|regalos?|regalitos?|dinero|plata|tarjetas? de regalo|presentes?|presentinhos?|dinheiro|pix|cadeaux?|cartes? cadeau|argent|sous|thunes?|geschenke?|gutscheine?|geld|kohle)`;

/** Keeping it from the parents (or anyone) as the condition, or "our secret". */
const SECRECY_AS_CONDITION = [
  String.raw`(?:if|as long as|only if) (?:i|you) (?:dont|do not|never|wont) tell`,
  String.raw`(?:if|as long as) (?:i|you) keep (?:it|this|that|us|our \w+) (?:a )?secret`,
  String.raw`our (?:little )?secret`,
  String.raw`si no (?:le |les |se lo )?(?:digo|cuento|dices|cuentas|decis)|si (?:lo )?(?:guardo|mantengo) (?:en )?secreto|nuestro (?:pequeno )?secreto|nuestro secretito`,
  String.raw`se (?:eu )?nao (?:contar|falar|disser|conto|falo)|se (?:eu )?(?:guardar|mantiver) segredo|nosso (?:pequeno )?segred(?:o|inho)`,
  String.raw`si (?:je|tu) (?:ne )?(?:dis|dit|dire) rien|si (?:je|tu) (?:ne )?(?:le |leur )?(?:dis|dit|raconte) pas|si (?:je|tu) garde le secret|notre (?:petit )?secret`,
  String.raw`wenn (?:ich|du) (?:es )?(?:meinen eltern |deinen eltern )?(?:niemandem|keinem|nichts) (?:sage|sagst|erzahle|erzahlst|verrate|verratst)|unser (?:kleines )?geheimnis`,
].join('|');

export const GIFTS_FOR_SECRECY: LexiconEntry = {
  category: 'abuse',
  severity: 'high',
  pattern: new RegExp(
    String.raw`^(?=.*\b(?:${APP}|${ADULT})\b)(?=.*\b${GIFTS}\b).*\b(?:${SECRECY_AS_CONDITION})\b`,
  ),
};
