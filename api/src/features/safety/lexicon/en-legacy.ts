import type { SafetyCategory, Severity } from '../types';

/**
 * The screening rules, one list per category. They are deliberately phrase-based (a child's
 * own words about hurting themselves, threats, abuse, sexual talk, insults) rather than
 * single scary words, so that ordinary school talk ("this homework is killing me", "the
 * soldiers fought a battle", "my dad hit a home run") passes. The labelled set in
 * labelled-set.ts measures both sides; change a rule only with that set green.
 */
export interface Rule {
  category: SafetyCategory;
  severity: Severity;
  /** `reported`: the child tells of being hurt or bullied (kept, answered with care). */
  kind?: 'reported';
  pattern: RegExp;
}

const THEM = String.raw`(?:you|him|her|them|everyone|everybody|somebody|someone|people|kids|my (?:teacher|brother|sister|classmates?|friends?)|(?:that|this|those|these) (?:kids?|boys?|girls?|guys?|teacher)(?!'))`;
const ADULT = String.raw`(?:my )?(?:(?:step)?(?:dad|mom|mum|father|mother|parents?)|uncle|aunt|grandpa|grandma|teacher|coach|babysitter|boyfriend|girlfriend|he|she|they|someone|a (?:man|woman|grown ?up|stranger|guy))`;

// Round four: words children and teens use for self-harm when they do not say "kill myself".
// The rules also run on a normalised copy of the text (see screen.ts: lower case, leetspeak,
// repeated letters collapsed), so they are written in lower case with common misspellings.
const WANT = String.raw`(?:want(?:ed|ing)?|wanna|wana|wnat|wamt|wan)`;
const SELF = String.raw`(?:myself|my self|meself|myslef|myslf)`;
/**
 * Hopelessness said in passing ("I can't do this anymore" after a hard level, "I hate myself"
 * after a missed goal) is everyday talk on its own; two of them in one message are not.
 */
const LOW = String.raw`(?:i (?:just )?can'?t (?:do|take) (?:this|it) any ?more|i hate ${SELF}|i hate my life|nothing (?:is |will )?(?:ever )?(?:going to |gonna )?(?:get|gets|be) (?:any )?better|nothing matters|i'?m (?:so )?worthless|i (?:just )?give up on (?:everything|life)|(?:don'?t|dont|can'?t|cant) see (?:the|a|any) point (?:of|in) (?:anything|everything|trying)|(?:i just |just )?${WANT} (?:to )?disappear(?= *(?:forever|for good|$|[.!?,]))|no one (?:cares|would care) about me|everyone hates me|i'?m (?:so )?(?:tired|sick) of everything|i feel (?:so )?empty)`;

