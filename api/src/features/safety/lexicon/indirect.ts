import { any, type LexiconEntry } from './types';

/**
 * Indirect self-harm and veiled threats in the five languages (issue #13, recall 1.0 for both):
 * goodbyes and messages for after ("when i'm gone", "tell mom it's not her fault", "my last
 * post"), means ("jump off the bridge", "throw myself in front of the train", "the rope is in
 * my closet"), first-person "umbringen"; and for violence, warnings to stay away from school
 * ("trust me"), weapons at hand ("i know where he keeps the key to the gun safe"), hit lists
 * and black lists held by the writer, poisoned drinks, burning the school, pushing someone down
 * the stairs, "make them pay". Written from the constructions cross-validation on the corpus
 * missed (`npm run safety:cv -- --misses`), each narrowed where the same words are innocent
 * ("goodbye forever 5th grade", "make them pay for the pizza", "the villain has a hit list",
 * "mama bringt mich um wenn sie mein zeugnis sieht", "dont come to school tomorrow, snow day").
 * On normalized text ("im" is "i am", accents stripped).
 */
const GONE_EN = String.raw`(?:when|after|once) i am (?:gone|dead|not (?:here|around) any ?more)(?! (?:for|to|on|at|this|next|camping|home))`;
const HEIGHT_EN = String.raw`(?:bridge|roof|building|balcony|window|cliff|overpass|parking garage|\w+ floor)`;
/**
 * A laugh or a "just kidding" right after the words: "je veux mourir mdr" after falling in
 * front of a crush, "vou me jogar da janela se eu reprovar kkkk zoeira" (normalized: mdr and
 * ptdr are "lol").
 */
const JOKING_AFTER = String.raw`(?![^.!?]{0,40}\b(?:haha\w*|hehe\w*|lol|lmao|xd|kkk\w*|zoeira|jaja\w*|jk|jkjk|just kidding|brincadeira|broma|spass|witz)\b)`;
const PARENT_FR = String.raw`(?:maman|papa|ma mere|mon pere|mes parents)`;

