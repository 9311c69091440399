import { any, type LexiconEntry } from './types';

/**
 * Concept families from the third pass (issue #13): each names a situation rather than a
 * wording, built from parts (who acts, what is done, to whom) in all five languages, so that a
 * new sentence about the same situation is read the same way. On normalized text (accents
 * stripped, "im" is "i am", "u" is "you", laughter is "lol").
 */

/** Things a child owns and could give away. */
const BELONGINGS = String.raw`(?:stuff|things|games|clothes|hoodies?|skins|switch|xbox|ps[45]|playstation|phone|skateboard|bike|cosas|ropa|juegos|coisas|roupas|jogos|affaires|jeux|vetements|sachen|spiele|klamotten)`;
/** "where i'm going", "when i'm gone", "after i'm gone": a destination that is an ending. */
const GONE = String.raw`(?:where i am going|where im going|when i am gone|after i am gone|once i am gone|donde voy|a donde voy|cuando (?:ya )?no este|onde eu vou|pra onde eu vou|quando eu (?:nao estiver|for embora)|la ou je vais|quand je serai (?:plus la|parti)|wo ich hingehe|wenn ich (?:nicht mehr da bin|weg bin))`;

/** A parent or another adult at home. */
const CAREGIVER = String.raw`(?:dad|mom|mum|father|mother|stepdad|stepmom|uncle|aunt|grandpa|grandma|brother|parents?|(?:\w+s )?boyfriend|papa|mama|padre|madre|padrastro|madrastra|tio|tia|abuelo|pai|mae|padrasto|madrasta|pere|mere|beau pere|belle mere|oncle|vater|mutter|stiefvater|stiefmutter|onkel|opa)`;
/** Hurting a body: hit, shove, throw against, choke, burn, in the five languages. */
const HURTS = String.raw`(?:shoved|shoves|slammed|slams|strangled|strangles|smacked|smacks|spanked|spanks|bit|(?:threw|throws|pushed) me (?:against|into|onto|down)|golpea|golpeo|pega(?! (?:na|no|em|de|a|o|cedo|tarde))|empuja|empujo|bate|bateu|empurra|empurrou|frappe|frappait|a frappe|gifle|a gifle|schlagt|schlug|hat geschlagen|schubst|hat geschubst|tritt)`;
/** Someone older met online or nearby (the grooming actor). */
const ADULT = String.raw`(?:man|guy|adult|older (?:guy|man|boy|dude)|stranger|someone|senor|hombre|adulto|chico mayor|desconocido|cara|homem|adulto|mo[cç]o|estranho|monsieur|homme|adulte|inconnu|mec|typ|mann|erwachsener|fremder|alter typ)`;
/** A secret kept from parents, or being alone with them. */
const KEEP_FROM_PARENTS = String.raw`(?:(?:not|never|\w+nt|nao|no|rien|pas|nichts|keinem|niemandem)[^.!?]{0,25}(?:tell|diga|digas|decir|contar|conte|cuente|dise|dire|dis|sagen|sage|erzahle?n?)[^.!?]{0,15}(?:parents|mom|dad|padres|papas|pais|mae|eltern|mama|papa|mere|pere)|(?:meet|see|come|rejoign\w*|retrouv\w*|voir|encontr\w*|ver|verme|vernos|treff\w*|kommen|sehen)[^.!?]{0,30}\b(?:seule?s?|sola|solos|sozinh[oa]|allein\w*|alone|a solas))`;

/** A picture or video of someone, and spreading it. */
const MEDIA = String.raw`(?:video|vid|pic|pics|photo|photos|foto|fotos|bild|bilder|screenshot|print)`;
const SPREAD = String.raw`(?:post|posting|share|sharing|spread|spreading|send it around|subir|publicar|pasar|compartir|espalhar|postar|mandar|compartilhar|afficher|balancer|poster|partager|envoyer|posten|teilen|rumschicken|verschicken|hochladen)`;
const HUMILIATING = String.raw`(?:crying|cry|naked|changing|peeing|falling|llorando|desnud[oa]|chorando|pelad[oa]|caindo|pleurer|pleure|en train de pleurer|a poil|weint|heulen|heult|nackt)`;

/** Insults aimed at someone, in the five languages. */
const INSULT = String.raw`(?:spast|spasti|opfer|missgeburt|hurensohn|wichser|lappen|behinderter|pisser|idiot|idiota|imbecil|pendejo|pendeja|tarado|tarada|mongol|mongolo|baleia|debil|debile|connard|connasse|abruti|abrutie|bouffon|boloss|loser|freak|retard)`;
const SHUT_UP = String.raw`(?:halt (?:die|deine) fresse|halts maul|halt dein maul|callate|cierra el pico|cala (?:a )?boca|ferme (?:ta|la) gueule|ta gueule|shut (?:the fuck |ur |your )?(?:up|mouth))`;

/** Drugs and alcohol a child would ask for. */
const DRUG = String.raw`(?:weed|gras|carts?|pods?|vapes?|dab pens?|molly|xans?|xanax|percs?|edibles|shrooms|porros?|hierba|maconha|baseado|beck|lanca|beuh|joints?|pilules?|ecsta|koks|pillen|alkohol|schnaps|vodka)`;
const WHO_HAS = String.raw`(?:who has|who got|who sells|anyone (?:got|have|has|selling)|wer hat|wer verkauft|hat (?:jemand|wer)|quien tiene|quien vende|alguien (?:tiene|vende)|quem tem|quem vende|alguem (?:tem|vende)|qui a|qui vend|quelqu un a|quelqu un vend)`;

