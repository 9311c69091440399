import { arithmeticSpans, overlaps, type Span } from './arithmetic';

/**
 * Personal-information detectors: contact details, addresses, handles, passwords and logins,
 * a full name with a school. Each match is masked with a label ("[phone number]") before any
 * other layer reads the text, so no excerpt or log ever carries the detail itself.
 */

export interface Detector {
  label: string;
  pattern: RegExp;
  /** Keep the words that introduce the detail ("my password is [password]"). */
  keepLead?: RegExp;
}

const STREET_FULL = 'street|avenue|road|lane|drive|court|boulevard|terrace|circle|highway|parkway';
const STREET_SHORT = 'St|Ave|Rd|Ln|Dr|Ct|Blvd|Way|Pl|Hwy|Pkwy';
/** Street types written before the name ("calle Mayor 12", "rue de la Paix", "rua das Flores"). */
const STREET_INTL =
  'calle|avenida|av|carrera|camino|paseo|plaza|rua|travessa|alameda|estrada|rue|boulevard|bd|allee|chemin|place|impasse';
/**
 * Words that follow "place", "plaza" or "camino" in a sentence rather than a street's name: "first
 * place with 40 points", "the plaza with 3 friends" are not addresses.
 */
const NOT_A_STREET_NAME =
  'with|at|in|on|for|and|or|to|like|is|was|are|the|a|an|my|your|where|when|that|this|con|com|avec|mit|und';
/** German street types end the name, mostly in one word ("Hauptstraße 5", "Lindenweg 3"). */
const GERMAN_STREET = String.raw`\b[\p{L}-]+(?:straße|strasse|str\.|weg|gasse|platz|allee|damm)\s+\d{1,4}[a-z]?\b`;
/**
 * "-ring" streets ("Hohenzollernring 40", "Kaiser-Wilhelm-Ring 12"): after a hyphen, or a
 * capitalised name with a consonant before "ring". English words end in "ring" too, in lower case
 * or at the start of a sentence ("during 3 hours", "Exploring 2 caves", "Spring 2024", "elden
 * ring boss like 40 times"), and none of them fits that shape.
 */
const GERMAN_RING = String.raw`(?<![\p{L}-])(?:[\p{L}-]+-[Rr]ing|\p{Lu}\p{L}{2,}(?<=[b-df-hj-np-tv-zß])ring)\s+\d{1,4}[a-z]?\b`;
const NUMBER_WORDS =
  'zero|oh|one|two|three|four|five|six|seven|eight|nine|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|um|uma|quatro|sete|oito|nove|zéro|un|deux|trois|quatre|cinq|sept|huit|neuf|null|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun';
const SCHOOL =
  'school|elementary|middle|high|academy|escuela|colegio|instituto|liceo|prepa|secundaria|primaria|escola|colégio|colegio|école|ecole|collège|college|lycée|lycee|schule|gymnasium|realschule|grundschule|gesamtschule';
const INTRO =
  "my name is|my name's|i'?m|i am|im|me llamo|mi nombre es|soy|je m'appelle|je suis|moi c'est|ich heiße|ich heisse|ich bin|mein name ist|meu nome é|meu nome e|eu sou|sou o|sou a|me chamo";
/** Intros that always name someone; with the others ("i'm", "soy") the words must look like names. */
const NAMING =
  /^(?:my name is|my name's|me llamo|mi nombre es|je m'appelle|ich heiße|ich heisse|mein name ist|meu nome é|meu nome e|me chamo)\s/iu;
/** Words after "i'm" that are not names ("i'm being bullied at school", "soy muy feliz"). */
const NOT_NAMES = new Set(
  `so very really not in at the a an going gonna from new still always never just too being getting
  bullied scared sad tired happy bored late good bad done sick home back here there also
  muy en la el tan un una nuevo nueva très tres pas en la le un une nouveau nouvelle nicht sehr in
  der die das ein eine neu na no em um uma do da muito nova novo`
    .split(/\s+/)
    .filter(Boolean),
);
const looksLikeName = (match: string): boolean => {
  if (NAMING.test(match)) return true;
  const words = match.trim().split(/\s+/).slice(-2);
  return words.every((w) => !NOT_NAMES.has(w.toLowerCase()) && !/(?:ing|ed)$/i.test(w));
};
const SECRET_WORD =
  'password|passwort|pass|pw|pwd|passcode|contraseña|contrasena|clave|senha|mot de passe|mdp|kennwort';
