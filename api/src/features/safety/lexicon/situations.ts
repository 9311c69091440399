import { any, type LexiconEntry } from './types';

/**
 * Situation families from the fourth pass (issue #13), named after what dev-4 showed the screen
 * could not read: a means looked up, a pet or family "fine without me", a self that "won't
 * exist" by a date, an ambush with a weapon, something slipped into a drink, a death wished on
 * someone, a child left without food, medicine taken "until you see colours". Each is built from
 * parts in the five languages, on normalized text ("im" is "i am", "u" is "you", "wanna" is
 * "want to", accents stripped).
 */

/** A body part or means a child would look up to end their life. */
const VEINS = String.raw`(?:veins?|artery|arteries|venas?|arterias?|veias?|veines?|arteres?|venen|vene|pulsadern?|schlagadern?)`;
/** Someone the child loves and leaves behind. */
const LEFT_BEHIND = String.raw`(?:cat|dog|pets?|hamster|bunny|mom|dad|mum|family|sister|brother|parents|gato|gata|perro|perrita?|familia|hermana?o?|mama|papa|cachorr[oa]|gat[oa]|irma|irmao|chat|chien|chienne|famille|soeur|frere|maman|katze|hund|familie|schwester|bruder|eltern)`;

/** A weapon carried to an ambush. */
const WEAPON = String.raw`(?:bat|baseball bat|knife|crowbar|hammer|gun|pipe|bate|cuchillo|navaja|pistola|martillo|taco|faca|canivete|arma|martelo|batte|couteau|flingue|marteau|barre de fer|schlager|baseballschlager|messer|knarre|waffe|hammer)`;
/** A drink or a container someone drinks from. */
const DRINK = String.raw`(?:drink|soda|water bottle|bottle|coffee|juice|bebida|botella|refresco|cafe|jugo|garrafa|suco|boisson|gourde|bouteille|jus|getrank|trinkflasche|flasche|kaffee|saft)`;
/** Ending up in hospital, or dying. */
const HOSPITAL = String.raw`(?:hospital|er|hosto|hopital|urgences|krankenhaus|notaufnahme|dies|die|muera|se muera|morra|meure|creve|stirbt|sick|enfermo|doente|malade|krank)`;