export const CONCEPTS: LexiconEntry[] = [
  {
    category: 'self_harm',
    severity: 'critical',
    // Belongings handed out because they will not be needed "where i'm going".
    pattern: any(
      String.raw`(?:gave|give|giving|gives|regale|regalo|di|dei|doei|dou|donne|donner|donnee?s?|verschenkt|verschenke|gebe)[^.!?]{0,60}${BELONGINGS}[^.!?]{0,60}${GONE}`,
      // Letters left "for after": a goodbye told by where the notes are kept.
      String.raw`(?:wrote|written|writing|left|hid|leaving|escribi|deje|escrevi|deixei|j ai ecrit|ai laisse|hab \w+ geschrieben|geschrieben)[^.!?]{0,30}(?:letters|notes|letter|note|cartas|carta|bilhetes|cartinhas|lettres|lettre|mots|briefe|brief|zettel)[^.!?]{0,50}(?:for after|para despues|para cuando me vaya|pra depois que eu|pour apres|pour quand je serai|fur danach|fur wenn ich weg)(?! (?:school|class|practice|dinner|lunch|the|el|la|o|a|le|den|die|das|der|los|les|la escuela|a aula|les cours|die schule))`,
      String.raw`(?:dont|wont|not|no|nao|pas|nicht)[^.!?]{0,15}(?:need|necesito|necesitare|vou precisar|preciso|besoin|brauch\w*)[^.!?]{0,20}${GONE}`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    reported: true,
    pattern: any(
      // A caregiver hurting the child: "dad threw me against the wall", "mi padrastro me empuja".
      String.raw`(?:my |mi |meu |minha |mon |ma |mein |meine )?${CAREGIVER} (?:(?:again |always |just )?${HURTS} me|me ${HURTS}|mich ${HURTS}|${HURTS} mich)\b`,
      String.raw`(?:threw|throws|shoved|slammed|pushed) me (?:against|into|on|onto|down) (?:the )?(?:wall|floor|ground|door|stairs)[^.!?]{0,60}(?:bruise|bruises|marks|hurt|bleed)`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    // An adult met online who wants the child alone, or keeps it from the parents.
    pattern: any(
      String.raw`(?:un |una |a |an |um |uma |ein |eine |this |some |der |le |el |o )${ADULT}\b[^.!?]{0,40}(?:game|juego|jogo|jeu|spiel|online|internet|roblox|fortnite|minecraft|discord|free fire|tiktok|insta)[^.!?]{0,80}${KEEP_FROM_PARENTS}`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    pattern: any(
      // Spreading a humiliating picture or video of someone.
      String.raw`${SPREAD}[^.!?]{0,30}${MEDIA}[^.!?]{0,25}${HUMILIATING}`,
      // "show up and you'll regret it": a threat aimed at one person, in the five languages.
      String.raw`(?:you will|you ll|youll|ull|you are going to|we will|we ll|well) (?:make you )?regret (?:it|this|coming|showing)|make (?:you|u) regret|te vas a arrepentir|te arrepentiras|(?:vai|vais) se arrepender|tu vas (?:le )?regretter|(?:wirst|wirds?) (?:du )?(?:es )?bereuen`,
      // Taunts: "go cry to your mommy", "llora con tu mami", "va pleurer chez ta maman".
      String.raw`(?:go |now )?(?:cry|crying|run) (?:to|home to) (?:your|ur) (?:mommy|mummy|mama|mom|mum)|cry ?baby|(?:ve a |anda a )?llora(?:r)? (?:con|a|donde) tu (?:mami|mama)|(?:vai|vá) chorar (?:pra|para|pro) (?:sua |tua )?(?:mamae|mae|mamãe)|va pleurer (?:chez|a) ta (?:maman|mere)|geh (?:heulen|weinen) (?:zu|bei) (?:deiner|deine) (?:mama|mami|mutter)|heulsuse`,
      String.raw`${SHUT_UP}\b[^.!?]{0,20}\b(?:du|tu|you|vc|voce|eres|t es)?\s*${INSULT}`,
      String.raw`(?:du|tu|t es|you|vc|voce|eres|sos)(?: bist| es| e| eh| are)? (?:so |ein |eine |un |une |uma |um |such a |a |an )?(?:dummer |kleiner |gros |grosse |pinche )?${INSULT}(?! (?:in the|en el|no jogo|dans le|im) )`,
    ),
  },
  {
    category: 'drugs',
    severity: 'medium',
    pattern: any(
      String.raw`${WHO_HAS} (?:\w+ )?${DRUG}`,
      // Medicine taken to get high: "how many benadryl to trip", "cuantas pastillas para colocarme".
      String.raw`(?:how (?:many|much)|cuant[oa]s|quant[oa]s|combien|wie (?:viele|viel))[^.!?]{0,40}(?:to (?:trip|get high|get messed up|get fucked up|feel high)|para (?:viajar|colocarme|drogarme|ponerme)|pra (?:ficar (?:chapad|doid|loc)\w*|viajar|brisar)|pour (?:planer|etre defonce|tripper|etre high)|um (?:high zu werden|zu trippen|druff zu sein|breit zu werden))`,
      // Got drunk or high: "wir haben uns betrunken", "nos emborrachamos", "on s est bourre".
      String.raw`(?:haben|hab|habe|hatten) (?:uns|mich)[^.!?]{0,50}(?:betrunken|besoffen|abgeschossen|zugedrohnt)|(?:nos|me) (?:emborrachamos|emborrache|pusimos pedos|drogamos)|(?:ficamos|fiquei|ficou) (?:muito )?(?:bebad[oa]s?|chapad[oa]s?)|(?:on s est|je me suis|on sest) (?:\w+ )?(?:bourre|bourres|defonce|defonces|arrache)s?|we got (?:so )?(?:drunk|wasted|high|faded|crossfaded)`,
    ),
  },
];
