import { any, type LexiconEntry } from './types';

/**
 * Sixth-pass families (issue #13), answering dev-6's misses by kind, never its sentences:
 * sexual requests in slang ("nds for nds", a spicy or explicit story, a +18 roleplay), proof
 * of love asked for a picture, sextortion ("two more or the one you sent goes in the group"),
 * rating a classmate's body out of ten, porn links and sites passed around, emoji euphemisms,
 * "what are you wearing, take it off", a moaning voice note, private content for sale, a
 * leaked video asked for, an older person's remarks on a child's body, touching under the
 * blanket, condoms brought "to finally do it"; indirect self-harm (laxatives after meals, a
 * weight goal under a number, twenty pills at once, a note and "tell my cat i loved her",
 * "if i disappear don't be sad", a roof's height looked up with "tempting"); threats with a
 * day and no reason given, knocking someone out, a car burnt with petrol. On normalized text
 * ("u" is "you", accents stripped, emoji named: 🍑 "peach"), in the five languages.
 */

const SEND = String.raw`(?:send|sending|sent|snap|trade|swap|manda|mandame|mandar|mande|mandas|pasame|envia\w*|envie|envoie\w*|envoyer|envoyes?|schick\w*)`;
const LOVE_IF = String.raw`(?:if (?:you|i|she|he) (?:actually |really |truly )?(?:loved|liked|cared about) me|si (?:de verdad |en serio )?me (?:quisieras|amaras)|se (?:voce|vc|tu) (?:realmente |de verdade )?(?:me amasse|gostasse de mim)|si tu m aimais(?: vraiment)?|wenn du mich (?:wirklich )?(?:lieben wurdest|lieben tatest|lieb hattest))`;
const PIC = String.raw`(?:pics?|pictures?|photos?|fotos?|bild|bilder|videos?|vids?|one|uma|una|une|eins|nudes?)`;
const MORE = String.raw`(?:(?:\d+|two|three|four|five|ten|dos|tres|cuatro|cinco|duas|dois|quatro|deux|trois|quatre|cinq|zwei|drei|vier|funf) (?:more|mas|mais|de plus|weitere)|\d+ more|send more|one more|another|more pics|more photos|mas fotos|otra foto|otras? \d+|\d+ mas|mais fotos|outra foto|mais \d+|\d+ a mais|encore (?:une|des|\d+)|d autres photos|\d+ de plus|noch (?:ein|eins|mehr|\d+)|\d+ weitere)`;
const EXPOSE = String.raw`(?:i post|post it|posting it|goes (?:in|to|on)|go (?:in|to|on)|(?:sees|see|will see) (?:it|them|everything)|gets (?:it|them|every|the first)|(?:everyone|the whole (?:school|class|grade)) (?:sees|will see)|la subo|las subo|lo subo|publico|la publico|se la mando|vai pro grupo|vai no grupo|eu posto|posto|mando pra|je (?:la |les )?poste|je publie|part dans le groupe|va dans le groupe|poste ich|stell ich|kommt in die|bekommt)`;
const OR_ELSE = String.raw`(?:or|otherwise|if not|or else|o|sino|si no|ou|senao|se nao|sinon|sonst|oder)`;
const IF_NOT_SEND = String.raw`(?:if you dont|if you do not|si no (?:me )?(?:mandas|envias)|se (?:voce|vc|tu) nao (?:me )?(?:mandar|enviar)|si tu (?:m en |me )?(?:envoies|envoie) pas|si tu m envoies pas|wenn du (?:mir )?nicht)`;
const WHO_SEES = String.raw`(?:mom|mum|mother|dad|father|parents|mama|madre|padre|padres|mae|pai|pais|mere|pere|mutter|vater|eltern|everyone|todos|todo mundo|tout le monde|alle|school|escuela|colegio|escola|ecole|schule|gc|group|grupo|groupe|gruppe|facebook|insta)`;
const PICS_HELD = String.raw`(?:(?:still )?(?:have|got) (?:all )?your (?:pics|photos|pictures|nudes|videos)|(?:todavia |aun )?tengo (?:todas )?tus fotos|(?:ainda )?tenho (?:todas )?(?:as )?(?:suas|tuas) fotos|j ai (?:encore )?(?:toutes )?tes photos|ich (?:hab|habe) (?:noch )?(?:alle )?deine (?:bilder|fotos|videos))`;
const BODY = String.raw`(?:boobs|tits|titties|breasts|butt|ass|booty|peach|thicc|flat|tetas|pechos|nalgas|culo|peitos|seios|bunda|raba|seins|nichons|fesses|bruste|titten|arsch|hintern|oberweite)\b`;
const RATING = String.raw`(?:(?:is )?an? \d{1,2} easy|\d{1,2} (?:10|de 10|sur 10|von 10|out of 10)|(?:le doy|te doy|dou|eu dou|je (?:lui|te) (?:mets|donne)|ich geb (?:ihr|ihm|dir)|i give (?:her|him|you)|(?:is )?easy an?|solid|rank\w*) (?:un |una |um |uma |une |ein |eine |a |an )?\d{1,2}\b)`;
const RANK_BY_BODY = String.raw`(?:rank\w*|rating|rate|classement|clasific\w*|ranking) [^.!?]{0,40}(?:by (?:their |her |his )?(?:body|bodies|boobs|butts?|ass|chests?)|por (?:cuerpo|tetas|culo)|pelo corpo|pela bunda|par physique|par les seins|nach (?:korper|titten|arsch))`;
const PORN = String.raw`(?:porn\w*|prnhub|xvideos|xnxx|xhamster|putaria|sacanagem|porno|pornos)\b`;
const TELL_ADULT = String.raw`(?:tell (?:an|a trusted) (?:adult|grown up)|report (?:it|them)|contar? (?:pra|a) (?:um|una?) adult[oa]|decir(?:le)? a un adulto|dile a un adulto|le dire a un adulte|en parler a un adulte|einem erwachsenen (?:sagen|bescheid)|erwachsenen sagen)`;
const SHARE = String.raw`(?:link|site|sitio|pagina|vid|video|videos|clip|dms?|send|sent|check|manda|mande|pasa|pasame|mira|olha|envoie|regarde|schick|guck|group|grupo|groupe|gruppe)`;
const ROLEPLAY = String.raw`(?:rp|rol|roleplay|role play|juego de rol|jogo de rp|jeu de role|rollenspiel)`;
const NAUGHTY = String.raw`(?:18|nsfw|spicy|dirty|sexy|hot|caliente|picante|cachondo|quente|safado|hot|coquin|chaud|cochon|versaut|heiss|schmutzig)`;
const WRITE = String.raw`(?:write|writing|make up|escribe\w*|escribir|crea|inventa|escreve\w*|escrever|cria|crie|criar|inventa|ecris|ecrire|invente|schreib\w*|denk dir)`;
const SPICY = String.raw`(?:spicy|explicit|smut|smutty|lemon|dirty|sexy|nsfw|steamy|caliente|picante|subid[ao] de tono|explicit[ao]|safad[ao]|quente|picante|erotic\w*|coquin\w*|cochon\w*|hot|chaud\w*|versaut\w*|schmutzig\w*|heiss\w*|explizit\w*|erotisch\w*)`;
const TEXT_KIND = String.raw`(?:story|fic|fanfic|message|msg|text|sext|historia|cuento|mensaje|texto|conto|mensagem|histoire|texte|fanfiction|geschichte|nachricht)`;
const EMOJI_PAIR = String.raw`(?:peach (?:eggplant|splash)|eggplant (?:peach|splash)|splash (?:peach|eggplant))`;
const WEARING = String.raw`(?:what are you wearing|que (?:traes|llevas|tienes) puesto|que (?:roupa )?(?:voce|vc) (?:ta|esta) (?:vestindo|usando)|tu portes quoi|qu est ce que tu portes|was (?:hast|tragst) du (?:gerade )?an)`;
const TAKE_IT_OFF = String.raw`(?:take it off|take (?:it|them) all off|quitatel[oa]s?|sacatel[oa]s?|tira (?:isso|ela|ele|tudo)|tire (?:isso|tudo)|enleve (?:le|la|les|tout)|retire (?:le|la|les|tout)|zieh (?:es|das|alles) aus)`;
const MOAN = String.raw`(?:moaning|moans|gimiendo|gemidos?|gemendo|gemidinho|en gemissant|gemissements?|stohn\w*)`;
const VOICE = String.raw`(?:audio|voice (?:note|memo|message)|vn|nota de voz|audio|vocal|sprachnachricht|sprachmemo|sprachi)`;
const SELL = String.raw`(?:sell|selling|vender|vendo|vendiendo|vendendo|vendre|vends|verkauf\w*)`;
const PRIVATE_CONTENT = String.raw`(?:private content|spicy content|(?:my )?nudes|contenidos? (?:privados?|intimos?|para adultos|18)|conteudos? (?:privados?|intimos?|adultos?|18)|contenus? (?:prives?|intimes?|18)|private (?:inhalte|bilder)|nacktbilder|feet pics|fotos de (?:mis )?pies|fotos do pe)`;
const LEAKED = String.raw`(?:que se filtr\w*|that leaked|the leaked|leaked|que vazou|vazad[oa]|vazou|filtrad[oa]|qui a fuite|qui a leak|qui tourne|geleakt\w*|das rumgeht|das geleakt)`;
const PASS_IT = String.raw`(?:pasen\w*|pasa\w*|manden\w*|send it|send me|dm me|manda|passa|me passa|envoie|balance|schick)`;
const NOT_MEDIA = String.raw`(?:trailer|game|gameplay|song|album|episode|clip du jeu|juego|jogo|spiel|serie|temporada|season)`;
const UNDERWEAR_WEAR = String.raw`(?:(?:i am|im|i m) wearing (?:a )?(?:bra|thong|underwear)|(?:i |if i |do i )?wear (?:a )?(?:bra|thong|underwear)|ya uso (?:brasier|sosten|sujetador)|(?:ya )?(?:uso|llevo) (?:brasier|sosten|sujetador|tanga)|(?:eu )?(?:ja )?uso (?:sutia|calcinha)|je porte (?:deja )?(?:un soutif|un soutien gorge|un string)|ich (?:schon )?(?:einen )?(?:bh|string) trage|(?:schon )?(?:einen )?bh trage)`;
const ASKS_IF = String.raw`(?:asks?|asked|asking|pregunta\w*|pergunt\w*|demande\w*|fragt|gefragt)[^.!?]{0,15}(?:if|whether|si|se|ob)`;
const DEVELOPING = String.raw`(?:getting a (?:nice|good|grown) (?:figure|body)|(?:am |are |is )?developing (?:so )?nicely|(?:me|te|se) (?:estoy|estas|esta) poniendo (?:muy )?buena|(?:to|ta|tou|estou|esta) ficando gostos[ao]|(?:je |tu |elle )?deviens (?:bien )?(?:formee|bonne)|was oben rum|filling out (?:nicely|so nicely)?|your body is (?:changing|developing) (?:nicely|so nicely)|te estas poniendo (?:muy )?buena|estas muy desarrollad[ao]|(?:voce|vc) (?:ta|esta) ficando gostos[ao]|ta ficando gostos[ao]|tu deviens (?:bien )?(?:formee|bonne)|t es bien formee|du wirst (?:ja )?richtig (?:fraulich|weiblich)|du hast (?:ja )?(?:ganz schon )?(?:was )?oben rum)`;
const TOUCH = String.raw`(?:touches|touched|touching|rubs|me toca|me tocaba|me toco|me toca|me tocou|me touche|me touchait|fasst mich an|fasst mich|anfasst|beruhrt mich)`;
const UNDER_COVER = String.raw`(?:under|debajo de|bajo|embaixo d|debaixo d|sous|unter)[^.!?]{0,10}(?:blanket|covers|sheets?|clothes|shirt|pajamas|pyjamas|la manta|la cobija|la sabana|la ropa|la pijama|coberta|cobertor|lencol|roupa|pijama|couverture|drap|draps|vetements|pyjama|decke|bettdecke|kleidung|schlafanzug)`;
const CONDOMS = String.raw`(?:condoms?|rubbers|protection|condon(?:es)?|preservativos?|camisinhas?|capotes?|preservatifs?|kondome?|gummis)`;
const DO_IT = String.raw`(?:(?:we|lets|we can|we ll|then we) (?:finally )?do it|finally do it|go all the way|hacerlo por fin|por fin lo hacemos|lo hacemos|a gente (?:finalmente )?faz|fazer de vez|on le fait|on le fera enfin|machen (?:wirs|wir es)|tun wirs)\b`;
const DICK_PIC = String.raw`(?:(?:pic|picture|photo|foto|bild) (?:of )?(?:his|do|da|de su|del|de sa|de son|von seinem) ?(?:dick|junk|privates|thing|pene|pito|verga|pinto|pau|pica|bite|zizi|queue|penis|schwanz|ding|teil)|dick pic|d pic)`;
const ONE_BACK = String.raw`(?:one (?:of (?:you|yours|me) )?back|mine back|(?:uma|una|une|eins) (?:minha |mia |de moi |von mir )?(?:de volta|de vuelta|en retour|zuruck)|mandar uma minha|mande uma sua|manda una tuya|envoie une de toi|schick eins von dir)`;