const LOGIN_WORD =
  'login|log in|username|user name|usuario|usuário|identifiant|benutzername|user ?id';
const HANDLE_APP =
  'insta(?:gram)?|ig|snap(?:chat)?|sc|tik ?tok|tt|discord|kik|whatsapp|wpp|zap|telegram|twitter|x|roblox|xbox|psn|fortnite|steam|twitch|facebook|fb';

export const DETECTORS: Detector[] = [
  { label: '[e-mail]', pattern: /\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b/gi },
  // E-mails spelled out to get past a filter: "jake dot miller at gmail dot com".
  {
    label: '[e-mail]',
    pattern:
      /\b(?:[a-z0-9_-]+ (?:dot|\.|punto|ponto|point|punkt) )*[a-z0-9_-]+ (?:at|\(at\)|\[at\]|arroba|arobase|ät) (?:gmail|yahoo|hotmail|outlook|icloud|aol|protonmail|gmx|web|orange|free|uol|bol)(?: (?:dot|\.|punto|ponto|point|punkt) (?:com|net|org|de|fr|es|br|mx))?\b/gi,
  },
  // Passwords and logins before phone numbers, so "login 20451 / bluebird77" is one detail.
  {
    label: '[password]',
    pattern: new RegExp(
      String.raw`\b(?:${LOGIN_WORD})\s*(?:is|es|é|e|est|ist|:|=|-)?\s*[^\s,;]{2,40}(?:\s*[/|]\s*|[\s,;]+(?:(?:and|y|e|et|und)\s+)?(?:(?:my|mi|minha|mon|mein)\s+)?(?:${SECRET_WORD})\s*(?:is|es|é|e|est|ist|c'est|:|=|-)?\s*)[^\s,;]{3,40}(?=[\s,;.!?]|$)`,
      'giu',
    ),
    keepLead: new RegExp(String.raw`^(?:${LOGIN_WORD})\b\s*`, 'i'),
  },
  // The verb needs spaces around it: "mot de passe solide" is not "pass" + "e" + a password.
  {
    label: '[password]',
    pattern: new RegExp(
      String.raw`\b(?:(?:my|his|her|our|the|mi|mí|la|minha|a|mon|le|mein|das|meine)\s+)?(?:${SECRET_WORD})(?:\s+(?:is|es|é|e|est|ist|c'est|lautet)\s+|\s*[:=-]\s*)(?:like\s+)?[^\s,;]{3,40}(?=[\s,;.!?]|$)`,
      'giu',
    ),
    keepLead: new RegExp(
      String.raw`^.*?\b(?:${SECRET_WORD})(?:\s+(?:is|es|é|e|est|ist|c'est|lautet)\s+|\s*[:=-]\s*)`,
      'iu',
    ),
  },
  {
    label: '[phone number]',
    pattern: /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b|\b\d{10,11}\b/g,
  },
  // International: +44 7700 900123, +33 6 12 34 56 78, +49 151 23456789, +55 11 98765-4321.
  { label: '[phone number]', pattern: /\+\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){2,5}\b/g },
  // France 06 12 34 56 78; Spain 612 345 678; Brazil (11) 98765-4321; Germany 0151 2345678.
  { label: '[phone number]', pattern: /\b0\d(?:[\s.-]?\d{2}){4}\b/g },
  { label: '[phone number]', pattern: /\b[6789]\d{2}[\s.]\d{3}[\s.]\d{3}\b/g },
  { label: '[phone number]', pattern: /\(\d{2}\)\s?\d{4,5}[\s.-]?\d{4}\b/g },
  { label: '[phone number]', pattern: /\b0\d{2,4}[\s/-]\d{5,8}\b/g },
  // Spaced the way each country says them (none is a year, a price or a score): a Brazilian
  // mobile with its 9 apart, 11 9 5555 0143, (11) 9 5555-0143, 11 95555-0143, or a landline
  // 11 5555-0143 (not a school year, "year 11 2023-2024"); Spain 612 34 56 78 and 91 234 56 78;
  // Germany 0176 1234 5678, 030 123 4567 (an area code never starts 00: "4000 0000 0000").
  {
    label: '[phone number]',
    pattern:
      /(?:\(\d{2}\)\s?|\b\d{2}[\s.-])(?!(?:9[\s.-]?)?(?:19|20)\d\d[\s.-](?:19|20)\d\d\b)(?:9[\s.-]?\d{4}[\s.-]?|\d{4,5}[-.])\d{4}\b/g,
  },
  {
    label: '[phone number]',
    pattern: /\b[6789]\d{2}(?:[\s.]\d{2}){3}\b|\b[89]\d[\s.]\d{3}(?:[\s.]\d{2}){2}\b/g,
  },
  { label: '[phone number]', pattern: /\b0[1-9]\d{1,3}[\s/-]\d{3,4}[\s-]\d{3,5}\b/g },
  // US seven-digit numbers: 555-0142, 555 0142, 555.0142 (not "555 - 142" in a sum).
  { label: '[phone number]', pattern: /\b\d{3}[-.]\d{4}\b|\b555 \d{4}\b/g },
  {
    label: '[password]',
    pattern: /\b(?:pin|pin code|code pin|pin-code)\s*(?:is|es|é|est|ist|:)?\s*\d{4,8}\b/gi,
  },
  // A number given as one: "call me 5550142", "mi numero es 5550142".
  {
    label: '[phone number]',
    pattern:
      /\b(?:number|num|cell|phone|call|text|tel|número|numero|celular|cel|telefone|telefono|teléfono|whatsapp|wpp|zap|portable|tél|nummer|handy|handynummer)\b[^\d\n]{0,20}\d[\d\s.-]{5,14}\d\b/giu,
    keepLead: /^\D*/,
  },
  // Digits spelled out: "five five five zero one four two".
  {
    label: '[phone number]',
    pattern: new RegExp(
      String.raw`\b(?:(?:${NUMBER_WORDS})[\s,-]+){6,}(?:${NUMBER_WORDS})\b`,
      'giu',
    ),
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
  // A short street type typed in lower case is an address when a flat or a house follows it, or
  // when the child says it is their house: "3318 juniper ct apt 2b", "my house is 12 oak dr".
  {
    label: '[address]',
    pattern: new RegExp(
      String.raw`\b\d{1,5}\s+(?:[a-z]+\s+){1,2}(?:${STREET_SHORT.toLowerCase()})\b\.?,?\s*(?:apt|apartment|unit|suite|#|flat)\s*#?\w{1,4}\b|\b(?:my|our) (?:house|home|place|apartment|flat) is (?:at )?\d{1,5}\s+(?:[a-z]+\s+){1,2}(?:${STREET_SHORT.toLowerCase()}|${STREET_FULL})\b(?:,?\s*(?:apt|apartment|unit|suite|#|flat)\s*#?\w{1,4}\b)?`,
      'gi',
    ),
  },
  // "calle Mayor 12", "rua das Flores, 123", "12 rue de la Paix", "Hauptstraße 5".
  {
    label: '[address]',
    pattern: new RegExp(
      String.raw`\b(?:${STREET_INTL})\.?\s+(?!(?:${NOT_A_STREET_NAME})\b)(?:[\p{L}'-]+[\s,]+){1,4},?\s*(?:n[º°o]\.?\s*)?\d{1,5}\b|\b\d{1,5},?\s+(?:${STREET_INTL})\s+(?:[\p{L}'-]+\s*){1,4}`,
      'giu',
    ),
  },
  { label: '[address]', pattern: new RegExp(GERMAN_STREET, 'giu') },
  // Case matters here: see GERMAN_RING.
  { label: '[address]', pattern: new RegExp(GERMAN_RING, 'gu') },
  {
    label: '[address]',
    pattern: new RegExp(
      String.raw`\b(?:wohne|wohnen|wohnt)\s+(?:am|im|in der|in)\s+[\p{L}-]+ring\s+\d{1,4}[a-z]?\b`,
      'giu',
    ),
  },
  {
    label: '[address]',
    pattern:
      /\b(?:my|our) (?:home )?address is\s+[^.!?\n]{3,80}|\b(?:i live|we live|i'?m|im) (?:at|on) \d{1,5}\s+[^.!?\n,]{3,40}|\b(?:vivo|moro|j'habite|ich wohne)\s+(?:en|na|no|em|au|à|a|in)\s+(?:la\s+|der\s+)?(?:\d{1,5}\s+)?(?:calle|rua|avenida|rue|av\.?|straße|strasse)\s+[^.!?\n,]{2,40}/giu,
  },
  { label: '[handle]', pattern: /(?<![\w.])@[A-Za-z0-9_.]{3,30}\b/g },
  {
    label: '[handle]',
    pattern: new RegExp(
      String.raw`\b(?:my|his|her|mi|meu|mon|mein)\s+(?:${HANDLE_APP}|handle|username|user name|gamertag|usuario|pseudo|user)(?:\s+(?:handle|name|username|user))?\s*(?:is|es|é|e|est|c'est|ist|:)\s+[A-Za-z0-9_.]{3,30}`,
      'giu',
    ),
  },
  {
    label: '[handle]',
    pattern: new RegExp(
      String.raw`\b(?:add|follow|dm|message|hmu on|find|text)\s+me\s+(?:on|at)\s+(?:${HANDLE_APP})[\s:,-]*(?:(?:it'?s|its|is|:)\s*)?[A-Za-z0-9_.]{3,30}|\b(?:agr[eé]game|sígueme|sigueme|me sigue|me add|me adiciona|me segue|ajoute[- ]moi|suis[- ]moi|add mich)\s+(?:en|no|na|sur|auf)\s+(?:${HANDLE_APP})[\s:,-]*[A-Za-z0-9_.]{3,30}`,
      'giu',
    ),
  },
  {
    label: '[name]',
    pattern:
      /\b(?:[Mm]y (?:full |real |last )?name is|[Mm]y name's|I'm called|I am called|[Hh]is (?:full |real )?name is|[Hh]er (?:full |real )?name is)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z'-]+)+/g,
  },
  { label: '[name]', pattern: /\b(?:my|his|her) (?:full|real) name is\s+[a-z]+\s+[a-z'-]+/gi },
  // A full name with a school: "im sam patel from lincoln middle".
  {
    label: '[name]',
    pattern: new RegExp(
      String.raw`\b(?:${INTRO})\s+[\p{L}'-]{2,}\s+[\p{L}'-]{2,}(?=[^.!?\n]{0,50}\b(?:${SCHOOL})\b)`,
      'giu',
    ),
    keepLead: new RegExp(String.raw`^(?:${INTRO})\s+`, 'iu'),
  },
];

/** Words that look like a name but are not ("i am so tired at school"). */
const NOT_A_NAME =
  /^(?:(?:i'?m|i am|im|soy|ich bin|je suis|eu sou)\s+(?:so|very|really|not|in|at|the|a|an|going|gonna|from|at|new|still|always|never|just|too|muy|en|la|el|tan|tres|très|en|nicht|sehr|in|der|die|das|na|no|em|um|uma|do|da))\b/iu;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface PersonalInfo {
  masked: string;
  /** Where the first label landed in `masked`, or -1 when nothing was found. */
  first: number;
  /** The labels used, e.g. ["[phone number]", "[password]"]. */
  kinds: string[];
}

/** Masks personal details, the child's own full names first (in any case). */
export function maskPersonalInfo(
  text: string,
  names: { first: string; last: string }[] = [],
): PersonalInfo {
  let masked = text;
  const kinds = new Set<string>();
  for (const { first, last } of names) {
    if (first.trim().length < 2 || last.trim().length < 2) continue;
    const re = new RegExp(
      `\\b${escapeRegExp(first.trim())}\\s+${escapeRegExp(last.trim())}\\b`,
      'gi',
    );
    masked = masked.replace(re, () => {
      kinds.add('[name]');
      return '[name]';
    });
  }
  for (const { label, pattern, keepLead } of DETECTORS) {
    pattern.lastIndex = 0;
    // Digits in a sum look like a phone number ("0412 x 2 = 824", "the answer is 555 0142"):
    // a phone pattern that overlaps arithmetic is left as it is (arithmetic.ts).
    const source = masked;
    let sums: Span[] | undefined;
    masked = source.replace(pattern, (match: string, ...rest: unknown[]) => {
      if (label === '[phone number]') {
        const offset = rest.find((r): r is number => typeof r === 'number') ?? 0;
        sums ??= arithmeticSpans(source);
        if (overlaps(sums, offset, offset + match.length)) return match;
      }
      if (label === '[name]' && (NOT_A_NAME.test(match) || !looksLikeName(match))) return match;
      kinds.add(label);
      // "My name is Sam Patel" keeps its lead-in ("My name is [name]") so the sentence reads.
      const lead = (keepLead ?? /^(.*?\b(?:is|name's|called)\s+)/i).exec(match);
      return lead && lead[0].length < match.length ? `${lead[0]}${label}` : label;
    });
  }
  const first =
    kinds.size === 0
      ? -1
      : masked.search(/\[(?:e-mail|phone number|address|name|handle|password)\]/);
  return { masked, first, kinds: [...kinds] };
}
