import { any, type LexiconEntry } from './types';

/**
 * Sexual requests in the five languages that name no body part: explicit stories and
 * scenes, "describe what you'd do to me in bed", wanting to see someone naked, a striptease,
 * "what are you wearing", being horny and asking for something. Health and puberty questions
 * use none of these. On normalized text.
 */
export const EXPLICIT: LexiconEntry = {
  category: 'sexual',
  severity: 'high',
  pattern: any(
    String.raw`(?:sex|dirty|explicit|erotic) (?:scene|story|stories|roleplay)|(?:historia|conto|cuento|histoire|geschichte) (?:erotica|erotico|erotique|erotische)|erotische geschichte|escreve um conto erotico`,
    String.raw`(?:describe|tell me|decris|beschreib|describe me|dime|fala) (?:moi |mal |mir )?(?:what|ce que|was|lo que|o que) (?:you|u|tu|du|me|vc)[^.!?]{0,30}(?:in bed|au lit|im bett|en la cama|na cama|to me|with me|mit mir|comigo|me ferais|me harias)`,
    String.raw`(?:see|ver|voir|sehen) (?:you|u|te|toi|dich) (?:naked|nude|desnud[oa]|pelad[oa]|nue?|toute nue|nackt)|(?:quiero|quero|will) (?:te |dich )?(?:ver|sehen) (?:te )?(?:desnud[oa]|pelad[oa]|nackt)|(?:te|dich) (?:desnud[oa]|pelad[oa]|nackt) (?:ver|sehen)|verte desnud[oa]`,
    String.raw`striptease|(?:show|shows) (?:me )?(?:yours|mine) if (?:you|u) show|tausch (?:mein|dein) nacktbild`,
    String.raw`what (?:are )?(?:you|u|your) wearing (?:under|rn|right now|in bed)|(?:decris|beschreib|describe|descreve|describe) (?:moi |mal |me )?(?:ton|deinen|your|tu|seu) (?:corps|korper|body|cuerpo|corpo)`,
    String.raw`(?:cachond[oa]|com tesao|chaud la|bin geil|so horny|im horny|i am horny)[^.!?]{0,20}(?:manda|mandame|envoie|schick|send)`,
    String.raw`hook up (?:with|in the)|a poil de son ex|photos? d elle a poil`,
  ),
};