export const SITUATIONS: LexiconEntry[] = [
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      // Looking up a means: "which veins are the deep ones", "how long to bleed out".
      String.raw`(?:which|what|where are the|where is the|cuales|que|quais|quelles?|welche)[^.!?]{0,25}${VEINS}[^.!?]{0,40}(?:deep|deeper|wrist|cut|profundas?|muneca|pulso|cortar|pulsos?|profondes?|poignets?|couper|tief\w*|handgelenk\w*|schneiden)`,
      String.raw`(?:how long|cuanto tarda|quanto tempo|combien de temps|wie lange)[^.!?]{0,30}(?:bleed out|to bleed|desangrar\w*|sangrar ate|se vider de son sang|verbluten|ausbluten)`,
      // "my cat will be fine without me": someone loved, provided for, without the child.
      String.raw`(?:my |mi |meu |minha |mon |ma |mein |meine )${LEFT_BEHIND}[^.!?]{0,15}(?:will be|would be|is going to be|going to be|ll be|estara|va a estar|vai ficar|vai estar|ira|sera|va aller|wird|kommt)[^.!?]{0,10}(?:fine|ok|okay|better|bien|bem|melhor|mieux|klar|besser)[^.!?]{0,10}(?:without me|sin mi|sem mim|sans moi|ohne mich)(?![^.!?]{0,30}(?:while|during|at camp|for the (?:week|weekend|day|trip)|mientras|enquanto|pendant|wahrend|im urlaub))`,
      // Not existing by a date: "in december i won't exist", "en janvier vous m'aurez oublie".
      String.raw`(?:i will not exist|i wont exist|i will not be alive|i am not going to exist|ya no existo|ya no existire|no voy a existir|nem existo mais|nao existo mais|nao vou existir|n existerai plus|existerai plus|gibts mich (?:eh |dann |doch )?nicht mehr|gibt es mich (?:eh |dann )?nicht mehr|werde ich nicht mehr existieren)`,
      String.raw`(?:you will|you ll|youll|vous|tu|ustedes|voces|ihr)[^.!?]{0,10}(?:have forgotten me|forget about me anyway|m aurez oublie|m auras oublie|me habran olvidado|vao ter me esquecido|habt mich vergessen)`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      // Waiting for someone with a weapon: an ambush planned.
      String.raw`(?:waiting|wait|waitin|esperar\w*|espero|esperando|attendre|attends|attendrai|warten|warte|lauern|lauere)(?:(?!bus|ride|practice|game|match|train|autobus|onibus|treino|entrenamiento|entrainement|spiel)[^.!?]){0,40}(?:with|con|com|avec|mit) (?:my |a |an |the |mi |un |una |el |meu |um |uma |o |mon |ma |une |le |la |meinem |einem |dem |meiner |einer |der )?${WEAPON}`,
      // Something slipped into a drink so the person ends up in hospital.
      String.raw`(?:put|pour|slip|mix|poner|echar|meter|colocar|botar|por|mettre|verser|glisser|kippen|tun|mischen|machen)[^.!?]{0,40}${DRINK}[^.!?]{0,50}(?:so (?:he|she|they) |so that (?:he|she|they) |para que |pra (?:ele|ela) |pour qu (?:il|elle) |damit (?:er|sie) )[^.!?]{0,20}${HOSPITAL}`,
      // Hurting someone so it passes for an accident, or leaves no mark.
      String.raw`(?:make it look like an accident|so (?:that )?(?:nobody|no one) (?:suspects|will suspect|knows it was) me|and (?:nobody|no one) suspects me|parezca un accidente|que nadie sospeche de mi|pareca (?:um )?acidente|ninguem desconfie de mim|ressemble a un accident|personne me soupconne|wie ein unfall aussieht|keiner mich verdachtigt)`,
      String.raw`(?:punch|hit|beat|kick|socar|bater|chutar|golpear|pegarle|patear|frapper|cogner|taper|schlagen|boxen|treten)[^.!?]{0,30}(?:without (?:leaving )?(?:a |any )?(?:bruises?|marks?)|sin (?:dejar )?(?:marcas?|moretones?)|sem (?:deixar )?(?:marcas?|hematomas?|ficar roxo)|sans (?:laisser )?(?:de )?(?:traces?|bleus?|marques?)|ohne (?:blaue flecken|spuren))`,
      // A relative's gun taken, and a group who "will regret" or "pay".
      String.raw`(?:take|taking|grab|grabbing|bring|bringing|steal|pego|pegar|levo|levar|roubo|llevo|llevar|agarro|agarrar|robo|prends|prendre|pique|vole|nehm\w*|hol\w*|klau\w*)[^.!?]{0,40}(?:gun|pistol|revolver|rifle|arma|pistola|escopeta|fusil|flingue|waffe|pistole|gewehr|knarre)[^.!?]{0,70}(?:regret|pay|arrepender|arrepentir|pagar|pagan|paguen|regretter|payer|bereuen|bezahlen)`,
      String.raw`${DRINK}[^.!?]{0,40}(?:ends up|end up|acabe|termine|acabar|finisse|finir|landet|landen) (?:in the |en el |no |na |a l |im |in der |aux )?${HOSPITAL}`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    // Disgust or a death wished on someone: "you disgust me", "hope a truck runs you over".
    pattern: any(
      String.raw`(?:you disgust me|you are disgusting|(?:me )?das asco|me da(?:s)? nojo|voce (?:e|eh) nojent[oa]|vc (?:e|eh) nojent[oa]|tu me degoutes|t es degueulasse|du ekelst mich|du bist (?:so )?(?:ekelhaft|eklig))`,
      String.raw`(?:i hope|hope|ojala|tomara que|j espere que|jespere que|hoffentlich)[^.!?]{0,10}(?:you|te|tu|voce|du|dich)\b[^.!?]{0,20}(?:get hit by|gets? run over|run over|atropell\w*|atropel\w*|ecrase|ecraser|uberfahr\w*|faehrt dich|drop dead|mueras|morra|creves|meures|verreckst|stirbst)`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    reported: true,
    // A child left without food or a parent for days.
    pattern: any(
      String.raw`(?:nobody|no one|noone|nadie|ninguem|personne|keiner|niemand)[^.!?]{0,20}(?:made|cooked|fed|given|hecho|cocinado|dado|feito|fez|fait|donne|gemacht|gekocht|gegeben)[^.!?]{0,25}(?:dinner|food|lunch|breakfast|comida|cena|almuerzo|janta|jantar|almoco|manger|repas|diner|essen|abendessen)[^.!?]{0,15}(?:in|for|en|hace|faz|ha|depuis|seit) (?:\d+|two|three|four|five|dos|tres|cuatro|cinco|dois|quatro|deux|trois|quatre|zwei|drei|vier|funf) (?:days|dias|jours|tagen?)`,
      String.raw`(?:mom|mum|dad|mother|father|parents|mama|papa|madre|padre|padres|mae|pai|pais|mere|pere|parents|mutter|vater|eltern)[^.!?]{0,15}(?:has not|hasnt|have not|havent|hasn t|didn t|did not|no ha|no han|nao|n est pas|est pas|sont pas|ist nicht|sind nicht|ist seit)[^.!?]{0,15}(?:come home|been home|come back|vuelto|regresado|venido|voltou|voltaram|veio|rentree?s?|revenue?s?|nach hause gekommen|heimgekommen|zuruckgekommen|da)[^.!?]{0,20}(?:\d+|two|three|four|five|dos|tres|cuatro|dois|quatro|deux|trois|quatre|zwei|drei|vier) (?:days|dias|jours|tagen?)`,
    ),
  },
  {
    category: 'drugs',
    severity: 'medium',
    // Medicine taken "until you see colours": dosing for a trip.
    pattern: any(
      String.raw`(?:how (?:many|much)|cuant[oa]s|quant[oa]s|combien|wie (?:viele|viel))[^.!?]{0,50}(?:til|till|until|before|hasta que|ate|jusqu a ce que|bis)[^.!?]{0,15}(?:see colou?rs|seeing colou?rs|see things|seeing things|hallucinat\w*|trip|tripping|feel it|ves colores|alucin\w*|ver cores|vejo cores|voir des couleurs|halluciner|farben sehen|halluzinier\w*)`,
    ),
  },
];
