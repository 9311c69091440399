/**
 * Tier two of self-harm screening: "possible self-harm". The phrase rules in rules.ts (tier
 * one) are precise but only know the wordings they were written for; children say the same
 * thing in endless new ways ("the world would be better without me in it", "I hope a car hits
 * me"). This tier scores a message instead: cues of death, harm, disappearance, finality or
 * being a burden count only when the child is talking about themselves (I, me, my, myself…
 * within a few words), idioms are removed first ("dying to know", "this song kills me"), and
 * talk of games, books, sport or schoolwork lowers the score. It is deliberately less sure of
 * itself than tier one, so it leads to a gentle check-in and a case for the safety team, never
 * to an immediate e-mail to parents (see policy.ts).
 */

interface Cue {
  pattern: RegExp;
  /** 2: enough on its own when said of oneself; 1: needs a second cue. */
  weight: 1 | 2;
}

const SELF_WORDS = new Set([
  'i',
  "i'm",
  'im',
  "i've",
  'ive',
  "i'd",
  "i'll",
  'me',
  'my',
  'myself',
  'mine',
]);

/** How many words apart a cue and a first-person word may be. */
const WINDOW = 6;
/** Score at which a message is flagged. */
const THRESHOLD = 2;
/** What a game, book, sport or schoolwork context takes off the score. */
const CONTEXT_DISCOUNT = 2;

const HARM_VERB = String.raw`(?:hit|hits|hitting|punch|punched|punching|slap|slapped|slapping|hurt|hurts|hurting|cut|cuts|cutting|burn|burns|burned|burnt|burning|scratch|scratched|scratching|bite|bit|biting|starve|starved|starving|choke|choked|choking|bang|banged|banging|bruise|bruised)`;

