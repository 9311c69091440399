import type { LexiconEntry } from './types';

/**
 * A child arranging to meet, at a place and a time, someone known only online: "my friend from
 * roblox wants to meet at the mall at 4 saturday", "vamos a vernos en el parque a las 5 con el
 * chico de free fire", "on se retrouve devant le college a 16h avec mon pote de discord",
 * "treffen uns um 3 am bahnhof, hab ihn auf tiktok kennengelernt", "vou encontrar a menina do
 * insta na praca as 15h". A meeting place and time with a stranger is personal details
 * (LABELS.md), even when the stranger says they are the child's age. All four parts must be
 * near each other: a meeting word; a physical place; a time; someone met online, or a stranger's
 * sign (an age they say they are, never seen in person). Classmates at the library at 4 and a
 * cousin picking the child up at school name nobody from online, so they stay innocent; so do
 * meetings inside a game or a call, and a meeting a parent comes to.
 *
 * On normalized text: accents stripped, "u" is "you", "ur" is "your", times kept ("16h", "4pm").
 */

/** An app, a game or the internet, in five languages. */
export const APP = String.raw`(?:roblox|discord|tik ?tok|insta|instagram|ig|snap|snapchat|free ?fire|fortnite|minecraft|among us|whatsapp|wpp|zap|kik|omegle|twitch|telegram|facebook|fb|twitter|reddit|youtube|brawl stars|clash royale|valorant|genshin|xbox|psn|playstation|steam|vrchat|wattpad|online|internet|the internet|the app|an app|the game|a game|el juego|un juego|o jogo|um jogo|le jeu|un jeu|dem spiel|einem spiel|netz)`;

/** Someone the child knows from an app, a game or the internet, in five languages. */
const MET_ONLINE = [
  String.raw`(?:friend|buddy|guy|girl|boy|dude|kid|person|someone|man|bf|gf|boyfriend|girlfriend|bestie|mate)s? (?:i (?:met|know|talk to|play with|game with) )?(?:from|on|off) ${APP}`,
  String.raw`online (?:friend|buddy|bf|gf|boyfriend|girlfriend|bestie)`,
  String.raw`(?:met|know) (?:him|her|them|each other) (?:on|from|through|in|over) ${APP}`,
  String.raw`(?:chic[oa]|amig[oa]|pib[ea]|wey|muchach[oa]|novi[oa]|tip[oa]|senor) (?:que conoci )?(?:de|del|en|por) ${APP}`,
  String.raw`(?:lo|la|los|las|nos) conoc\w* (?:en|por) ${APP}`,
  String.raw`(?:menin[oa]|car[ao]|amig[oa]|mina|mano|garot[oa]|namorad[oa]|moleque) (?:que conheci )?(?:do|da|de|no|na|pelo|pela) ${APP}`,
  String.raw`conhe\w* (?:ele|ela|eles|elas|a gente)? ?(?:no|na|pelo|pela|em) ${APP}`,
  String.raw`(?:pote|ami|amie|copain|copine|mec|meuf|gars|fille|type|keum) (?:rencontree? )?(?:de|sur|d) ${APP}`,
  String.raw`(?:rencontre|connu)e?s? (?:sur|par|via) ${APP}`,
  String.raw`(?:freund|freundin|typ|junge|madchen|kumpel|kerl|mann) (?:von|aus|auf|bei) ${APP}`,
  String.raw`(?:auf|uber|im|in|bei) ${APP} kennen ?gelernt|online kennen ?gelernt`,
].join('|');

/** A stranger's sign: an age they say they are, or never seen in person. */
const STRANGER = [
  String.raw`(?:says|said|told me) (?:she is|he is|shes|hes|they are|theyre|you are|youre|your) \d{1,2}`,
  String.raw`(?:dice|dijo) que tiene \d{1,2}|(?:diz|disse|falou) que tem \d{1,2}`,
  String.raw`(?:dit|a dit|m a dit) qu (?:il|elle) a \d{1,2}|(?:sagt|meint|meinte|hat gesagt) (?:er|sie) (?:ist|sei|war) (?:auch )?\d{1,2}`,
  String.raw`never (?:met|seen) (?:him|her|them|you) (?:in person|irl|in real life|before)|(?:i will|ill) be the one (?:in|with|wearing)`,
  String.raw`nunca (?:lo|la|te) (?:he|hemos) visto en persona|nunca (?:vi|te vi) (?:ele|ela)? ?pessoalmente|jamais vu (?:en vrai|en personne)|noch nie in echt gesehen`,
].join('|');

