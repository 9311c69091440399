import { VOCABULARY } from './vocabulary';

/**
 * Normalization: one canonical spelling of a message for the lexicon and the classifier, so
 * "K1LL MYS3LF", "k i l l myself", "s*icide", "i wanna dieeee 🔫" and "kms" read like the plain
 * words. Lower case, accents stripped (ß is ss), English contractions joined ("don't" is
 * "dont"), other apostrophes split ("j'ai" is "j ai"), emoji named, leetspeak and masks undone
 * inside words, spaced-out letters joined, stretched letters shortened, slang expanded.
 * Sentence ends (. ! ?) are kept; other punctuation becomes a space.
 */

const EMOJI: Record<string, string> = {
  '🔫': ' gun ',
  '🔪': ' knife ',
  '🗡': ' knife ',
  '💣': ' bomb ',
  '💊': ' pills ',
  '💉': ' needle ',
  '🩸': ' blood ',
  '⚰': ' coffin ',
  '🪦': ' grave ',
  '🪢': ' rope ',
  '🍆': ' eggplant ',
  '🍑': ' peach ',
  '💦': ' splash ',
  '🌿': ' weed ',
  '🍃': ' weed ',
  '🍁': ' weed ',
  '🚬': ' cigarette ',
  '🍺': ' beer ',
  '🍻': ' beer ',
  '🥃': ' liquor ',
  '🍷': ' wine ',
  '😭': ' crying ',
  '😢': ' sad ',
  '💔': ' heartbroken ',
  '🤫': ' secret ',
  '😂': ' lol ',
  '🤣': ' lol ',
  '😹': ' lol ',
};
const EMOJI_RE = new RegExp(
  Object.keys(EMOJI)
    .map((e) => e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'gu',
);

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};

/** Whole-word slang and shorthand, after the steps above (so "k.m.s" and "KMS" both arrive). */
const SLANG: Record<string, string> = {
  kms: 'kill myself',
  kys: 'kill yourself',
  kysm: 'kill yourself',
  unalive: 'kill',
  unaliving: 'killing',
  unalived: 'killed',
  sewerslide: 'suicide',
  sewerslided: 'suicide',
  suicde: 'suicide',
  sucide: 'suicide',
  suiside: 'suicide',
  suicid: 'suicide',
  sucidal: 'suicidal',
  suicidel: 'suicidal',
  selfharm: 'self harm',
  myslef: 'myself',
  myslf: 'myself',
  meself: 'myself',
  wanna: 'want to',
  wana: 'want to',
  wnat: 'want',
  gonna: 'going to',
  gona: 'going to',
  imma: 'i am going to',
  ima: 'i am going to',
  im: 'i am',
  u: 'you',
  ur: 'your',
  urself: 'yourself',
  r: 'are',
  pls: 'please',
  plz: 'please',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  ppl: 'people',
  nvm: 'never mind',
  // Spanish, Portuguese, French and German shorthand.
  q: 'que',
  k: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  tb: 'tambien',
  tmb: 'tambien',
  vc: 'voce',
  vcs: 'voces',
  mto: 'muito',
  mt: 'muito',
  td: 'tudo',
  tbm: 'tambem',
  ngm: 'ninguem',
  slt: 'salut',
  jsp: 'je sais pas',
  chui: 'je suis',
  jsuis: 'je suis',
  mdr: 'lol',
  mdp: 'mot de passe',
  pk: 'pourquoi',
  ptdr: 'lol',
  vllt: 'vielleicht',
  ka: 'keine ahnung',
};

/**
 * "this song goes so hard i wanna die", "too cute i could die": delight, not a wish to die
 * (fourth pass, issue #13). Also read by the English phrase rules, on text nearly as written.
 */
export const DELIGHTED_TO_DEATH =
  /\b(goes so hard|go so hard|so good|so cute|too cute|so fire|slaps|bangs|so funny)\b((?: (?:that|lol|omg|fr|ngl|like|literally|honestly|rn))*) i (?:want to|wanna|could|am going to|going to|am gonna|m gonna|gonna) (?:literally )?die\b/g;

