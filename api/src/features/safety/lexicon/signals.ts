import { any, type LexiconEntry } from './types';

/**
 * Signal families from the fifth pass (issue #13): the kinds dev-5 showed the screen could not
 * read, each built from parts in the five languages on normalized text ("u" is "you", accents
 * stripped, "don't" is "dont"). Self-harm and threats, whose recall target is 1.0, are told by
 * two signals together (a means and a self, a weapon and a day, a date and a warning), so that
 * one of them alone, which look-alikes share, never flags.
 */

const MEDS = String.raw`(?:meds|medicine|medication|pills|tablets|sleeping pills|pastillas|medicamentos?|remedios?|comprimidos|pilulas|cachets|medocs|medicaments?|somniferes|tabletten|medikamente?|schlaftabletten|\w*zeug)`;
/** Taking a whole pack at once, said of oneself ("if i take the whole strip"). */
const WHOLE_PACK_TAKEN = String.raw`(?:if (?:i|you)|would i|do i|will i|se eu|si (?:me|yo|te)|si j|si je|si tu|wenn ich|wenn man)[^.!?]{0,20}(?:take|swallow|tomar?|tomo|trag\w*|engul\w*|avale|prends|nehme?|schluck\w*) (?:the whole|an entire|the entire|all the|todo el|toda la|todas las|la caja|el blister|a cartela|a caixa|todos os|toda a|tout le|toute la|toutes les|la boite|die ganze|alle)`;
const WEEKDAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|segunda|terca|quarta|quinta|sexta|amanha|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen)`;
/** "You'll see what happens", not followed by what it is about ("...when you add vinegar"). */
const SEE_WHAT_HAPPENS = String.raw`(?:(?:you|you all|yall|they|everyone) (?:will|ll|are going to|gonna) (?:all )?see what (?:will )?happens?|(?:van|vais|vas) a ver lo que (?:va a )?pas\w*|(?:voces|vcs|vc|voce|eles|todo mundo) (?:vao|vai) ver o que (?:vai )?acontec\w*|(?:vous allez|tu vas|ils vont) (?:tous )?voir ce qui va se passer|(?:ihr werdet|werdet ihr|ihr seht|du wirst|die werden) (?:schon |alle )?sehen was passiert)(?! (?:when|if|quando|cuando|quand|wenn|se|si|with|con|com|avec|mit|in|en|no|na|dans|im)\b)`;
const CARRIED_WEAPON = String.raw`(?:knife|knives|box cutter|cutter|blade|gun|pistol|navaja|cuchillo|pistola|faca|canivete|estilete|arma|couteau|lame|flingue|messer|klappmesser|teppichmesser|knarre|waffe|pistole)`;
const SCHOOL_BAG = String.raw`(?:backpack|bag|school bag|pocket|mochila|bolso|bolsa|estojo|sac|sac a dos|cartable|trousse|poche|tasche|rucksack|schultasche|ranzen|federmappchen)`;
const PAYBACK = String.raw`(?:tomorrow|amanha|manana|demain|morgen|(?:will|gonna|going to) (?:see|find out|learn|regret|pay)|vai (?:ver|aprender|se arrepender|pagar)|va a (?:ver|aprender|pagar)|se va a arrepentir|va (?:voir|comprendre|payer|regretter)|wird (?:sehen|es bereuen|bezahlen)|kriegt was er verdient|vai se ferrar|me las paga)`;
const OUTDOORS = String.raw`(?:camp|scouts?|fishing|picnic|hike|cooking|carve|acampamento|acampar|pesca|campamento|excursion|camping|peche|pique nique|zeltlager|angeln|pfadfinder|schnitzen)`;
const HOME_GUN = String.raw`(?:gun|pistol|revolver|rifle|shotgun|arma|pistola|revolver|escopeta|fusil|flingue|waffe|pistole|gewehr|knarre)`;
const KNOW_ACCESS = String.raw`(?:i know (?:the code|the combination|where)|eu sei (?:o codigo|a senha|onde)|(?:yo )?se (?:el codigo|la clave|la combinacion|donde)|je (?:sais ou|connais le code|sais le code)|ich (?:weiss|kenne?) (?:wo|den code))`;
const COMEUPPANCE = String.raw`(?:pay|regret|sorry|laugh|ferrar|pagar|paguen|arrepend\w*|arrepentir|rir|reir|payer|regrett\w*|rire|bezahl\w*|bereu\w*|lachen)`;
const HIT = String.raw`(?:hit|punch|kick|stab|bater|bate|socar|soco|chutar|golpear|pegar|pegarle|pego|le pego|patear|frapper|taper|cogner|schlagen|hauen|treten|boxen)`;
const HURT_BADLY = String.raw`(?:so it hurts|to hurt|pra doer|para doer|que duela|para que duela|pour que ca fasse mal|pour faire mal|damit es weh tut|dass es weh tut|so (?:they|he|she)[^.!?]{0,20}(?:dont|do not|doesnt|never|cant|wont) (?:get (?:back )?up|wake up)|pra (?:ele|ela) nao (?:levantar|acordar)|que no se (?:levante|despierte)|qu il se releve (?:pas|plus)|nicht mehr aufsteht)`;
const NO_WAY_IN_CHECKED = String.raw`(?:never locked|always unlocked|always open|no cameras?|nunca (?:esta )?cerrada|siempre (?:esta )?abierta|sin camaras|nunca (?:fica )?trancada|sempre (?:fica )?aberta|sem cameras?|jamais fermee|toujours ouverte|pas de cameras?|nie abgeschlossen|immer offen|keine kameras?)`;
const CELEBRATION = String.raw`(?:party|surprise|fiesta|sorpresa|festa|surpresa|fete|anniversaire|uberraschung|geburtstag|birthday|cumple\w*|aniversario)`;
const UNDERWEAR = String.raw`(?:bra|bras|underwear|panties|undies|boxers|thong|sujetador|sosten|brasier|bragas|calzones|calzon|tanga|ropa interior|sutia|calcinha|cueca|roupa intima|soutif|soutien gorge|culotte|string|calecon|bh|unterwasche|unterhose|hoschen)`;
const CLOTHES_OFF = String.raw`(?:take off|remove|tira|tirar|quitate|quita|sacate|enleve|enlever|retire|zieh)[^.!?]{0,10}(?:top|shirt|tshirt|t shirt|clothes|pants|camiseta|camisa|blusa|ropa|roupa|haut|tee shirt|vetements|oberteil|klamotten|hose)`;
const SEEN_BY_ME = String.raw`(?:snap|send|pic|photo|cam|camera|video|call|facetime|manda|envia|foto|camara|montre|envoie|schick|kamera|zeig)`;
const NOBODY_BELIEVES = String.raw`(?:nobody|no one|nadie|ninguem|personne|keiner|niemand|secret|secreto|segredo|geheimnis|believe|creer|creera|acreditar|acredita|croire|croira|glauben|glaubt)`;
const DONE_TO_ME = String.raw`(?:me (?:hace|hizo|hacia|faz|fazia|fait|faisait) (?:cosas|coisas|des trucs|des choses)|(?:does|did|doing|do|hace|hizo|haciendo|faz|fez|fazendo|fait|faisait|macht|gemacht)[^.!?]{0,5}(?:stuff|things|cosas|coisas|trucs|choses|sachen|dinge) (?:to me|with me|conmigo|a mi|comigo|em mim|avec moi|mit mir))`;
/** Stuff done to a child by someone, with secrecy or disbelief: abuse and sexual both. */
const SECRET_TOUCHING = String.raw`${DONE_TO_ME}[^]{0,100}${NOBODY_BELIEVES}|(?:when nobody is home|when no one is home|when nobodys home|cuando no hay nadie|quando nao tem ninguem|quand il y a personne|quand y a personne|wenn keiner da ist|wenn niemand da ist)[^]{0,60}${DONE_TO_ME}`;
const LAUGH_AT_ME = String.raw`(?:laugh at me|laughing at me|se rien de mi|se burlan de mi|riem de mim|zoam de mim|tiram sarro de mim|se moquent de moi|rigolent de moi|lachen (?:mich aus|uber mich))`;
/** Laughter a child is glad of ("they laugh at my jokes"). */
const FUNNY = String.raw`(?:jokes?|funny|chistes?|bromas?|gracios\w*|piadas?|engracad\w*|blagues?|drole|witze?|lustig)`;
const EVERY_DAY = String.raw`(?:every day|everyday|all the time|every single day|todos los dias|cada dia|todo dia|todos os dias|tous les jours|chaque jour|tout le temps|jeden tag|taglich)`;
const MY_THINGS_TAKEN = String.raw`(?:they hide|hiding|me esconden|esconden|escondem|me cachent|cachent|verstecken|throw|tiran|jogam|jettent|werfen)[^.!?]{0,10}(?:my|mi|mis|la|las|minha|meu|meus|minhas|mon|ma|mes|mein\w*) (?:backpack|bag|stuff|things|shoes|mochila|cosas|coisas|estojo|sac|affaires|trousse|tasche|rucksack|sachen|schuhe)`;
const PUSHED = String.raw`(?:pushed|shoved|kicked|tripped|punched|empujaron|empujan|pegaron|empurraram|empurram|bateram|chutaram|poussent|pousse|ont pousse|frappent|schubsen|schubsten|gestossen|geschubst|getreten)`;
const NEXT_TIME = String.raw`(?:next time|tomorrow|la proxima vez|manana|amanha|da proxima vez|na proxima|la prochaine fois|demain|nachstes mal|morgen)`;
/** Loved ones who "will get over it" and still have a sibling: the child replaced. */
const GET_OVER = String.raw`(?:(?:will|would|ll|gonna|going to) get over (?:it|me|losing me)|(?:will|would|ll) forget (?:about )?me (?:fast|quick\w*|soon)|lo superar\w*|se les pasara|me olvidar\w* (?:rapido|pronto)|vao (?:superar|me esquecer rapido)|(?:logo|rapidinho) (?:me )?esquece\w*|s en remettr\w*|m oublier\w* vite|vont vite m oublier|(?:kommen|kommt) (?:schon |da )?(?:daruber|drueber) (?:weg|hinweg)|vergessen mich (?:eh )?schnell)`;
const STILL_HAVE = String.raw`(?:(?:they|she|he) (?:still )?(?:have|has|got) (?:my |a )?(?:brother|sister|sibling)|(?:tienen|tiene|tendran) a mi herman[oa]|(?:eles|ela|ele) (?:ainda )?tem (?:o |a )?(?:meu|minha) irma[o]?|(?:ils|elle|il) (?:ont|a) (?:encore )?(?:mon frere|ma soeur)|(?:sie haben|die haben|er hat|sie hat) (?:ja |noch )?(?:meinen bruder|meine schwester))`;
/** "If you loved me you would...": sex asked for as a proof of love. */
const LOVE_PROOF = String.raw`(?:if (?:i|you) (?:really |truly )?(?:loved?|liked?) (?:me|him|her)[^.!?]{0,15}(?:you|i) ?(?:would|d|ll|will)[^.!?]{0,10}(?:sleep with|have sex|do it|hook up|go all the way)|si (?:me|lo|la) (?:quisieras|quisiera|amaras|amara)[^.!?]{0,15}(?:te acostarias|me acostaria|lo harias|lo haria|tendrias sexo|tendria sexo)|se (?:voce|vc|eu) (?:me |o |a )?(?:amasse|gostasse)[^.!?]{0,20}(?:transaria|dormiria comigo|dormiria com|faria isso)|si (?:tu m|je l) (?:aimais|aimait)[^.!?]{0,15}(?:coucherai\w*|le ferai\w*)|wenn (?:du mich|ich ihn|ich sie) (?:wirklich )?lieb\w*[^.!?]{0,30}(?:mit mir schlafen|mit ihm schlafen|mit ihr schlafen|es tun|sex))`;
/** Another child who takes a child's things, told by the child. */
const PEER = String.raw`(?:kid|kids|boy|boys|girl|girls|older kids|classmates?|guys in my class|girls in my class|chico|chicos|chica|chicas|nino|ninos|companer[oa]s?|menin[oa]s?|garot[oa]s?|colegas|eleves?|gars|mecs|filles|typ|typen|jungs|madchen|mitschuler\w*)`;
const TAKE_MINE = String.raw`(?:takes?|taking|steals?|stealing|took|stole|quita\w*|roba\w*|rouba\w*|pegam|pega|vole\w*|prenn?ent|prend|klau\w*|nimmt|nehmen|abzieh\w*) (?:my|mi|mis|meu|minha|meus|mon|ma|mes|mein\w*) (?:lunch money|lunch|money|phone|snack|stuff|shoes|dinero|plata|almuerzo|merienda|celular|lanche|dinheiro|celular|goûter|gouter|argent|portable|pausenbrot|geld|handy)`;
const PARENT = String.raw`(?:mom|mum|dad|mother|father|parents|mama|papa|madre|padre|padres|mae|pai|pais|mere|pere|mutter|vater|eltern)`;
const NOT_BACK = String.raw`(?:didnt come back|did not come back|hasnt come back|has not come back|hasnt been back|not back|no volvio|no ha vuelto|no regreso|nao voltou|nao veio|sumiu|est pas rentree?|pas revenue?|ist nicht (?:nach hause |heim)?(?:gekommen|zuruck\w*)|nicht (?:mehr )?(?:nach hause gekommen|heimgekommen|zuruckgekommen))`;
const NO_FOOD = String.raw`(?:since ${WEEKDAY}|desde (?:el )?${WEEKDAY}|depuis ${WEEKDAY}|seit ${WEEKDAY}|no food|nothing to eat|acabou (?:a comida|o arroz|tudo)|nao tem (?:mais )?comida|no hay comida|se acabo la comida|(?:plus )?rien a manger|nichts (?:mehr )?zu essen|kein essen)`;

export const SIGNALS: LexiconEntry[] = [
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      // A relative's medicine, a whole pack of it, taken by oneself.
      String.raw`(?:${MEDS}[^.!?]{0,60}${WHOLE_PACK_TAKEN}|${WHOLE_PACK_TAKEN}[^.!?]{0,30}${MEDS})(?![^.!?]{0,30}(?:dangerous|is it safe|peligros\w*|perigos\w*|dangereu\w*|gefahrlich))`,
      // Not being around "anyway": a classmate told to carry on alone.
      String.raw`(?:i wont|i will not|i am not going to) be (?:around|here|there)[^.!?]{0,40}(?:anyway|anyways|by then)|(?:ya )?no (?:voy a estar|estare)[^.!?]{0,40}(?:de todas formas|de todos modos|igual|para entonces)|nao vou (?:mais )?estar[^.!?]{0,40}(?:de qualquer (?:jeito|forma)|ate la)|je (?:serai|vais) (?:plus|pas) (?:la|etre la)[^.!?]{0,40}(?:de toute (?:facon|maniere)|d ici la)|(?:bin ich|ich bin|werde ich)[^.!?]{0,20}(?:eh|sowieso)[^.!?]{0,10}nicht (?:mehr )?da`,
      // Loved ones who will get over it, having a sibling still.
      String.raw`${GET_OVER}[^]{0,60}${STILL_HAVE}|${STILL_HAVE}[^]{0,60}${GET_OVER}`,
      // Wishing never to have been born, said of oneself.
      String.raw`(?:wish|wished) i (?:was|were|had) never (?:been )?born|ojala (?:no|nunca) (?:hubiera|haber) nacido|(?:queria|preferia) (?:nao|nunca) ter nascido|j aurais (?:prefere|voulu|du) ne (?:jamais|pas) (?:naitre|etre nee?)|(?:ware|wae?re) ich (?:doch )?(?:lieber )?nie geboren|ich (?:doch )?(?:lieber )?nie geboren ware|ich ware (?:doch )?(?:lieber )?nie geboren`,
      // Something given away with "remember me".
      String.raw`(?:gave|give|giving|regale|regalo|di|dei|dou|doei|donne|filer|file|geschenkt|gegeben|schenke?)[^]{0,60}(?:remember me|acuerdate de mi|recuerdame|(?:se )?lembr\w* de mim|souviens toi de moi|vergiss mich nicht|denk an mich)`,
      // Where the child is going, nothing will be needed.
      String.raw`(?:where i am going|where i go)[^.!?]{0,30}(?:wont|dont) need (?:it|them|anything|any of \w+|this|these|my \w+)|(?:wont|dont) need (?:it|them|anything|any of \w+|this|these|my \w+)[^.!?]{0,10}where i am going|(?:donde|a donde|adonde) (?:me )?voy[^.!?]{0,30}no (?:me )?(?:hace falta|sirve|necesito)|(?:onde|pra onde|para onde) (?:eu )?vou[^.!?]{0,30}nao (?:vou )?(?:precis\w*|serve)|la ou je vais[^.!?]{0,30}(?:servira a rien|sert a rien|besoin)|wo ich hin\w*[^.!?]{0,30}brauch\w*`,
      // A letter for someone, said to be a goodbye.
      String.raw`(?:letter|note|carta|bilhete|lettre|mot|brief|zettel)[^.!?]{0,60}\b(?:it is|its|this is|es|e|eh|c est|das ist|ist) (?:a |my |um |uma |una |un |mi |meu |minha |mon |ma |ein |mein |meine )?(?:goodbye|farewell|despedida|adeus|adieu|abschied)`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      // A day named with "you'll see what happens".
      String.raw`${WEEKDAY}[^.!?]{0,15}${SEE_WHAT_HAPPENS}|${SEE_WHAT_HAPPENS}[^.!?]{0,15}${WEEKDAY}`,
      // A weapon packed in a school bag, and someone who will see tomorrow.
      String.raw`(?![^]{0,120}${OUTDOORS})${CARRIED_WEAPON}[^.!?]{0,40}(?:in|into|na|no|en|dans|im|in der|in die) (?:my |the |a |mi |minha |meu |mon |ma |meine |meiner |die |den )?${SCHOOL_BAG}[^]{0,80}${PAYBACK}`,
      // A gun at home the child can open, and people who will pay.
      String.raw`${HOME_GUN}[^.!?]{0,60}${KNOW_ACCESS}[^]{0,80}${COMEUPPANCE}`,
      // Where to hit a person so it hurts, or so they do not get up.
      String.raw`(?:where|onde|donde|ou|wo)[^.!?]{0,25}${HIT}[^.!?]{0,40}${HURT_BADLY}(?! less)`,
      // A plan and a way in nobody checks.
      String.raw`(?<!${CELEBRATION}[^]{0,60})(?![^]{0,60}${CELEBRATION})(?:planning|planned|plan|planeando|planeandolo|planejando|planejei|prepare|plane|geplant)[^]{0,80}${NO_WAY_IN_CHECKED}`,
    ),
  },
  {
    category: 'sexual',
    severity: 'high',
    pattern: any(
      String.raw`(?:what colou?r|which colou?r|(?:de )?que color|que cor|qual (?:a )?cor|(?:de )?quelle couleur|welche farbe)[^.!?]{0,20}(?:your|tu|tus|teu|tua|sua|seu|ton|ta|tes|dein|deine)[^.!?]{0,10}${UNDERWEAR}(?! (?:supposed|should|for|debe|deve|doit|soll))`,
      String.raw`(?:your|tu|teu|tua|sua|ton|ta|dein\w*) ${UNDERWEAR}[^.!?]{0,30}(?:send proof|proof|prove it|manda foto|mandame (?:una )?foto|muestramel[oa]|mostra|prouve|montre|zeig)`,
      LOVE_PROOF,
      String.raw`${CLOTHES_OFF}[^]{0,40}${SEEN_BY_ME}|${SEEN_BY_ME}[^]{0,40}${CLOTHES_OFF}`,
    ),
  },
  { category: 'sexual', severity: 'critical', reported: true, pattern: any(SECRET_TOUCHING) },
  { category: 'abuse', severity: 'critical', reported: true, pattern: any(SECRET_TOUCHING) },
  {
    category: 'bullying',
    severity: 'medium',
    pattern: any(
      String.raw`(?:your|tu|teu|seu|ton|dein) (?:accent|acento|sotaque|akzent)[^.!?]{0,20}(?:disgusting|gross|stupid|weird|da asco|ridiculo|nojento|ridicule|degueulasse|ekelhaft|peinlich|lacherlich)`,
      String.raw`pack your bags and (?:go|fly|leave)|go back to (?:your country|where you came from)|(?:vuelve|vete) a tu pais|volta (?:pro teu|pro seu|pra tua) (?:pais|terra)|(?:rentre|retourne) dans ton pays|geh (?:zuruck )?in dein land`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    reported: true,
    pattern: any(
      String.raw`(?![^]{0,120}${FUNNY})(?:${LAUGH_AT_ME}[^]{0,80}${EVERY_DAY}|${EVERY_DAY}[^]{0,80}${LAUGH_AT_ME})`,
      String.raw`${PEER}[^.!?]{0,40}${TAKE_MINE}`,
      // Pushed or hit, and told the next time will be worse.
      String.raw`${PUSHED}[^]{0,60}${NEXT_TIME}[^.!?]{0,20}(?:worse|peor|pior|pire|schlimmer)`,
      String.raw`${MY_THINGS_TAKEN}[^]{0,80}(?:${LAUGH_AT_ME}|${EVERY_DAY})|${EVERY_DAY}[^]{0,40}${MY_THINGS_TAKEN}`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    reported: true,
    // A parent who has not come back, and the days or the food counted.
    pattern: any(
      String.raw`(?:${PARENT}[^.!?]{0,25}${NOT_BACK}[^]{0,60}${NO_FOOD}|${NO_FOOD}[^]{0,60}${PARENT}[^.!?]{0,25}${NOT_BACK})(?<!\b(?:yet|todavia|aun|ainda|encore|noch)\b[^]*)`,
    ),
  },
];