const CUES: Cue[] = [
  // Being a burden, not being missed.
  { pattern: /\bbetter (?:off )?without me\b/g, weight: 2 },
  {
    pattern:
      /\b(?:everyone|everybody|they|my family|my parents|my (?:mom|mum|dad)|people)\b[^.!?]{0,20}\b(?:would|will|'d)\b[^.!?]{0,10}\b(?:happier|better|fine|relieved|easier)\b/g,
    weight: 1,
  },
  {
    pattern: /\b(?:nobody|no one|no1|noone)\b[^.!?]{0,25}\b(?:care|cares|notice|miss|remember)\b/g,
    weight: 1,
  },
  { pattern: /\bforget (?:about )?me\b/g, weight: 1 },
  { pattern: /\b(?:burden|waste of space|mistake|failure|worthless|useless)\b/g, weight: 1 },
  { pattern: /\bhate (?:myself|my life|being alive|being me)\b/g, weight: 1 },
  { pattern: /\bdeserve (?:to )?(?:die|hurt|pain|suffer|be punished|feel bad|it)\b/g, weight: 1 },
  // Not being around: disappearance and finality.
  {
    pattern: /\b(?:be|being) (?:around|here|alive) (?:much |for much )?(?:longer|long)\b/g,
    weight: 2,
  },
  {
    pattern:
      /\b(?:won't|wont|will not|not going to|not gonna|don't plan on|dont plan on|not planning on) (?:be |being )?(?:around|here|alive)\b/g,
    weight: 1,
  },
  { pattern: /\b(?:not|stop|stopped) exist(?:ing)?\b/g, weight: 2 },
  { pattern: /\bready to be (?:done|gone|finished)\b(?! with)/g, weight: 2 },
  {
    pattern:
      /\b(?:want|wanna|wish|need) (?:it|this|everything|it all|all of (?:it|this)) (?:all )?(?:to )?(?:be )?(?:over|done|gone)\b/g,
    weight: 2,
  },
  { pattern: /\bdisappear(?:ed|ing|s)?\b|\bvanish(?:ed|ing)?\b/g, weight: 1 },
  { pattern: /\b(?:for good|forever|the end of me)\b/g, weight: 1 },
  { pattern: /\bgone\b/g, weight: 1 },
  { pattern: /\b(?:die|dies|died|dying|dead|death)\b/g, weight: 1 },
  { pattern: /\btired of (?:everything|it all|trying|fighting|all of (?:it|this))\b/g, weight: 1 },
  { pattern: /\b(?:goodbye|farewell|funeral)\b/g, weight: 1 },
  // Hurting oneself, and the means.
  { pattern: new RegExp(String.raw`\b${HARM_VERB} (?:myself|my self|meself)\b`, 'g'), weight: 2 },
  {
    pattern: /\b(?:car|cars|bus|truck|train)\b[^.!?]{0,10}\b(?:hits?|run over|runs over) me\b/g,
    weight: 2,
  },
  { pattern: /\b(?:hit|run over) by (?:a |the )?(?:car|bus|truck|train)\b/g, weight: 1 },
  {
    pattern:
      /\b(?:blade|blades|razor|razors|pills|overdose|noose|rope|bleach|scissors|lighter|knife)\b/g,
    weight: 1,
  },
  {
    pattern:
      /\b(?:saved|saving|hiding|hid|hide|stash|stashed|stashing|collect|collected|collecting|hoard|hoarded|hoarding)\b/g,
    weight: 1,
  },
  { pattern: /\b(?:bleed|bleeds|bleeding|scars?|bruises)\b/g, weight: 1 },
  {
    pattern: /\b(?:until|till|til) (?:it|i) (?:bleed|bleeds|hurts|burns|bruise|bruises)\b/g,
    weight: 1,
  },
  { pattern: /\b(?:drown|drowning|suffocate|suffocating)\b/g, weight: 1 },
  {
    pattern:
      /\b(?:jump|jumped|jumping|fall|falling) (?:off|from)\b|\b(?:bridge|roof|cliff|balcony|tracks)\b/g,
    weight: 1,
  },
  { pattern: /\b(?:not|don't|dont|wouldn't|won't|wont) survive\b/g, weight: 1 },
  { pattern: /\basking for (?:me|myself)\b/g, weight: 1 },
  { pattern: /\b(?:think|thinking|thought) about (?:it|doing it|how)\b/g, weight: 1 },
  { pattern: /\b(?:i|i just) (?:hope|wish)\b/g, weight: 1 },
];

/**
 * Everyday sayings that use the same words: removed (blanked, so positions still line up with
 * the original) before any cue is looked for.
 */
export const IDIOMS: RegExp[] = [
  /\bdying (?:to|for|of laughter|laughing)\b/g,
  /\bdead (?:tired|serious|bored|last|wrong|good|sure|asleep|on|centre|center|end|line)\b/g,
  /\bdeadline\b/g,
  /\b(?:kill|kills|killing|killed) me\b/g,
  /\bdied laughing\b/g,
  /\b(?:i'm|im|i am) dead(?= (?:lol|lmao|haha|omg))/g,
  /\b(?:could|would|'d|'ll|will|gonna|going to|might|about to) (?:just )?(?:literally )?die (?:of|if|when|from|laughing|for|without)\b/g,
  /\bdie of (?:embarrassment|boredom|laughter|shame|cuteness)\b/g,
  /\b(?:scared|bored|worried|tickled|frozen|freezing|starving) to death\b/g,
  /\b(?:my|the|our) (?:phone|tablet|battery|laptop|computer|ipad|chromebook|controller|pen|marker|plant|flowers?|fish|goldfish|hamster|dog|cat|pet|guinea pig|rabbit|bunny|bird|grandma|grandpa|grandmother|grandfather|great grandma|great grandpa) (?:is |was |has |just |finally )?(?:dead|died|passed away|passed)\b/g,
  /\b(?:done|finished) with (?:this|that|the|my) \w+\b/g,
  /\bthe end of (?:the|my|this) (?:story|book|essay|day|week|year|movie|game|level|chapter)\b/g,
  /\bstarving\b(?= (?:lol|when|after|because|for|so))/g,
  // The same idioms in Spanish, Portuguese, French and German (normalized: no accents).
  /\b(?:muert[oa]s?|mort(?:[oae])?s?) de (?:sueno|sono|cansancio|cansaco|fatigue|risa|rir|rire|verguenza|vergonha|honte|hambre|fome|faim|miedo|medo|peur|calor|frio|froid|chaud|aburrimiento|tedio)\b/g,
  /\b(?:me muero|me moria|morri|morro|morrendo|muriendo|je meurs|je suis mort[e]?|ich sterbe|sterbe) (?:de |d |vor )?(?:la )?(?:risa|rir|rire|hambre|fome|faim|sueno|sono|verguenza|vergonha|honte|scham|hunger|langeweile|calor|frio|chaud|hitze|ennui)\b/g,
  /\b(?:todmude|totlachen|lach mich tot|lachen mich tot)\b/g,
  /\b(?:movil|celular|cel|telefono|tel|portable|bateria|batterie|akku|handy|tablet|tele) (?:se |ta |ya |est |ist )?(?:esta |en train de |gleich |fast )?(?:muriendo|morrendo|mourir|meurt|stirbt|tot|muerto|morto|mort)\b/g,
  /\b(?:abuel[oa]|vo|avo|avos|grand (?:mere|pere)|mamie|papi|oma|opa|perro|cachorro|chat|chien|gato|katze|hund) (?:se )?(?:murio|morreu|faleceu|est mort[e]?|est decede[e]?|ist gestorben|starb|fallecio)\b/g,
];

/** Games, stories, sport, schoolwork and accidents: the likeliest innocent reasons for the cues. */
const CONTEXT =
  /\b(?:game|games|gaming|level|levels|boss|respawn(?:ed)?|lives|minecraft|fortnite|roblox|zelda|mario|pokemon|character|characters|player|book|books|novel|story|stories|chapter|movie|film|show|episode|series|poem|hero|villain|soccer|football|basketball|baseball|hockey|volleyball|tennis|gymnastics|practice|match|tournament|science|report|project|history|essay|homework|worksheet|dinosaurs?|volcano|emperor|war|battle|by accident|accidentally|fell|tripped|slipped|crashed)\b/;

export interface PossibleSelfHarm {
  score: number;
  /** Where in the text the strongest cue starts, and its length (for the excerpt). */
  index: number;
  length: number;
}

const blank = (m: string) => ' '.repeat(m.length);

/**
 * Scores `text` (already masked of personal details) for possible self-harm. Returns null below
 * the threshold. Positions refer to `text` itself: the normalising below keeps every offset.
 */
export function screenPossibleSelfHarm(text: string): PossibleSelfHarm | null {
  let t = text
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'.!?]/gu, ' ');
  if (t.length !== text.length) return null; // a rare case-mapping changed the length
  for (const idiom of IDIOMS) t = t.replace(idiom, blank);

  const words = [...t.matchAll(/[\p{L}\p{N}']+/gu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    self: SELF_WORDS.has(m[0]),
  }));
  const wordAt = (pos: number) => {
    const i = words.findIndex((w) => w.end > pos);
    return i === -1 ? words.length - 1 : i;
  };
  const selfNear = (from: number, to: number) =>
    words.some((w, i) => w.self && i >= from - WINDOW && i <= to + WINDOW);

  let score = 0;
  let best: { index: number; length: number; weight: number } | null = null;
  for (const cue of CUES) {
    cue.pattern.lastIndex = 0;
    for (const m of t.matchAll(cue.pattern)) {
      const first = wordAt(m.index);
      const last = wordAt(m.index + Math.max(0, m[0].length - 1));
      if (!selfNear(first, last)) continue;
      score += cue.weight;
      if (!best || cue.weight > best.weight) {
        best = { index: m.index, length: m[0].length, weight: cue.weight };
      }
      break; // each cue counts once
    }
  }
  if (CONTEXT.test(t)) score -= CONTEXT_DISCOUNT;
  if (score < THRESHOLD || !best) return null;
  return { score, index: best.index, length: best.length };
}