const MEDS = String.raw`(?:meds|medicine|medication|pills|tablets|pastillas|medicamentos?|remedios?|comprimidos|pilulas|cachets|medocs|medicaments?|tabletten|medikamente?)`;
const AT_ONCE = String.raw`(?:at once|all at once|at the same time|de una vez|de golpe|juntas|de uma vez|tudo junto|d un coup|en une fois|auf einmal|gleichzeitig|what (?:would )?happens?|que pasa|que pasaria|o que acontece|ce qui se passe|was passiert)`;
const LAXATIVES = String.raw`(?:laxatives?|laxantes?|laxativos?|laxatifs?|abfuhrmittel)`;
const AFTER_MEALS = String.raw`(?:after (?:every|each|all) (?:meal|meals|time i eat)|after i eat|despues de (?:cada comida|comer)|depois de (?:cada refeicao|comer)|apres (?:chaque repas|manger)|nach (?:jedem|dem) essen|to (?:lose|drop)|para (?:bajar|adelgazar|perder)|pra (?:emagrecer|perder)|pour maigrir|zum abnehmen|um abzunehmen)`;
const UNDER_WEIGHT = String.raw`(?:under|below|less than|menos de|debajo de|abaixo de|sous|moins de|unter) \d+ ?(?:kilos?|kg|lbs?|pounds?|quilos?|libras?)`;
const WANT_GOAL = String.raw`(?:goal|my goal is|meta|mi meta|minha meta|objectif|mon objectif|ziel|mein ziel|want to be|wanna be|need to be|quiero (?:estar|pesar|llegar a)|quero (?:estar|pesar|chegar a)|je veux (?:etre|peser|descendre)|will (?:unbedingt )?)`;
const NO_FOOD_DAY = String.raw`(?:day \d+ (?:of )?(?:no food|not eating|without food)|dia \d+ (?:sin comer|sem comer|sin comida|sem comida)|jour \d+ sans manger|tag \d+ ohne essen)`;
const NOTE = String.raw`(?:note|letter|carta|nota|notita|bilhete|cartinha|lettre|mot|brief|zettel|abschiedsbrief)`;
const TELL_LOVED = String.raw`(?:tell (?:my )?\w+ (?:that )?i loved (?:her|him|them)|dile a (?:mi )?\w+ que (?:la|lo|los|las) quise|di(?:ga|z)(?:e)? (?:pra|pro|a|ao|para) (?:minha |meu |o |a )?\w+ que eu (?:a |o )?(?:amava|amei)|dis a (?:ma |mon )?\w+ que je l aimais|sag (?:meiner |meinem )?\w+ dass ich (?:sie|ihn) (?:geliebt|lieb gehabt) hab\w*)`;
const IF_I_VANISH = String.raw`(?:if i (?:disappear|vanish|am gone|m gone|dont wake up)|si (?:yo )?(?:desaparezco|me muero|no despierto)|se eu (?:sumir|desaparecer|morrer|nao acordar)|si je (?:disparais|meurs|me reveille pas)|wenn ich (?:(?:morgen )?weg bin|verschwinde|nicht mehr da bin|sterbe|nicht mehr aufwache))`;
const DONT_BE_SAD = String.raw`(?:dont be sad|dont cry|no estes triste|no te pongas triste|no llores|nao fica triste|nao fique triste|nao chora|ne sois pas triste|sois pas triste|pleure pas|sei nicht traurig|nicht traurig sein|nicht weinen|wein nicht)`;
const HEIGHT_LOOKED = String.raw`(?:looked up|checked|googled|measured|geguckt|nachgeschaut|gegoogelt|mire|busque|medi|olhei|pesquisei|vi|regarde|cherche|mesure)[^.!?]{0,15}(?:how high|how tall|que tan alto|la altura|a altura|qual a altura|quelle hauteur|la hauteur|wie hoch)`;
const TEMPTING = String.raw`(?:kill|unalive|sewerslide|tempting|verlockend|tentador|tentadora|tentant|jump|saltar|pular|sauter|springen|no aguanto|nao aguento|j en peux plus|ich kann nicht mehr)`;

