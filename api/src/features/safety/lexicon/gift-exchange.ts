import { ADULT } from './gifts-for-secrecy';
import { APP } from './online-meeting';

/**
 * A gift exchange drawn by lot, in a class, a club or a family: Secret Santa, "amigo invisible",
 * "amigo secreto" or "amigo oculto", "Père Noël secret", "Wichteln" or "Julklapp". The game is a
 * secret by its rules (who drew whom), so "don't tell anyone who you got", "no le digas a nadie
 * quién te tocó", "não conta pra ninguém quem você tirou", "dis à personne qui t'as tiré" or "sag
 * keinem, wen du gezogen hast" is not an adult's secret; yet the bare secrecy phrases of the
 * lexicon ("no le digas a nadie", "não conta pra ninguém", "sag es niemandem") read it as
 * grooming.
 *
 * In a message that names such a game and no adult or anyone from an app or a game
 * (`ADULT`, `APP`), the lexicon reads the message with those bare secrecy phrases blanked out.
 * "Our (little) secret" is never blanked, nor is anything else the message says ("at the secret
 * santa party my uncle touched me" is still read whole), and a man from Roblox who calls himself
 * a secret friend undoes the exception. The classifier has never been trained on the game
 * (a retrain with gift-exchange messages cost precision elsewhere and was not kept: data/README.md),
 * so screen.ts only counts it as context.
 *
 * On normalized text: lower case, accents stripped, apostrophes gone ("t as", "dont", "sags").
 */
const GIFT_EXCHANGE = new RegExp(
  String.raw`\b(?:secret santas?|secret santa s|white elephant|amig[oa]s? (?:invisibles?|secretos?|ocultos?)|pere noel secret|wichteln|gewichtelt|wichtel\w*|julklapp|schrottwichteln)\b`,
);

const PARTY = new RegExp(String.raw`\b(?:${ADULT}|${APP})\b`);

/** "Don't tell anyone", "it's a secret", in the five languages: the game's own secrecy. */
const DRAW_SECRECY = new RegExp(
  String.raw`\b(?:${[
    String.raw`(?:dont|do not|never) tell (?:anyone|anybody|no one|nobody|ur friends|your friends)|(?:its|it is) (?:a )?secret|keep it (?:a )?secret`,
    String.raw`no (?:le |se lo )?(?:digas|cuentes) (?:nada )?a nadie|(?:es|sea) (?:un )?secreto`,
    String.raw`nao (?:conta|conte|fala|fale) (?:nada )?(?:pra|para|pro) ninguem|(?:e|eh) segredo`,
    String.raw`(?:ne )?(?:le )?dis (?:le |rien )?a personne|(?:c est|cest) (?:un )?secret`,
    String.raw`sag(?:s| es)? (?:es )?(?:niemandem|keinem)|(?:ist|bleibt) geheim`,
  ].join('|')})\b`,
  'g',
);

export const isGiftExchange = (normalized: string): boolean =>
  GIFT_EXCHANGE.test(normalized) && !PARTY.test(normalized);

/** The normalized text the lexicon reads: the game's own secrecy blanked in a gift exchange. */
export function withoutGameSecrecy(normalized: string): string {
  if (!isGiftExchange(normalized)) return normalized;
  return normalized.replace(DRAW_SECRECY, ' ').replace(/ {2,}/g, ' ');
}
