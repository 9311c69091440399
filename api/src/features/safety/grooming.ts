/**
 * Grooming told without sexual content: an adult's gifts or money, secrecy or a meeting ("he
 * said he'd buy me robux if i keep our chats secret", "a man online offered me a gift card if i
 * don't tell my parents", "ele me manda dinheiro no pix e diz que e nosso segredinho", "er
 * schickt mir geld und sagt das ist unser kleines geheimnis"). That is abuse (grooming), not
 * also sexual (LABELS.md). The classifier's sexual head reads it as sexual all the same (0.6 to
 * 0.9), having been trained on the sextortion and "send a pic, it stays between us" messages of
 * the sixth pass, which share the gifts and the secrecy; so where the abuse head or a phrase
 * already reads grooming and nothing sexual is said, the sexual head alone does not flag
 * (screen.ts). A sexual phrase from the lexicon still flags ("he'll give me robux for a pic of
 * me in my bikini"), and so does the sexual head once a picture, a body, clothes, touching or
 * explicit words are named.
 *
 * On normalized text: accents stripped, "u" is "you", "don't" is "dont".
 */

/** Gifts and money, secrecy, or a meeting, in the five languages. */
const GROOMING = new RegExp(
  String.raw`\b(?:${[
    // Gifts and money.
    String.raw`gifts?|gift ?cards?|robux|v ?bucks|pavos|diamantes|money|cash|paypal|skins?|regal\w*|buys? me|bought me|pays? me|regalos?|tarjetas? de regalo|dinero|plata|me compra\w*|presentes?|dinheiro|pix|cartao presente|cadeaux?|cartes? cadeau|argent|m achete|m offre|geschenke?|gutscheine?|geld|kauft mir|schenkt mir`,
    // Secrecy.
    String.raw`secrets?|dont tell|do not tell|not to tell|delete (?:our|the|all) (?:chats?|messages|dms)|between us|nobody (?:can|has to|needs to|will) know|secreto|no (?:le )?digas|borra (?:los|nuestros) (?:mensajes|chats)|entre nosotros|segredo|segredinho|nao (?:conta|fala|conte)|apag\w* (?:as|nossas) (?:mensagens|conversas)|entre nos|(?:dis|dit) rien|ne (?:le )?dis pas|supprim\w* (?:nos|les) (?:messages|conversations)|entre nous|geheimnis|sag (?:es )?(?:niemandem|keinem)|sags keinem|losch\w* (?:unsere|die) (?:chats|nachrichten)|unter uns`,
    // A meeting, a ride or where the child lives.
    String.raw`meet ?up|meetup|meet me|pick (?:me|you) up|where (?:i|you) live|come over|owe him|vernos|recogerte|donde vivo|me buscar|onde (?:eu )?moro|te retrouver|me chercher|ou j habite|treffen|abholen|wo ich wohne`,
  ].join('|')})\b`,
);

/** A picture, a body, clothes, touching, or explicit words: sexual content. */
const SEXUAL_CONTENT = new RegExp(
  String.raw`\b(?:${[
    String.raw`pics?|pictures?|photos?|foto\w*|bilder?|selfies?|videos?|vids?|snap me|changing|getting dressed|cambiandome|me trocando|me changer|umziehen|nudes?|naked|desnud\w*|pelad\w*|sin ropa|sem roupa|nue?s?|toute nue|nackt\w*|ohne (?:was an|klamotten)`,
    String.raw`body|bodies|cuerpo|corpo|corps|korper|bikini|underwear|bra|panties|lingerie|ropa interior|sujetador|sutia|calcinha|cueca|culotte|soutien gorge|unterwasche|bh`,
    String.raw`sex|sexy|sexo|sexe|sexual\w*|hot|horny|kiss\w*|bes[oa]\w*|beij\w*|bisous?|embrass\w*|kuss\w*|touch\w*|toca\w*|toque\w*|touche\w*|anfass\w*|fasst|beruhr\w*`,
    String.raw`lips|boobs|breasts|tits|pecho|tetas|peitos|seins|brust|private parts|partes intimas|parties intimes|intim\w*|spicy|eggplant|peach|splash|dick|pussy|porn\w*|bed|cama|lit|bett|shower|ducha|banho|douche|dusche`,
    String.raw`webcam|cam|camera|camara|video call|facetime|undress\w*|take (?:it|them|your \w+) off|strip|do (?:stuff|things)|hacer cosas|fazer coisas|faire des (?:trucs|choses)|sachen machen`,
  ].join('|')})\b`,
);

export function groomingWithoutSexualContent(normalized: string): boolean {
  return GROOMING.test(normalized) && !SEXUAL_CONTENT.test(normalized);
}
