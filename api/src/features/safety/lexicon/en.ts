import { any, type LexiconEntry } from './types';

const PILLS = String.raw`(?:pills|tablets|meds|medicine|sleeping pills|tylenol|advil|ibuprofen|xanax|painkillers)`;
const GUN = String.raw`(?:gun|guns|rifle|pistol|glock|shotgun|knife|knives|weapon|machete|bomb)`;
const SCHOOL = String.raw`(?:school|class|campus|the cafeteria|prom|assembly)`;
const KIN = String.raw`(?:dad|mom|mum|father|mother|stepdad|stepmom|uncle|aunt|grandpa|parents|boyfriend|coach|teacher|babysitter)`;

/** English phrases, on normalized text ("im" is "i am", "wanna" is "want to"). */
export const EN: LexiconEntry[] = [
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      String.raw`(?:i|i will|i am) (?:wont|will not|am not going to|not going to|dont plan to) be (?:here|around|alive) (?:by then|any ?more|much longer|for (?:much )?long(?:er)?|after (?:this|today|tonight))`,
      String.raw`dont worry about (?:my|the) \w+[^.!?]{0,40}(?:wont|will not|not) be (?:here|around)`,
      String.raw`how (?:many|much) (?:of )?(?:my |\w+s )?(?:\w+ )?${PILLS}[^.!?]{0,60}(?:not wake up|never wake up|dont wake up|to die|die|dead|overdose|od|kill me|end it)`,
      String.raw`(?:want to|wish i could|going to|just) (?:go to )?sleep forever|go to sleep forever|(?:go to )?sleep and (?:never|not) wake up`,
      String.raw`(?:want to|going to|wish i could|just) (?:not be here|disappear forever|stop existing|not exist|not wake up)`,
      String.raw`not (?:be )?(?:here|alive|around) any ?more`,
      String.raw`(?:giving|gave|give) (?:away )?(?:all )?my (?:stuff|things|games|clothes|skins|cat|dog)(?: away)?[^.!?]{0,40}(?:wont need|dont need|not need|goodbye|gone)`,
      String.raw`(?:starv(?:e|ing)|purg(?:e|ing)) myself|(?:make|made|making) myself (?:throw up|puke|vomit|sick)|(?:throw|throwing) up (?:on purpose|after (?:i eat|eating|every meal))|(?:not|stop|stopped) eating (?:on purpose|so i|until i)`,
      String.raw`(?:want|wants|wanted|going|trying|tried|plan|planning) to (?:die|kill myself|end my life|end it)(?! (?:my|your|her|his|the|of|if|when) )`,
      String.raw`(?:kill|hang) myself`,
      String.raw`(?:i|me|my|myself)\b[^.!?]{0,40}\b(?:suicid(?:e|al)|self harm(?:ing)?)(?! (?:prevention|awareness|squad|hotline|line))|(?:suicid(?:e|al)|self harm(?:ing)?)[^.!?]{0,30}\b(?:i|me|my|myself)\b`,
      String.raw`(?:wrote|writing|left|leaving) (?:a |my )?(?:goodbye|suicide|last) (?:note|letter)(?! (?:for|to) (?:my |our |the )?(?:teacher|coach|class|pen ?pal|best friend|friend))`,
      String.raw`this is (?:my )?goodbye|my last (?:day|night) (?:alive|here|on earth)`,
    ),
  },
  {
    category: 'violence',
    severity: 'critical',
    pattern: any(
      String.raw`(?:take|bring|grab|get|use|sneak) (?:my |a |the |his |her )?(?:${KIN}s? )?${GUN}s? (?:to|into|in) ${SCHOOL}`,
      String.raw`(?:take|bring|grab|get|use|sneak) (?:my |a |the )?(?:${KIN}s? )?${GUN}s?[^.!?]{0,60}(?:make them pay|make him pay|make her pay|kill|shoot|stab)`,
      String.raw`(?:shoot|blow) up (?:the |my |our )?${SCHOOL}|school shoot(?:ing|er)|shoot (?:everyone|them all|up the place)`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      String.raw`make (?:them|him|her|everyone|you) (?:all )?pay`,
      String.raw`(?:going to|want to|will|gonna|plan to|about to|i will|i am going to)(?: \w+)? (?:kill|stab|shoot|murder|poison|strangle|beat up|jump|hurt|burn) (?:you|him|her|them|everyone|that \w+|my \w+)`,
      String.raw`how (?:do i|to|can i|would i) (?:kill|poison|stab|hurt|strangle|murder) (?:someone|a person|my \w+|him|her|them|a kid|somebody)`,
      String.raw`(?:stab|shoot|kill) (?:him|her|them|you) (?:with|at|after|tomorrow|today|tonight)`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    pattern: any(
      String.raw`(?:keep|keeps|kept|keeping) (?:it|this|us|our (?:chats?|talks?|friendship)|what we do) (?:a |our )?(?:little )?secret`,
      String.raw`our (?:little )?secret`,
      String.raw`(?:dont|do not|never) tell (?:your|ur) (?:parents|mom|dad|mum|family|teacher)`,
      String.raw`(?:so |very |really )?mature for (?:your|ur|my) age`,
      String.raw`(?:meet|see) (?:me |you |up )?(?:alone|in person|irl|in real life|without (?:your|ur) parents)`,
      String.raw`(?:move|talk|switch|come|go) (?:to|on) (?:snap|snapchat|whatsapp|telegram|kik|discord|a private (?:app|chat))[^.!?]{0,30}(?:private|secret|parents|nobody|no one|so they)`,
      String.raw`(?:give|buy|send|pay) (?:you|u) (?:robux|vbucks|v bucks|money|a gift card|gift cards|skins)[^.!?]{0,40}(?:if you|secret|dont tell|meet|pic|photo)`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    reported: true,
    pattern: any(
      String.raw`(?:my )?${KIN} (?:hits|hit|beats|beat|kicks|kicked|slaps|slapped|chokes|choked|burns|burned|hurts|punches|punched|whips|locks|touches|touched|grabs) me(?! (?:at|in|on) (?:a |the |every )?\w+)`,
      String.raw`hits? me with (?:a|the|his|her) (?:belt|cord|stick|shoe|spoon|hanger)`,
      String.raw`(?:scared|afraid) (?:to go|of going) home`,
      String.raw`(?:touches|touched|touching) me (?:there|down there|where|at night|when)`,
      String.raw`(?:doesnt|dont|wont|didnt) (?:let me eat|feed me)`,
      String.raw`if i tell (?:anyone|anybody|someone|my \w+)[^.!?]{0,30}(?:hurt|kill|beat|hit|punish)`,
    ),
  },
  {
    category: 'sexual',
    severity: 'high',
    pattern: any(
      String.raw`nudes?|sexting|sext|porn\w*|horny|dick pics?|send (?:me )?(?:a )?(?:pic|pics|photo|photos|picture|pictures|video) (?:of you|of yourself|without|in (?:your|ur) (?:underwear|bra|bikini))`,
      String.raw`(?:have|had|having) sex|sex with|naked (?:pic|pics|photo|photos|picture|pictures|video)`,
      String.raw`(?:send|show|take)[^.!?]{0,30}(?:naked|nude|without (?:clothes|a shirt))`,
      String.raw`show me (?:your|ur) (?:body|boobs|chest|privates)`,
    ),
  },
  {
    category: 'bullying',
    severity: 'high',
    pattern: any(
      String.raw`(?:go |just |you should |pls |please )?kill yourself`,
      String.raw`you should (?:just )?die`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    pattern: any(
      String.raw`(?:you are|your|he is|she is|they are|hes|shes) (?:so |such an? |an? |a fat |a stupid )?(?:stupid|dumb|idiot|moron|loser|ugly|fat|worthless|pathetic|freak|retard(?:ed)?|bitch|slut|whore)(?![^.!?]{0,12}\b(?:i love you|love you|jk|just kidding))`,
      String.raw`(?:nobody|no one|no1) (?:likes|loves|wants|cares about) you|everyone hates you`,
      String.raw`(?:spread|spreading|post|posted|posting|share|sharing|send|sent) (?:the |a |that |her |his |an )?(?:ugly |embarrassing )?(?:pic|pics|photo|photos|picture|video)[^.!?]{0,40}(?:everyone|whole school|group chat|laugh|humiliate|embarrass)`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    reported: true,
    pattern: any(
      String.raw`i am (?:being|getting) bullied`,
      String.raw`(?:they|kids|everyone|people|classmates|he|she|girls|boys) (?:keep |always )?(?:bully|bullies|bullied|call(?:ing)? me|laugh(?:s|ed)? at me|push(?:ed)? me|shoved? me|trip(?:ped)? me)`,
      String.raw`(?:shoved|pushed|locked|threw) me (?:in|into|against) (?:the |a |my )?(?:locker|wall|trash|bathroom)`,
      String.raw`(?:make|made|makes|making) fun of me|pick(?:s|ed)? on me`,
    ),
  },
  {
    category: 'drugs',
    severity: 'medium',
    pattern: any(
      String.raw`(?:smoke|smoking|smoked|buy|buying|bought|sell|selling|sold|hit|hitting|got|get) (?:some |a |my )?(?:weed|pot|blunt|joint|dab|dabs|carts?|vapes?|juul|edibles|molly|xanax|percs|lean|coke|cocaine|shrooms|acid)`,
      String.raw`(?:get|getting|got) (?:so )?(?:drunk|stoned|wasted|faded|crossfaded|high)(?! score)`,
      String.raw`(?:hide|hiding|hid) (?:my |the |a )?(?:vape|juul|weed|alcohol|bottle|beer|vodka|pills|edibles)`,
      String.raw`(?:take|took|taking|snort|snorting) (?:my \w+s )?(?:\w+ )?(?:pills|adderall|xanax) to (?:get high|feel|trip)`,
      String.raw`(?:where|how) (?:can i|do i|to) (?:get|buy) (?:a )?(?:vape|weed|alcohol|beer|vodka|edibles|carts|juul)`,
      String.raw`(?:drinking|drank|drink) (?:vodka|beer|alcohol|liquor|whiskey)(?! for)`,
    ),
  },
  {
    category: 'personal_info',
    severity: 'medium',
    pattern: any(
      String.raw`home alone (?:until|till|til|tonight|after)`,
      String.raw`(?:mom|dad|mum|parents) (?:gets?|comes?|are|is) (?:back )?home (?:at|around|after) \d`,
    ),
  },
];