const STAY_AWAY = String.raw`(?:dont come|do not come|dont go|no vengas|no vayas|nao venha|nao vem|nao va|viens pas|ne viens pas|va pas|komm nicht|geh nicht|(?:komm|geh)\w* [^.!?]{0,20}nicht (?:in die|zur))`;
const STAY_HOME = String.raw`(?:stay home|stay at home|quedate en casa|fica em casa|reste chez toi|bleib)`;
const WEEKDAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|segunda|terca|quarta|quinta|sexta|amanha|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen)`;
const DAY_OR_SCHOOL = String.raw`(?:school|escuela|colegio|escola|colegio|ecole|college|lycee|schule|${WEEKDAY})`;
const NO_REASON = String.raw`(?:not (?:saying|telling you) why|wont (?:say|tell you) why|cant tell you why|no te (?:digo|voy a decir) por que|no (?:te )?puedo decir por que|nao (?:vou|posso) (?:te )?dizer (?:o )?(?:por que|motivo)|not saying anything (?:else|more)|nao te digo (?:o )?por que|je (?:te )?dirai pas pourquoi|je (?:te )?dis pas pourquoi|je peux pas (?:te )?dire pourquoi|ich sag(?:e)? (?:dir )?nicht warum|kann (?:dir )?nicht sagen warum)`;
const STRIKE = String.raw`(?:hit|punch|kick|strike|choke|golpear|pegar|pegarle|noquear|bater|socar|dar um soco|frapper|cogner|taper|schlag\w*|hauen|treten|wurgen)`;
const KNOCK_OUT = String.raw`(?:noque\w*|nocaute\w*|que\. o|knock (?:him|her|them|someone|somebody) out|knocked out|out cold|pass out|ko|k o|quede inconsciente|se desmaye|desmaiar|apagar de vez|tombe ko|tombe dans les pommes|bewusstlos|k o geht|umkippt)`;
const CHOKE_HOLD = String.raw`(?:mata leao|chokehold|choke hold|sleeper hold|mataleon|mata leon|llave al cuello|etranglement|clef d etranglement|wurgegriff)`;
const GAME = String.raw`(?:game|boss|smash|fortnite|minecraft|roblox|boxing class|juego|jogo|jeu|spiel|mma class|judo|jiu jitsu)`;
const BRASS = String.raw`(?:soqueira|brass knuckles|knuckle dusters?|manopla|punho ingles|nudilleras?|poing americain|schlagring)`;
const GOT = String.raw`(?:peguei|pego|got|grabbed|took|have|tengo|agarre|saque|j ai (?:pris|chope|recupere)|hab(?:e)? (?:mir )?)`;
const BURN = String.raw`(?:burn|set fire to|torch|quemo|quemar|le quemo|prender fuego|queimar|queimo|tacar fogo|bruler|brule|cramer|incendier|abfackeln|anzunden|anzuzunden)`;
const BURN_TARGET = String.raw`(?:car|house|carro|coche|casa|auto|voiture|maison|haus|wohnung)`;
const MEANS_KNOWN = String.raw`(?:gasoline|petrol|gas can|lighter fluid|gasolina|nafta|essence|briquet|benzin|feuerzeug|(?:i )?know where (?:she|he|they) lives?|se donde vive|sei onde (?:ela|ele) mora|je sais ou (?:il|elle) habite|weiss wo (?:sie|er) wohnt)`;

export const REQUESTS_AND_PRESSURE: LexiconEntry[] = [
  {
    category: 'sexual',
    severity: 'high',
    pattern: any(
      // Nude pictures asked for in slang, or traded.
      String.raw`(?:nds|nudes?|noods?|nudez) (?:for|x|4|por|pra|pour|gegen) (?:nds|nudes?|noods?|nudez)`,
      String.raw`(?:trade|swap|troca\w*|trocar|intercambi\w*|echange\w*|tausch\w*|pasame|passa|me passa)[^.!?]{0,10}(?:nds|nudes?|noods?|nudez)\b`,
      String.raw`(?:spicy|naughty) (?:pics?|photos?|selfies?|snaps?)|(?:fotos?|photos?|pics?|bild|bilder) (?:sin ropa|sem roupa|sans (?:rien|vetements|habits)|ohne (?:klamotten|kleidung|was an)|without (?:clothes|anything on))`,
      String.raw`${SEND}[^.!?]{0,20}(?:spicy|private|naughty|privad[ao]s?|intim[ao]s?|picantes?|sem roupa|sin ropa|privees?|intimes?|coquines?|private|versaut\w*) ${PIC}`,
      // A picture asked for as a proof of love.
      String.raw`${SEND}[^]{0,60}${LOVE_IF}|${LOVE_IF}[^.!?]{0,30}(?:send\w*|mand\w*|envi\w*|envoy\w*|schick\w*|geschickt)`,
      String.raw`(?:not gonna|not going to|wont|still not|no me vas a|nao vai|tu vas pas|willst du nicht)[^.!?]{0,10}(?:send|mandar|envoyer|schicken) (?:it|la|lo|a|ca|es)[^]{0,30}${LOVE_IF}`,
    ),
  },
  {
    category: 'sexual',
    severity: 'critical',
    pattern: any(
      // Sextortion: more pictures or the ones sent are shown.
      String.raw`${MORE}[^.!?]{0,20}\b${OR_ELSE}\b[^.!?]{0,50}${EXPOSE}`,
      String.raw`${IF_NOT_SEND}[^.!?]{0,25}(?:another|more|otra|mas|outra|mais|encore|autre|noch)[^.!?]{0,15}${PIC}[^]{0,50}${WHO_SEES}`,
      String.raw`(?:the one|the pic|the pics|the photo|the ones) (?:you|u) (?:already )?sent[^.!?]{0,30}(?:goes|go|gets|will go)|la (?:foto )?que (?:ya )?me mandaste[^.!?]{0,30}(?:la subo|va al grupo|se la mando)|a (?:foto )?que (?:voce|vc) (?:ja )?mandou[^.!?]{0,30}(?:vai|eu posto)|celle que tu m as (?:deja )?envoyee[^.!?]{0,30}(?:part|va|je la)|das (?:bild|foto) (?:das )?du (?:mir )?(?:schon )?geschickt hast[^.!?]{0,30}(?:kommt|geht|bekommt)`,
      String.raw`${PICS_HELD}[^]{0,80}(?:${WHO_SEES})[^.!?]{0,25}(?:gets|will get|sees|will see|recibe|(?:las |los |la |lo )?va a ver|(?:las |los )?van a ver|vao ver|vai ver|recoit|va (?:les |la |le )?voir|verra|bekommt|sieht)`,
    ),
  },
  {
    category: 'sexual',
    severity: 'high',
    pattern: any(
      // A classmate's body rated or ranked.
      String.raw`${BODY}[^.!?]{0,40}${RATING}|${RATING}[^.!?]{0,30}${BODY}`,
      RANK_BY_BODY,
      String.raw`(?:geilen?|geile|dicke[nr]?) (?:arsch|titten|hintern)|(?:tetas|culo|nalgas) (?:que|q) uff|(?:seins|fesses) (?:enormes|de ouf)|(?:peitos|bunda) (?:enorme|gigante)s?`,
      // Porn passed around.
      String.raw`(?![^]{0,120}${TELL_ADULT})(?:${PORN}[^.!?]{0,25}${SHARE}|${SHARE}[^.!?]{0,25}${PORN})`,
      // Sexual roleplay and explicit writing asked for.
      String.raw`${ROLEPLAY}\b[^]{0,25}\b${NAUGHTY}\b|\b(?:versaut\w*|spicy|nsfw|dirty|safado|coquin|picante) (?:rp|rol|roleplay)\b|${ROLEPLAY}[^]{0,80}(?:doing to me|do to me|step by step|me haces|me estas haciendo|me faz|ta fazendo comigo|tu me fais|mit mir machst)`,
      String.raw`${WRITE}[^.!?]{0,40}(?:${SPICY}[^.!?]{0,25}${TEXT_KIND}|${TEXT_KIND}[^.!?]{0,25}${SPICY})|${SPICY} ${TEXT_KIND}[^.!?]{0,40}${WRITE}`,
      String.raw`(?:quiero|quero|vou) (?:hacerlo|faze lo|transar) (?:con|com) (?:el|ella|ele|ela|vos|vc|voce|tigo)|je veux (?:coucher|le faire) avec (?:lui|elle|toi)|ich will (?:mit (?:ihm|ihr|dir) schlafen|es mit (?:ihm|ihr|dir) machen)`,
      // Emoji euphemisms, clothes taken off, a moaning voice note.
      EMOJI_PAIR,
      String.raw`${WEARING}[^]{0,40}${TAKE_IT_OFF}|${TAKE_IT_OFF}[^.!?]{0,15}(?:and )?(?:tell me|cuentame|dime|me conta|me fala|dis moi|raconte|sag mir|send|manda|envoie|schick)`,
      String.raw`${VOICE}[^.!?]{0,20}${MOAN}|${MOAN}[^.!?]{0,25}${VOICE}|${MOAN}[^.!?]{0,30}(?:alone|sola|solo|sozinh[ao]|seule?|allein)`,
      String.raw`(?:your|tus|teus|seus|tes|deine) (?:lips|labios|boca|levres|lippen)[^.!?]{0,30}(?:do with|hacer con|fazer com|faire avec|damit machen)`,
      // Private content for sale, a leaked video asked for.
      String.raw`${SELL}[^.!?]{0,25}${PRIVATE_CONTENT}|${PRIVATE_CONTENT}[^.!?]{0,15}${SELL}|(?:which|what|good|free|best|cual|qual|quel|quelle|welche)[^.!?]{0,15}(?:porn\w*|putaria)|(?:open|opening|make|making|start|starting|abrir|hacerme|hacer|criar|fazer|ouvrir|creer|mach\w*)[^.!?]{0,10}(?:an |un |uma |um |ein )?onlyfans`,
      String.raw`(?:video|vid|clip|fotos?|photos?|pics?|bilder|videos)\b(?![^.!?]{0,30}${NOT_MEDIA})[^]{0,60}${LEAKED}[^]{0,40}${PASS_IT}`,
      // A dick pic sent and one asked back.
      String.raw`${DICK_PIC}[^]{0,60}${ONE_BACK}`,
      // Condoms brought to "finally do it".
      String.raw`${CONDOMS}[^]{0,60}${DO_IT}|${DO_IT}[^.!?]{0,30}${CONDOMS}`,
    ),
  },
  {
    category: 'sexual',
    severity: 'critical',
    reported: true,
    pattern: any(
      // An older person's remarks on a child's body.
      String.raw`${ASKS_IF}[^.!?]{0,10}${UNDERWEAR_WEAR}(?: yet| ainda| todavia| deja| schon)?`,
      String.raw`(?:says?|said|saying|tells me|dice|dijo|diz|disse|dizendo|fala|dit|sagt|meint)[^.!?]{0,35}${DEVELOPING}`,
      // Touching under the blanket or clothes.
      String.raw`${TOUCH}[^.!?]{0,15}${UNDER_COVER}`,
    ),
  },
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      String.raw`${LAXATIVES}[^.!?]{0,40}${AFTER_MEALS}|${AFTER_MEALS}[^.!?]{0,30}${LAXATIVES}`,
      String.raw`${WANT_GOAL}[^.!?]{0,20}${UNDER_WEIGHT}`,
      NO_FOOD_DAY,
      String.raw`\d{2,3} (?:of )?[^.!?]{0,30}${MEDS}[^.!?]{0,20}(?:be enough|enough|${AT_ONCE})(?![^.!?]{0,20}(?:dog|cat|perro|gato|cachorro|chien|chat|hund|katze))|(?:swallow|take|taking|tomar?|tomo|me tomo|tragar|engolir|tomasse|avaler|avale|prendre|prends|schlucken|schluck|nehmen|nehme)[^.!?]{0,5}(?:like |como |unas |uns |umas |genre |so |etwa )?\d{2,3} [^.!?]{0,30}${MEDS}[^.!?]{0,20}${AT_ONCE}`,
      String.raw`${NOTE}[^]{0,80}${TELL_LOVED}`,
      String.raw`${IF_I_VANISH}[^.!?]{0,30}${DONT_BE_SAD}`,
      String.raw`${TEMPTING}[^]{0,60}${HEIGHT_LOOKED}|${HEIGHT_LOOKED}[^]{0,60}${TEMPTING}`,
      String.raw`(?:kill|unalive|sewerslide) (?:klingt|sounds|suena|parece|ca a l air) (?:gerade |so |really |muy |bem |echt |vraiment )*(?:verlockend|tempting|tentador|tentant)`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      // A day to stay away, with no reason given.
      String.raw`${STAY_AWAY}[^.!?]{0,25}${DAY_OR_SCHOOL}[^]{0,40}${NO_REASON}|${STAY_HOME}[^.!?]{0,12}${WEEKDAY}[^]{0,40}${NO_REASON}`,
      // Knocking someone out, for real.
      String.raw`(?:how|where|como|donde|onde|comment|ou|wie|wo)\b(?![^.!?]{0,40}${GAME})[^.!?]{0,15}${STRIKE}[^.!?]{0,40}${KNOCK_OUT}`,
      String.raw`${CHOKE_HOLD}(?![^.!?]{0,40}${GAME})[^.!?]{0,40}(?:apagar|pass out|out cold|for good|de vez|para siempre|permanently|tombe|bewusstlos)`,
      String.raw`(?![^]{0,80}(?:prop|props|plastic|fake|toy|costume|plastico|de brinquedo|brinquedo|juguete|disfraz|fantasia|plastique|deguisement|plastik|kostum|spielzeug))(?:${GOT}[^.!?]{0,25}${BRASS})|${BRASS}[^.!?]{0,40}(?:tomorrow|amanha|manana|demain|morgen|vai apanhar|se la va|va prendre|kriegt)`,
      // A car or a house burnt, with the means or the address known.
      String.raw`(?:${BURN}[^.!?]{0,30}${BURN_TARGET}|set (?:his|her|their|the|that) (?:car|house) on fire|zund\w* [^.!?]{0,30}(?:auto|haus|wohnung)[^.!?]{0,15}\ban\b)[^]{0,80}${MEANS_KNOWN}|${MEANS_KNOWN}[^]{0,80}${BURN}[^.!?]{0,30}${BURN_TARGET}`,
    ),
  },
];