export const RULES: Rule[] = [
  // Self-harm and suicidal thoughts: always escalated. "Myself" plus intent, never "kill me"
  // (which children say about homework) and never an accident ("I hurt myself at soccer").
  {
    category: 'self_harm',
    severity: 'critical',
    pattern:
      /\b(?:kill(?:ing)? myself|(?:want|wanna|going|gonna|try|trying|tried|think(?:ing)? (?:about|of)|plan|planning|feel like|urge) (?:to )?(?:hurt|cut|burn|harm|starve|hang|kill)(?:ing)? myself|(?:i|i've|i have) (?:cut|hurt|harm|burn|burned)(?:ed)? myself (?:on purpose|again|every|when|because|to feel)|(?:i'?ve|i have) been (?:hurting|cutting|burning|harming|starving) myself|(?:hurt|hurting|cut|cutting|burn|burning|harm|harming) myself (?:so|to) (?:that )?(?:i )?(?:can )?(?:feel|forget|stop))\b/i,
  },
  {
    category: 'self_harm',
    severity: 'critical',
    pattern:
      /\b(?:suicid(?:e|al)(?! (?:prevention|awareness))|self[- ]?harm(?:ing)?|end(?:ing)? (?:my life|it all)|take my (?:own )?life|kms)\b/i,
  },
  {
    category: 'self_harm',
    severity: 'critical',
    pattern:
      /\b(?:(?:i|i'm|im|i am) (?:want(?:ing)?|wanna|going) (?:to )?(?:die|be dead|disappear forever)|wanna die|want to die|wish (?:i|that i) (?:(?:was|were) dead|(?:was|were|had) never (?:been )?born|wasn'?t (?:alive|born))|(?:don'?t|do not) want to (?:live|be alive|exist|wake up)|no (?:reason|point) (?:to|in) (?:live|living|going on)|better off (?:dead|without me)|(?:nobody|no one|no1) would (?:even )?(?:care|notice|miss me) if i (?:died|was gone|were gone|disappeared))\b/i,
  },

  {
    category: 'self_harm',
    severity: 'critical',
    pattern:
      /\b(?:(?:thinking (?:of|about)|want(?:ing)? to|going to|gonna|plan(?:ning)? (?:on|to)) end(?:ing)? it|want (?:it|everything|this|my life) (?:all )?to (?:stop|end)(?: forever)?|(?:want|wish|hope|sleep)[^.!?]{0,20}\b(?:never|not) wake up|(?:happier|better|easier) (?:if|when) i(?:'m| am| was| were)? (?:gone|dead|not (?:here|around|alive)|never born))\b/i,
  },

  // Passive death wishes, in the words and misspellings children use ("i just wanna be dead",
  // "i wnat to dieeee", "unalive myself"), but not dyeing hair or dying in a game.
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: new RegExp(
      String.raw`\b(?:(?:i|i'?m|im|i am|i just|just|i really|really|i kinda|lowkey|i lowkey|i honestly)? ?(?:${WANT}|wish i (?:could|was|were)) (?:to )?(?:just )?(?:die|dye|be dead|dead|stop existing|not exist|not be alive|not be here any ?more|sleep forever|go to sleep forever|go to sleep and never wake up)\b(?! (?:my|your|her|his|our|the) (?:hair|shirt|shoes|socks|hoodie|clothes|eggs|fabric))(?! in (?:the )?(?:game|minecraft|fortnite|roblox))|un-?aliv(?:e|ing) ${SELF}|(?:kil|kill|killing|kiling) ${SELF}|commit (?:sewer ?slide|die)|sewer ?slide|(?:don'?t|dont|do not) ${WANT} (?:to )?(?:exist|be here any ?more)|(?:tired|sick) of (?:living|being alive|existing)|i'?m (?:done|finished) with (?:life|living|being alive))`,
      'i',
    ),
  },
  // Method questions: pills, jumping, trains, hanging; and "the fastest way to die".
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: new RegExp(
      String.raw`\b(?:how (?:many|much) (?:of )?(?:\w+ )?(?:pills|tylenol|advil|ibuprofen|aspirin|medicine|meds|tablets)\b[^.!?]{0,50}\b(?:die|dead|kill|overdose|od|not wake up|never wake up|end it)|(?:fastest|easiest|quickest|painless|best|least painful|quietest|quickest) ways? to (?:die|kill (?:${SELF}|yourself|urself|oneself)|end it|end my life|not wake up)(?! in (?:the )?(?:game|minecraft|fortnite|roblox))|(?:i|i'?ll|im|i'?m|gonna|going to|${WANT} to|how (?:do|can) i|how to) (?:just )?(?:overdose|od)\b(?! on (?:candy|sugar|chocolate|homework))|(?:if i|i (?:${WANT}|keep|kept|think|thought|might|could|should|will|am going|'?m going|gonna|feel like)|i'?ll|thinking (?:about|of))[^.!?]{0,30}\b(?:jump(?:ed|ing)?|step(?:ped|ping)?|walk(?:ed|ing)?|throw(?:ing)? ${SELF}|lie down|lay down|lying down)\s+(?:off|from|out of|in front of|onto|on) (?:of )?(?:a |the |my |our |this )?(?:\w+ )?(?:roof|bridge|building|cliff|balcony|window|train|car|bus|truck|traffic|tracks)|(?:tie|tying|make|making|bought|buy|got) (?:a )?noose|(?:cut|cutting|slit|slitting|slice|slicing|slash|slashing) (?:my )?wrists?)`,
      'i',
    ),
  },
  // Goodbyes, giving things away, a last day: what a child planning to die may say instead.
  {
    category: 'self_harm',
    severity: 'critical',
    pattern:
      /\b(?:(?:wrote|writing|write|written|left|leave|leaving) (?:a |my )?(?:goodbye|suicide|final) (?:letter|note|message|video)s?(?! (?:for|to) (?:my |our |the )?(?:teacher|coach|class|pen ?pal))|(?:said|saying|say) (?:my )?goodbyes?\b(?=[^]{0,80}\b(?:my last (?:day|night)|won'?t (?:be (?:here|around)|need)|forever|for good|not be here))|(?:giv(?:e|ing|en)|gave) (?:away )?(?:all )?(?:my|away my) (?:stuff|things|belongings|games|clothes|stuff away|things away)\b[^.!?]{0,40}\b(?:won'?t|will not|wont|don'?t|dont) (?:need|be)|(?<!\b(?:he|she|it|they|dog|cat|grandma|grandpa|school|store|shop|teacher)(?: says| said)? )(?:won'?t|wont|will not) (?:need (?:it|them|any of (?:it|this|them)|my \w+)|be (?:here|around|alive)) (?:any ?more|soon|much longer|for much longer|after (?:today|tonight|this))|if i(?:'?m| am)? (?:not|no longer|n't) (?:here|around|alive)\b[^.!?]{0,30}\b(?:thank|thanks|goodbye|bye|remember|i love|sorry)|(?:is|be) my (?:last|final) (?:day|night) (?:alive|on earth|ever))\b/i,
  },
  // Hopelessness and being a burden, said of oneself.
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: new RegExp(
      String.raw`\b(?:i'?m (?:such |just )?a (?:burden|waste of space)|(?:everyone|everybody|they|my family|my parents|my (?:mom|dad)) (?:would|will) be (?:relieved|happier|better|fine|better off) (?:if i(?:'m| am| was| were)? (?:gone|dead|not here|not around|never born)|without me)|no one would (?:even )?miss me|what'?s the point (?:of|in) (?:living|life|being alive|me)|(?:cutting|scratching|burning|hurting) (?:${SELF} )?(?:again|every (?:day|night)|and i can'?t stop)|(?:relaps(?:e|ed|ing)|clean from|urges? to|started|doing) (?:on |with |from )?sh\b|\bsh (?:again|scars?|urges?|relapse|marks?)|(?:cut|cuts|cutting|scratch|scratches|scratching|slice|slices|slicing|carve|carves|carving|burn|burns|burning) (?:on |into )?my (?:arms?|wrists?|thighs?|legs?|skin|stomach|hips?)\b[^.!?]{0,30}\b(?:razor|blade|on purpose|when i|so i|to feel|again|every)|${LOW}[^]{0,200}?${LOW})`,
      'i',
    ),
  },

  // Violence: threats or plans to hurt others, weapons at school.
  {
    category: 'violence',
    severity: 'high',
    pattern: new RegExp(
      String.raw`\b(?:kill|murder|stab|shoot|strangle|choke|punch|hurt|attack|poison)(?:ing)? ${THEM}\b`,
      'i',
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern:
      /\b(?:(?:bring|take|bringing|taking) (?:a |my )?(?:gun|knife|weapon|bomb)s? (?:to|into) (?:school|class)|(?:bring|grab|take|get)(?:ing)? (?:(?:my|a|the) )?(?:\w+'s )?(?:gun|knife|weapon)s?\b[^.!?]{0,40}\b(?:pay|kill|hurt|shoot|scare|get (?:him|her|them|back))|(?:shoot|bomb|blow) up (?:the |my |our )?(?:school|class)|school shooting|make (?:a )?(?:bomb|pipe bomb)|how (?:do i|to|can i) (?:make|build|get) (?:a )?(?:bomb|gun))\b/i,
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: new RegExp(
      String.raw`\b(?:(?:beat|beating) ${THEM} up|(?:smash|bash|break|kick|punch)(?:ing)? (?:his|her|their|your) (?:face|head|teeth|skull)(?: in)?)\b`,
      'i',
    ),
  },

  // Abuse: an adult (or anyone not named as a sibling) hurting, touching or neglecting the child.
  {
    category: 'abuse',
    severity: 'high',
    kind: 'reported',
    pattern: new RegExp(
      String.raw`\b${ADULT} (?:hits|hit|beats|beat|kicks|kicked|slaps|slapped|chokes|choked|burns|burned|hurts|hurt|touches|touched|grabs|grabbed|punches|punched) me\b(?! (?:at|in) (?:a |the |every )?\w+)`,
      'i',
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    kind: 'reported',
    pattern:
      /\b(?:(?:scared|afraid|frightened) (?:to go|of going) home|(?:being|been|get|getting) (?:abused|molested)|abus(?:e|es|ed|ing) me|touch(?:es|ed)? me (?:there|down there|where)|(?:locks?|locked) me (?:in|up|out)|(?:doesn'?t|don'?t|won'?t) (?:let me eat|feed me)|told me (?:not to|never to) tell (?:anyone|my (?:mom|dad|parents))|if i (?:ever )?tell (?:anyone|anybody|someone|my (?:mom|dad|teacher))[^.!?]{0,30}\b(?:hurt|kill|beat|hit|punish)s?)\b/i,
  },

  // Sexual content, including someone asking the child for pictures.
  {
    category: 'sexual',
    severity: 'high',
    pattern:
      /\b(?:porn\w*|nudes?|naked (?:pics?|pictures?|photos?)|sexting|sexy|horny|have sex|had sex|having sex|sex with|make out with|send (?:me )?(?:pics?|pictures?|photos?) (?:of you|of yourself|without)|boobs|penis|vagina|genitals|(?:pics?|pictures?|photos?|videos?) of (?:you|yourself|me|myself) (?:naked|nude|without (?:clothes|a shirt))|(?:send|show|take)[^.!?]{0,30}\bnaked\b)\b/i,
  },
  {
    category: 'sexual',
    severity: 'high',
    kind: 'reported',
    pattern:
      /\b(?:asked me (?:for|to send) (?:pics?|pictures?|photos?|a (?:pic|picture|photo))|wants? (?:me to send|pictures of me)|(?:send|sent) (?:him|her|them|you|me) (?:pics?|pictures?|photos?|videos?) (?:in|of) (?:my|your|me in my) (?:swimsuit|bathing suit|underwear|bikini|bra|pajamas)|(?:buy|give|get) (?:me|you) (?:robux|v-?bucks|gift ?cards?|money|skins)\b[^.!?]{0,30}\b(?:pics?|pictures?|photos?|videos?)|keep (?:it|this) (?:our|a) secret from (?:my|your) (?:parents?|mom|dad))\b/i,
  },

  // Bullying: insults aimed at someone, or the child saying they are bullied.
  {
    category: 'bullying',
    severity: 'high',
    pattern: /\b(?:kys|go kill yourself|you should (?:die|kill yourself))\b/i,
  },
  {
    category: 'bullying',
    severity: 'medium',
    pattern:
      /\b(?:you(?:'re| are| r)|ur|u r|u are|(?:he|she)(?:'s| is)|they(?:'re| are)) (?:so |such an? |an? )?(?:stupid|dumb|idiot|moron|loser|ugly|fat|worthless|pathetic|freak|retard(?:ed)?)\b(?![^.!?]{0,12}\b(?:i love (?:you|u)|love (?:you|u|ya)|jk|just kidding))/i,
  },
  {
    category: 'bullying',
    severity: 'medium',
    pattern:
      /\b(?:nobody|no one|no1) (?:likes|loves|wants) you\b|\bshut up,? (?:you )?(?:idiot|loser|stupid)\b/i,
  },
  {
    category: 'bullying',
    severity: 'medium',
    kind: 'reported',
    pattern:
      /\b(?:(?:i'?m|i am|im) (?:being|getting) bullied|(?:they|kids|everyone|people|classmates|he|she) (?:bull(?:y|ies|ied)|laugh(?:s|ed)? at) me|(?:make|made|makes|making) fun of me|pick(?:s|ed)? on me|call(?:s|ed|ing)? me (?:names|ugly|stupid|fat|dumb|a loser|a freak|weird)|(?:say|says|said|tell|tells|told) (?:me )?(?:i'?m|i am|im) (?:so |really )?(?:ugly|fat|stupid|dumb|a loser|weird|worthless|a freak)|bull(?:y|ies|ied) me)\b/i,
  },
];

const STREET_FULL = 'street|avenue|road|lane|drive|court|boulevard|terrace|circle|highway|parkway';
const STREET_SHORT = 'St|Ave|Rd|Ln|Dr|Ct|Blvd|Way|Pl|Hwy|Pkwy';

/**
 * Personal information: contact details and full names, the child's own or anyone's. Names
 * and street words are matched case-sensitively where lower case would catch ordinary words
 * ("2 books in a way").
 */
export const PERSONAL_PATTERNS: { label: string; pattern: RegExp }[] = [
  { label: '[e-mail]', pattern: /\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b/gi },
  {
    label: '[phone number]',
    pattern: /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b|\b\d{10,11}\b/g,
  },
  {
    label: '[address]',
    pattern: new RegExp(
      String.raw`\b\d{1,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:${STREET_SHORT}|${STREET_FULL.replace(/(^|\|)(\w)/g, (_m, sep: string, c: string) => `${sep}[${c.toUpperCase()}${c}]`)})\b\.?`,
      'g',
    ),
  },
  {
    label: '[address]',
    pattern: new RegExp(String.raw`\b\d{1,5}\s+(?:[a-z]+\s+){1,2}(?:${STREET_FULL})\b`, 'gi'),
  },
  // Social media handles: "@name" (e-mails are masked first) or "my insta is name".
  // E-mails spelled out to get past a filter: "jake dot miller at gmail dot com".
  {
    label: '[e-mail]',
    pattern:
      /\b(?:[a-z0-9_-]+ (?:dot|\.) )*[a-z0-9_-]+ (?:at|\(at\)|\[at\]) (?:gmail|yahoo|hotmail|outlook|icloud|aol|protonmail)(?: (?:dot|\.) (?:com|net|org))?\b/gi,
  },
  { label: '[handle]', pattern: /(?<![\w.])@[A-Za-z0-9_.]{3,30}\b/g },
  {
    label: '[handle]',
    pattern:
      /\b(?:my|his|her) (?:insta(?:gram)?|snap(?:chat)?|tik ?tok|discord|kik|whatsapp|twitter|handle|username|user name|gamertag)(?: handle| name| username)? is\s+[A-Za-z0-9_.]{3,30}/gi,
  },
  {
    label: '[handle]',
    pattern:
      /\b(?:add|follow|dm|message|hmu on|find) me on (?:insta(?:gram)?|snap(?:chat)?|tik ?tok|discord|kik|whatsapp|twitter|roblox|xbox|psn)[\s:,-]*(?:it'?s|its|is|:)\s*[A-Za-z0-9_.]{3,30}/gi,
  },
  { label: '[address]', pattern: /\b(?:my|our) (?:home )?address is\s+[^.!?\n]{3,80}/gi },
  {
    label: '[name]',
    pattern:
      /\b(?:[Mm]y (?:full |real |last )?name is|[Mm]y name's|I'm called|I am called|[Hh]is (?:full |real )?name is|[Hh]er (?:full |real )?name is)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z'-]+)+/g,
  },
  {
    label: '[name]',
    pattern: /\b(?:my|his|her) (?:full|real) name is\s+[a-z]+\s+[a-z'-]+/gi,
  },
];