/** Meeting words; not a ride ("he can pick me up"): an adult's offer is grooming (abuse). */
const MEET = String.raw`(?:meet|meeting|meets|meet up|meetup|met up|hang out|hanging out|see each other|vernos|verme|nos vemos|quedar|quedamos|quede|quedado|encontrarnos|encontrarme|juntarnos|encontrar|encontro|nos ver|se ver|me ver|marcamos|combinamos|retrouve|retrouver|retrouvons|rejoindre|rejoins|rdv|rendez vous|se voir|rencontrer|treffen|treff|trifft|triffst|treffe|trefft|sehen uns|uns sehen)`;

/** A physical place; a school only as a place, not in "after school" (a time). */
const PLACE = String.raw`(?:mall|park|playground|skate ?park|station|bus stop|subway|cinema|movies|movie theater|cafe|starbucks|mcdonalds|burger place|burger king|pizza place|library|(?<!after )school|gym|pool|beach|arcade|store|shop|corner|parking lot|his house|her house|his place|her place|(?:\w+ )(?:street|st|ave|avenue|road)|parque|plaza|centro comercial|cine|estacion|parada|(?<!despues de la )escuela|colegio|biblioteca|cafeteria|tienda|esquina|su casa|playa|piscina|praca|shopping|estacao|ponto de onibus|(?<!depois da )escola|padaria|lanchonete|praia|casa dele|casa dela|parc|centre commercial|centre co|gare|college|lycee|(?<!apres l )ecole|arret de bus|mcdo|la place|chez lui|chez elle|bibliotheque|plage|piscine|bahnhof|einkaufszentrum|kino|spielplatz|bushaltestelle|haltestelle|(?<!nach der )schule|bei ihm|bei ihr|bibliothek|schwimmbad|strand)`;

const TIME = String.raw`(?:at \d{1,2}|\d{1,2} ?(?:am|pm|uhr)|\d{1,2}h\d{0,2}|\d{1,2} heures?|a las \d{1,2}|as \d{1,2}|um \d{1,2}|tonight|tomorrow|after school|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|esta noche|manana|despues de clase|a la salida|lunes|martes|miercoles|jueves|viernes|sabado|domingo|hoje a noite|amanha|depois da aula|segunda|terca|quarta|quinta|sexta|ce soir|demain|apres les cours|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|heute abend|morgen|nach der schule|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)`;

/** Not a meeting in person: inside a game or a call ("meet in roblox", "on se retrouve sur discord"). */
const IN_A_GAME = String.raw`(?:\w+ ){0,2}(?:in|on|en|no|na|sur|auf|im) (?:roblox|discord|fortnite|minecraft|free ?fire|the game|el juego|o jogo|le jeu|dem spiel|vc|a call|call|lobby|server|servidor|serveur)\b`;

/** A parent comes along. */
const WITH_A_PARENT = String.raw`(?:(?:with|con|com|avec|mit) (?:my|mi|mis|minha|meu|meus|ma|mon|mes|meiner|meinem|meinen) (?:mom|mum|dad|parents|mama|papa|madre|padre|padres|mae|pai|pais|mere|pere|parents|mutter|vater|eltern)|(?:my|mi|minha|meu|ma|mon|meine?) (?:mom|mum|dad|parents|mama|papa|mae|pai|mere|pere|mutter|vater|eltern) (?:is |are |will |va a |vai |va |kommt |kommen )?(?:coming|come|take me|taking me|drive me|driving me|venir|viene|me lleva|vem|vai junto|me leva|vient|m emmene|m accompagne|mit|bringt mich|fahrt mich))`;

/** `part` ends within `n` characters before, or starts within `n` after, the meeting word. */
const near = (part: string, n: number) =>
  String.raw`(?:(?<=\b(?:${part})\b[^]{0,${n}})|(?=[^]{0,${n}}\b(?:${part})\b))`;
const notNear = (part: string, n: number) =>
  String.raw`(?<!\b(?:${part})\b[^]{0,${n}})(?![^]{0,${n}}\b(?:${part})\b)`;

export const ONLINE_MEETING: LexiconEntry = {
  category: 'personal_info',
  severity: 'medium',
  pattern: new RegExp(
    String.raw`\b(?=${MEET}\b)` +
      near(`${MET_ONLINE}|${STRANGER}`, 150) +
      near(PLACE, 80) +
      near(TIME, 80) +
      notNear(WITH_A_PARENT, 80) +
      String.raw`${MEET}\b(?! ${IN_A_GAME})`,
  ),
};