/** Slang of more than one word, after the word-level pass. */
const PHRASES: [RegExp, string][] = [
  [/\bmy self\b/g, 'myself'],
  [/\bsewer slide\b/g, 'suicide'],
  [/\bself (?:delete|deleting|destruct)\b/g, 'kill myself'],
  [/\bcommit die\b/g, 'kill myself'],
  [/\bk ?y ?s\b/g, 'kill yourself'],
  // "i'm so dead if my mom sees this": in trouble, not dying (fourth pass, issue #13).
  [
    /\b(?:i am|we are|estoy|estamos|to|tou|estou|je suis|on est|ich bin|wir sind) (?:so |tan |muito |trop |sowas von )?(?:dead|muert[oa]s?|mort[oa]s?|morte?s?|tot)(?= (?:if|when|si|cuando|se|quando|quand|wenn|falls)\b)/g,
    'i am in trouble',
  ],
  [DELIGHTED_TO_DEATH, '$1$2 i love it'],
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a run of letters into vocabulary words ("killmyself" → "kill myself"), or null. */
function segment(run: string): string | null {
  const best: (string[] | null)[] = Array.from({ length: run.length + 1 }, () => null);
  best[0] = [];
  for (let end = 1; end <= run.length; end += 1) {
    for (let start = Math.max(0, end - 12); start < end; start += 1) {
      const prior = best[start];
      const word = run.slice(start, end);
      if (prior && VOCABULARY.has(word) && (!best[end] || best[end]!.length > prior.length + 1)) {
        best[end] = [...prior, word];
      }
    }
  }
  return best[run.length]?.join(' ') ?? null;
}

/** A word with masked letters ("s*icide", "k#ll") as the one vocabulary word it can be. */
function unmask(word: string): string {
  const pattern = new RegExp(`^${word.split(/[*#_]/).map(escapeRe).join('\\p{L}')}$`, 'u');
  for (const candidate of VOCABULARY) if (pattern.test(candidate)) return candidate;
  return word.replace(/[*#_]/g, '');
}

/** "diiieee" → "die", "killlll" → "kill", "soooo" → "so": the vocabulary decides. */
function unstretch(word: string): string {
  if (!/(\p{L})\1{2,}/u.test(word)) return word;
  const once = word.replace(/(\p{L})\1+/gu, '$1');
  const twice = word.replace(/(\p{L})\1{2,}/gu, '$1$1');
  if (VOCABULARY.has(twice)) return twice;
  if (VOCABULARY.has(once) || SLANG[once]) return once;
  // Only some letters were doubled on purpose ("killl myselfff"): try each run at one or two.
  const runs = [...word.matchAll(/(\p{L})\1{2,}/gu)];
  if (runs.length <= 3) {
    for (let mask = 0; mask < 1 << runs.length; mask += 1) {
      let i = 0;
      const variant = word.replace(/(\p{L})\1{2,}/gu, (_m, c: string) =>
        mask & (1 << i++) ? c + c : c,
      );
      if (VOCABULARY.has(variant)) return variant;
    }
  }
  return once;
}

/** Laughter in every language ("kkkk", "jajaja", "hahaha", "rsrs", "xd") is one word. */
const LAUGHTER =
  /^(?:k{3,}|(?:ha){2,}h?|(?:ah){2,}a?|(?:ja){2,}j?|(?:je){2,}|(?:he){2,}h?|(?:hi){3,}|(?:rs){2,}|(?:hue){2,}|(?:xd)+|lo+l+|lmf?a+o+|ro+fl|mdr+|ptdr+)$/;

/**
 * A time of day ("16h", "15h30", "4pm", "4:30pm", "3uhr"), never leetspeak: "à 16h" was read
 * "a i6h" and "às 15h" "as ish", so no phrase could see when a meeting is.
 */
const CLOCK = /^\d{1,2}(?:h\d{0,2}|(?:[:.]\d{2})?(?:am|pm|uhr))$/;

function normalizeWord(word: string): string {
  if (LAUGHTER.test(word)) return 'lol';
  if (CLOCK.test(word)) return word;
  let w = word;
  // Leetspeak and masks only inside words: "5 kids" and "20451" stay numbers.
  if (/\p{L}/u.test(w) && /[0-9@$!|+*#]/.test(w)) {
    w = w.replace(/[0-9@$!|+]/g, (c) => LEET[c] ?? c);
    if (/[*#]/.test(w)) w = unmask(w);
  }
  w = unstretch(w);
  return w;
}

/**
 * German words common enough that a message with one is German: there "im" is "in dem" ("im
 * videochat"), not the English "i am".
 */
const GERMAN =
  /\b(?:ich|du|und|nicht|ist|mit|wir|auf|mein|meine|dem|bin|hab|habe|willst|schon|auch|oder|aber|noch|kein|keine)\b/;

export function normalize(text: string): string {
  let t = text.normalize('NFKC').replace(EMOJI_RE, (e) => EMOJI[e] ?? ' ');
  t = t
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    // "w/o" and "w/" before the slash becomes a space: "better w/o me".
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bw\/(?=\s)/g, 'with')
    .replace(/(\p{L})'(t|m|re|s|ll|ve|d)\b/gu, '$1$2')
    .replace(/'/g, ' ');
  // Dotted or dashed letters ("s.u.i.c.i.d.e", "k-i-l-l") and spaced ones ("k i l l").
  t = t.replace(/\b(?:\p{L}[.\-_ ]){2,}\p{L}\b/gu, (run) => {
    const letters = run.replace(/[.\-_ ]/g, '');
    // Spaced slang ("k m s", "k m s k m s") joins into its word, once or repeated.
    const slang = /^(\p{L}{3,4}?)\1*$/u.exec(letters)?.[1];
    if (slang && SLANG[slang] && !VOCABULARY.has(slang)) {
      return Array.from({ length: letters.length / slang.length }, () => slang).join(' ');
    }
    // Spaced slang run into the next word ("k y s u", "k m s l o l") keeps the two apart.
    for (const n of [3, 4]) {
      const head = letters.slice(0, n);
      const rest = letters.slice(n);
      if (!rest || !SLANG[head]) continue;
      const words = rest === 'u' ? rest : segment(rest);
      if (words) return `${head} ${words}`;
    }
    // "is it a b or c" stays as it is: only a split into known words, or a long run, joins.
    return segment(letters) ?? (letters.length >= 4 ? letters : run);
  });
  t = t.replace(/[^\s.?]+/g, (token) => {
    // A token is a word with its punctuation around it: "myself!!!" keeps "myself".
    const m = /^([^\p{L}\p{N}*#@$|+]*)(.*?)([^\p{L}\p{N}*#]*)$/u.exec(token)!;
    const core = normalizeWord(m[2]!);
    const tail = /[!?]/.test(m[3]!) ? '!' : '';
    return `${m[1]!.replace(/[^\s]/g, ' ')} ${core}${tail}`;
  });
  const german = GERMAN.test(t);
  t = t
    .replace(/[^\p{L}\p{N}\s.!?]/gu, ' ')
    .replace(/([.!?])[.!?]+/g, '$1')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const bare = w.replace(/[.!?]+$/, '');
      const expanded = bare === 'im' && german ? undefined : SLANG[bare];
      return expanded ? expanded + w.slice(bare.length) : w;
    })
    .join(' ');
  for (const [re, to] of PHRASES) t = t.replace(re, to);
  return t.trim();
}