export const INDIRECT: LexiconEntry[] = [
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      // English
      GONE_EN,
      String.raw`(?:wont|will not|not going to) be (?:a |your |their )?(?:problem|burden)[^.!?]{0,20}(?:much longer|for long|any ?more|after (?:this|tonight|today))`,
      String.raw`(?:if|when) i (?:jump|jumped) (?:off|from) (?:the |a |my )?${HEIGHT_EN}[^.!?]{0,30}(?:die|dead|survive)|(?:going to|will|want to|about to) jump (?:off|from) (?:the |a |my )?${HEIGHT_EN}(?! (?:into the (?:pool|lake|water)|at the (?:pool|lake)))`,
      String.raw`(?:throw|throwing|throw) myself (?:in front of|under|off)|(?:walk|step|jump) (?:into|in front of) (?:the |a )?(?:traffic|train|bus|truck|car|lake|river|sea)[^.!?]{0,30}(?:not come back|tonight|and die|for good)`,
      String.raw`(?:dont|do not) plan on (?:seeing|turning|reaching|making it to) \d+|(?:goodnight|good night|goodbye) forever(?! (?:\d|\w+ grade|school|summer|middle|elementary))`,
      String.raw`(?:made|making|planned|planning|picked) (?:a |the )?(?:playlist|songs|music|outfit) for my (?:own )?funeral|(?:wrote|writing) my will`,
      String.raw`tell (?:my )?(?:mom|mum|dad|parents|mama|sister|brother)[^.!?]{0,30}(?:not (?:her|his|their) fault|i am sorry for everything)`,
      String.raw`(?:ending|end) it all|(?:end|ending) my life|(?:going to|want to|gonna) overdose|overdose on (?:my |his |her |\w+s )?(?:\w+ )?(?:pills|meds|tablets)`,
      String.raw`(?:i am|i have been|been) (?:cutting|scratching) (?:myself|my (?:arms|wrists|thighs))|(?:i am|i have been|been) burning myself|new blades? (?:today|for me)|how (?:many|much)[^.!?]{0,50}(?:asking|ask) (?:for|4) (?:me|myself)`,
      // Spanish
      String.raw`cuando (?:ya )?no (?:este|estare) (?:aqui|mas|ya)|cuando ya no este|ya no (?:voy a|vas a) (?:tener que preocuparte|ser un problema)|no voy a ser (?:un )?problema (?:para nadie|mucho)`,
      String.raw`(?:dile|decile|digan|diganle) a mi (?:mama|papa|madre|padre|hermana?o?)[^.!?]{0,20}no (?:es|fue) su culpa|(?:esta es|es) mi ultima publicacion|me voy a (?:tirar|lanzar) (?:a las vias|al tren|por la ventana|bajo (?:el|un) (?:tren|coche|camion|bus)|(?:del|desde el) (?:puente|edificio|balcon|tejado|techo|\w+ piso))`,
      String.raw`(?:pistola|arma|escopeta)[^.!?]{0,30}(?:usarla|usarlo) conmigo|voy a ahorcarme|me voy a ahorcar|(?:cuant|dosis|pastillas|morir)[^.!?]{0,60}pregunto por mi\b`,
      // Portuguese
      String.raw`quando eu (?:nao estiver mais aqui|for embora pra sempre|morrer)|nao (?:vou|vai) (?:mais )?ser (?:um )?(?:problema|peso) pra ninguem|(?:esse|este) (?:e|eh) (?:o )?meu ultimo post`,
      String.raw`(?:fala|diz|avisa) (?:pra|para|a) minha (?:mae|mamae)[^.!?]{0,20}nao (?:e|eh|foi) culpa dela|vou me (?:jogar|atirar) (?:na frente d[oa] (?:trem|carro|onibus|caminhao|metro)|embaixo d[oa]|d[oa] (?:ponte|predio|viaduto|janela|\w+ andar))${JOKING_AFTER}|vou me enforcar|sou um peso[^.!?]{0,40}resolver`,
      String.raw`(?:quant|dose|comprimido|remedio|morrer)[^.!?]{0,60}pergunto por mim|me automutilo|(?:se|quando) eu pular d[oa] (?:viaduto|ponte|predio|janela|\w+ andar)`,
      // French
      String.raw`quand je serai (?:plus la|partie? pour (?:de bon|toujours)|morte?)|je serai (?:plus|pas) la pour (?:le|la|les|mon|ma)|c est mon dernier (?:post|message)`,
      String.raw`(?:dis|dites) a ${PARENT_FR}[^.!?]{0,20}(?:c est|c etait) pas (?:sa|leur) faute|je vais me (?:pendre|tuer)|me jeter (?:sous (?:le|un) (?:train|bus|metro|voiture|camion)|du (?:pont|toit|balcon|\w+ etage)|par la fenetre)|(?:combien|dose|cachets|mourir)[^.!?]{0,60}je demande pour moi`,
      String.raw`la corde (?:est|est deja) dans|je veux mourir(?! de (?:rire|honte|faim))${JOKING_AFTER}|(?:je veux|je vais) en finir(?! avec (?:ce|cet|cette|les|mes|le|la|mon|ma|un|une))|en finir avec (?:tout|la vie)|si je saute d[ue] (?:pont|toit|balcon|\w+ etage)`,
      // Any language: means asked of oneself, lethal doses, farewells with deleted accounts or a diary "to read after"
      String.raw`si (?:salto|me tiro) (?:desde|del|de la|de un) (?:puente|edificio|balcon|tejado|techo|\w+ piso)`,
      String.raw`(?:what happens|o que acontece|que pasa|il se passe quoi|was passiert) (?:if|se|si|wenn) (?:i|eu|me|je|ich) (?:take|tomar|tomo|prends|nehme?) (?:\d\d+|all|todos|todas|tous|alle)`,
      String.raw`(?:contei|conte|j ai compte|counted) (?:os|las|les|the|my) (?:comprimidos|pastillas|cachets|pills)|(?:die|meine) tabletten gezahlt`,
      String.raw`(?:die|od|overdose) (?:from|if i|if you) (?:eat|eating|take|taking|swallow|swallowing)[^.!?]{0,30}(?:whole|entire|all)`,
      String.raw`(?:morir|morrer|pastillas|comprimidos|paracetamol|remedios?|doliprane|cachets|mourir|tabletten|paracetamol|sterben)\b.{0,50}(?:(?:es|eh|e) (?:para|pra) mim?|pour moi|fur mich)\b`,
      String.raw`(?:forma|manera) menos dolorosa de (?:morir|morrer)|(?:facon|maniere) la moins douloureuse de mourir|schmerzlos(?:este)? (?:art|weise) zu sterben`,
      String.raw`(?:serez|seront|serait) (?:enfin )?debarrasses? de moi|je me fais du mal|quero me machucar|quiero hacerme dano|ich will mir weh tun`,
      String.raw`je me \w+[^.!?]{0,40}jusqu a (?:saigner|ce que (?:ca|je) saigne)|i (?:\w+ ){0,6}(?:until|till) (?:it bleeds|i bleed|i see blood)`,
      String.raw`(?:klinge|rasierklinge)[^.!?]{0,40}(?:schlimmen|schlechten) tage|lame[^.!?]{0,40}mauvais jours|(?:cuchilla|navaja)[^.!?]{0,40}dias malos`,
      String.raw`(?:ibus?|ibuprofen|tabletten|paracetamol|pillen)[^.!?]{0,40}damit es (?:wirklich )?klappt|(?:doliprane|cachets|medocs|comprimes)[^.!?]{0,30}pour que (?:ca|ça) marche`,
      String.raw`(?:borr\w*|apag\w*|delet\w*|supprim\w*|losch\w*) (?:todas |all |toutes |alle )?(?:mis |my |minhas |as minhas |mes |meine )?(?:redes|cuentas|accounts|comptes|konten|contas)[^!]{0,60}(?:conocer|conhecer|knowing|connaitre|kennen|goodbye|adios|tchau|adieu|tschuss)`,
      String.raw`(?:journal|diary|diario|tagebuch)[^!]{0,60}(?:read it after|lo lea despues|ler depois|le lire apres|danach lesen|es danach lesen)`,
      String.raw`heute ist mein letzter tag(?! (?:in|an|im|i am|vor|bei|der|des|von|auf))`,
      // German
      String.raw`wenn ich (?:nicht mehr da|fur immer weg|tot) bin|ich bin (?:dann )?(?:eh|sowieso) (?:nicht mehr da|weg)|(?:werf|schmeiss|sturz|stuerz)e? mich (?:vor|von|aus)(?! lachen)|(?:wie ?viele|dosis|tabletten|sterben)[^.!?]{0,60}frag fur mich`,
      String.raw`ich (?:werd|werde|will|mochte|wurde|geh|gehe) mich [^.!?]{0,30}umbringen|ich bring mich (?:\w+ ){0,3}um\b|mich umzubringen|sag (?:mama|papa|meiner mutter|meinem vater)[^.!?]{0,20}nicht (?:ihre|seine) schuld`,
      String.raw`(?:seil|strick) (?:liegt|ist|hangt)[^.!?]{0,30}(?:schrank|zimmer|decke)|das ist mein letzter post|ich mach (?:heute nacht )?schluss mit allem|ich ritze mich|ich will sterben(?! vor)${JOKING_AFTER}`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      // English
      String.raw`(?:dont|do not) (?:come|go) to (?:school|class|\w+ period)[^.!?]{0,30}(?:trust me|i am serious|i mean it|just trust|seriously)`,
      String.raw`i know (?:where|the code|how to open)[^.!?]{0,40}(?:gun|rifle|shotgun|pistol|ammo|bullets|gun safe|weapons)`,
      String.raw`make (?:them|him|her|everyone|them all|you all) (?:pay|suffer|regret)(?! (?:for|you|me|us|back|the|a|it|attention|\d))|(?:they|everyone|all of them) (?:will|are going to|is going to) (?:all )?(?:pay|regret it|be sorry)(?! (?:for|you|me|us|back|the|a|it|attention|\d))`,
      String.raw`i (?:have|made|got|wrote) (?:a |my )?(?:hit|kill|death) list|(?:rat poison|poison|bleach|antifreeze|laxatives?) in (?:\w+ ){0,2}(?:drink|coffee|food|water|lunch|soda)|(?:poison|spike) (?:her|his|their|the) (?:\w+ )?(?:drink|coffee|food|water|lunch)`,
      String.raw`(?:going to|will|want to|lets|we should|should|gonna) (?:burn|set fire to|torch) (?:down )?(?:the school|his house|her house|their house|the gym|this school)`,
      String.raw`push (?:him|her|them|my \w+) (?:down|off) (?:the )?(?:stairs|roof|balcony)|drown (?:him|her|my \w+) in (?:the )?pool`,
      String.raw`(?:bring|bringing|take|taking|got|have) (?:my |his |her |the |a |my \w+s )?(?:gun|rifle|pistol|shotgun|knife|machete|brass knuckles)[^.!?]{0,20}(?:to school|to class|tomorrow|on the field trip|for (?:him|her|them))`,
      String.raw`(?:gun|rifle|pistol|shotgun|arma|pistola|escopeta|flingue|fusil|waffe)\b.{0,50}\b(?:dont come|do not come|nao (?:vai|vem|va)|no (?:vengas|vayas)|va pas|viens pas|komm nicht|geh nicht|geh morgen nicht)`,
      String.raw`wait (?:till|until|and see|to see) (?:they|you|everyone|u) (?:\w+ )?see what i (?:bring|do|have)|wartet ab was ich (?:\w+ ){0,3}mitbringe`,
      String.raw`make (?:the whole \w+|everyone|them|him|her|them all) bleed|(?:wont|will not) (?:walk|make it|get) home (?:safe|alive)`,
      String.raw`(?:entro|voy|llego) al (?:colegio|cole|instituto|insti|escuela) con (?:la|el|una|un) (?:escopeta|pistola|rifle|arma|cuchillo)|traigo (?:un|una|el|la) (?:cuchillo|navaja|pistola|arma)[^.!?]{0,20}(?:cuidate|ya veras|por si acaso)`,
      String.raw`encurralar (?:ele|ela)[^.!?]{0,30}(?:licao|bater)|(?:schlag|prugel|hau) (?:ihn|sie|meinen \w+|meine \w+) bis (?:er|sie)|(?:hau|schlag) (?:dich|ihn|sie) (?:\w+ ){0,4}zusammen`,
      String.raw`liste gemacht wer|liste de ceux qui vont payer|bring ich alle (?:\w+ ){0,4}um\b`,
      // Spanish
      String.raw`no (?:vengas|vayas|vengan|vayan) (?:manana )?(?:al|a la|a) (?:cole|colegio|instituto|insti|escuela|clase|tercera hora)[^.!?]{0,25}(?:hazme caso|confia|en serio|creeme)`,
      String.raw`tengo una lista negra|lista de los que me (?:hicieron|han hecho)|se las? voy a hacer pagar|(?:los|las|le|les) voy a hacer pagar|voy a envenenar`,
      String.raw`(?:quemar|incendiar|prender fuego a?l?) (?:el|la) (?:instituto|colegio|cole|escuela|insti)|(?:empujarla|empujarlo|tirarla|tirarlo) por las escaleras|(?:ahogar|ahogarlo|ahogarla)[^.!?]{0,20}piscina`,
      String.raw`(?:romper|partir)(?:le)? los huesos|(?:acorralar|acorralarla|acorralarlo)[^.!?]{0,30}(?:leccion|pegar)|(?:pegar|pegarle)[^.!?]{0,30}hasta que llore`,
      // Portuguese
      String.raw`tenho uma lista negra|lista de quem me (?:zoou|zoaram|machucou)|(?:vou|vamos) fazer um massacre|(?:queimar|incendiar) a escola|tacar fogo na escola|(?:fazer|faco) (?:eles|ele|ela) pagar`,
      String.raw`vou esfaquear o \w+|quero atirar n(?:os|as) que|vou atirar n(?:ele|ela|eles)|sei onde[^.!?]{0,40}(?:cofre das armas|arma)|(?:bater|batendo) n[oa] \w+ ate (?:ele|ela) chorar|(?:afogar|afogo) (?:ele|ela)`,
      String.raw`nao (?:vem|va|venha|vai) (?:pra|para|na) (?:escola|aula|terceira aula)[^.!?]{0,25}(?:confia|serio|acredita)`,
      // French
      String.raw`j ai une liste noire|liste de ceux qui m ont|(?:bruler|cramer|incendier) le (?:college|lycee|bahut)|(?:faire|ferai|vais faire) une tuerie|(?:ils|elles) vont (?:payer|le regretter)(?! (?:l|la|le|les|pour|\d))`,
      String.raw`(?:si elle|si il|s il) le dit[^.!?]{0,20}je (?:la|le) tue|(?:viens|venez|va|allez) pas (?:au|en) (?:college|lycee|cours)[^.!?]{0,30}(?:confiance|serieux)|je sais ou[^.!?]{0,40}(?:coffre a fusils|fusil|flingue)|(?:pousse|pousser) dans les escaliers`,
      // German
      String.raw`(?:ich hab|ich habe|hab) (?:eine |ne )?(?:todesliste|schwarze liste)|(?:schule|haus) (?:anzunden|abfackeln|abbrennen)|zunden die schule an|(?:mach|mache|plane) (?:ich )?(?:einen|nen) amoklauf|ich vergifte (?:den|die|meinen|meine)`,
      String.raw`verprugeln wir (?:ihn|sie)|wir verprugeln|(?:weiss|weis) wo[^.!?]{0,40}waffenschrank|(?:komm|geh|kommt) morgen nicht (?:in die|zur) (?:schule|stunde|dritte)[^.!?]{0,30}(?:vertrau mir|ernsthaft|glaub mir)|ich (?:rache|rach) mich an allen|die werden bezahlen(?! fur)`,
    ),
  },
];
