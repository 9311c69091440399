import { any, type LexiconEntry } from './types';

/**
 * Fifth-pass families (issue #13) found by probing the screen with fresh messages of the weak
 * kinds, outside every labelled set: a child named with an insult by the others, a rumour
 * spread, "you're not invited, you're weird"; a body asked to be shown; food earned by weight
 * lost; another's life to be ended ("acabar com a vida dele", where "minha vida" is self-harm).
 * On normalized text, in the five languages.
 */

const INSULT_NAME = String.raw`(?:cara de \w+|rata|gord[oa]|cerd[oa]|foca|ballena|fe[oa]|tont[oa]|rar[oa]|perdedor[a]?|lloron[a]?|baleia|feia|macac[oa]|burr[oa]|esquisit[oa]|nerd|bizarre|gros lard|grosse|gros|moche|boloss|thon|baleine|fette?|hasslich\w*|opfer|streber|loser|fat|ugly|pig|piggy|cow|whale|weirdo|freak|tronche de \w+|gueule de \w+|fettsack|schwein|kuh)`;
const CALLED = String.raw`(?:they call me|everyone calls me|kids call me|me dicen|me llaman|me apodan|me chaman|me chamam|me apelidaram de|on m appelle|ils m appellent|elles m appellent|tout le monde m appelle|die nennen mich|sie nennen mich|alle nennen mich)`;
const RUMOUR = String.raw`(?:rumou?rs?|rumores|boatos?|fofocas?|rumeurs?|ragots|geruchte?)`;
const SPREAD = String.raw`(?:spread\w*|started|made up|esparc\w*|inventa\w*|difund\w*|espalh\w*|contaram|repand\w*|fait courir|lance|verbreit\w*|erzahl\w*|erfunden)`;
const ABOUT_ME = String.raw`(?:about me|sobre mi|de mi|sobre mim|de mim|sur moi|uber mich|that i|que yo|que eu|que je|dass ich)`;
const NOT_INVITED = String.raw`(?:(?:you are|youre) not invited|nobody invited you|t es pas invite\w*|t etais pas invite\w*|personne t a invite\w*|no estas invitad[oa]|nadie te invito|(?:voce|vc) nao (?:foi|esta|ta) convidad[oa]|ninguem te convidou|du bist nicht eingeladen|dich hat (?:keiner|niemand) eingeladen)`;
const WEIRD_YOU = String.raw`(?:(?:you are|youre|eres|sos|voce e|vc e|t es|tu es|du bist) (?:so |too |tan |muy |muito |mto |trop |tellement |zu |voll )?(?:weird|a weirdo|bizarre|chelou|rar[oa]|estranh[oa]|esquisit[oa]|komisch|seltsam|peinlich|cringe))`;
const BODY = String.raw`(?:boobs|tits|breasts|chest|butt|ass|body|private parts|privates|dick|pussy|tetas|pechos|senos|nalgas|culo|cuerpo|partes intimas|peitos|seios|bunda|corpo|partes intimas|seins|fesses|nichons|corps|parties intimes|bruste?|titten|hintern|arsch|korper|muschi|schwanz)`;
const SHOW_ME_YOUR = String.raw`(?:show me|let me see|ensename|muestrame|dejame ver|me mostra|mostra|deixa eu ver|montre moi|montre|fais moi voir|zeig mir|zeig)`;
const YOUR = String.raw`(?:your|tus|tu|teus|seus|sua|teu|seu|tes|ton|ta|deine?n?)`;
const WEIGHT_LOST = String.raw`\d+ (?:more )?(?:kilos?|kg|pounds?|lbs?|quilos?|libras?)`;
const MAY_EAT = String.raw`(?:can|allowed to|get to|deserve to|puedo|podre|me dejo|posso|poderei|mereco|pourrai|peux|ai le droit de|darf|kann)(?: eat| comer| manger| essen| wieder essen| wieder was essen)`;

export const PEERS_AND_BODIES: LexiconEntry[] = [
  {
    category: 'bullying',
    severity: 'medium',
    reported: true,
    pattern: any(
      String.raw`${CALLED} (?:le |la |l |el |o |a |de |der |die |das |eine? |an )?${INSULT_NAME}`,
      // A rumour about the child, or the silence since one was spread.
      String.raw`(?:${SPREAD}[^.!?]{0,20}${RUMOUR}|${RUMOUR}[^.!?]{0,20}${SPREAD})[^.!?]{0,30}${ABOUT_ME}`,
      String.raw`(?:nobody|no one|keiner|niemand|nadie|ninguem|personne)[^.!?]{0,40}(?:since|seit|desde|depuis)[^.!?]{0,40}${RUMOUR}`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    pattern: any(
      String.raw`${NOT_INVITED}[^]{0,40}${WEIRD_YOU}|${WEIRD_YOU}[^]{0,40}${NOT_INVITED}`,
    ),
  },
  {
    category: 'sexual',
    severity: 'high',
    pattern: any(
      String.raw`${SHOW_ME_YOUR} ${YOUR} ${BODY}`,
      // What someone would do to the child in bed.
      String.raw`(?:what|lo que|o que|ce que|was)[^.!?]{0,25}(?:(?:i would|i d|id) do (?:to|with) (?:you|u)|te haria|te faria|faria com voce|je te ferais)[^.!?]{0,20}(?:in bed|en la cama|na cama|au lit|im bett)|was ich mit dir im bett (?:machen|tun) (?:wurde|will)`,
      // A call or a camera where the child is to show "everything".
      String.raw`(?:call|cam|camera|facetime|video ?call|videollamada|camara|chamada de video|camera|appel video|facetime|videocall|kamera)[^.!?]{0,30}(?:show me everything|ensename todo|muestrame todo|me mostra tudo|mostra tudo|montre moi tout|tu montres tout|tu me montres tout|zeig mir alles|zeigst mir alles)`,
    ),
  },
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      String.raw`${WEIGHT_LOST}[^.!?]{0,30}(?:and|until|before|then|y|hasta|e|ate|et|avant|und|bis|dann) (?:i |yo |eu |je |ich )?${MAY_EAT}`,
      String.raw`(?:my )?(?:ribs|hip ?bones|collarbones?) (?:are )?finally (?:showing|sticking out)|(?:por fin|al fin) se me ven las costillas|finalmente (?:to vendo|da pra ver) minhas costelas|enfin on voit mes cotes|endlich sieht man meine rippen`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      String.raw`acabar con la vida (?:de el|de ella|de ese|de esa|del|de la)|acabar com a vida (?:dele|dela|desse|dessa|do|da)`,
    ),
  },
];
