/**
 * Arithmetic in a message: digit groups joined by an operator ("0412 x 2 = 824", "solve 3456 +
 * 7890 - 1234", "555 menos 142", "7560 geteilt durch 12", "24 fois 3"), and in a maths message
 * the number given as its answer ("worksheet 4: the answer is 555 0142?"). Such numbers are a
 * sum, not a phone number: the phone detectors leave them unmasked and the classifier's
 * personal-details head reads the message without them (pii.ts, screen.ts).
 *
 * Read on the text as written (offsets are the caller's), so accents are spelled both ways.
 * A hyphen, a slash or a colon is a phone number's separator as often as an operator ("555-0142",
 * "it's 555 - 0199 call me", "0176/1234567", "4:30"): it makes a sum only in a maths message.
 */

/** A number standing alone: not part of a word or a unit ("500mg", "4th", "b12"). */
const NUM = String.raw`(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])`;
const WORD_OPERATOR = String.raw`(?:times|plus|minus|over|divided by|multiplied by|por|m[aá]s|menos|entre|dividido (?:por|entre)|multiplicado por|vezes|mais|fois|moins|divis[ée] par|multipli[ée] par|mal|geteilt durch|durch|multipliziert mit)`;
/**
 * A symbol right after a number, or with spaces on both sides; a plus or minus with a space
 * before and none after is a sign ("555 0142 +44 7700 900123" is two phone numbers).
 */
const OPERATOR = String.raw`(?:[-+×*÷=−–/:x]\s*|\s+[-+×*÷=−–/:x]\s+|\s+[×*÷=−/:x]|\s+${WORD_OPERATOR}\s+)`;
const EXPRESSION = new RegExp(String.raw`${NUM}(?:${OPERATOR}${NUM})+`, 'giu');

/** "divide 7560 by 12", "multiplica 24 por 3", "teile 7560 durch 12". */
const INSTRUCTION = new RegExp(
  String.raw`\b(?:divide|multiply|subtract|add|divid[ae]|dividir|multiplica|multiplicar|resta|restar|suma|sumar|subtrai|soma|somar|divise[rz]?|multiplie[rz]?|soustrai[st]|soustraire|ajoute[rz]?|teile|teilt|multipliziere|subtrahiere|addiere)\s+(${NUM}\s+(?:by|from|to|and|por|entre|de|a|y|e|par|et|à|durch|mit|von|zu|und)\s+${NUM})`,
  'giu',
);

/** Operators that make a sum on their own: a symbol only sums use, or a word. */
const STRONG = new RegExp(String.raw`[+×*÷=−x]|\s${WORD_OPERATOR}\s`, 'iu');
/**
 * In a maths message, also a hyphen, a slash or a colon with spaces around it ("what is 555 -
 * 142"), and a slash or a colon without ("long division 7560/12"); never a bare hyphen.
 */
const WEAK = /\s[-–/:]\s|\d[/:]\d/;

/** Words that make a message a maths exercise, in the five languages. */
const MATHS =
  /\b(?:maths?|worksheet|equations?|solve|calculate|calculator|arithmetic|sums?|long division|division|multiplication|subtraction|addition|fractions?|times tables?|matem[aá]ticas?|mates|ecuaci[oó]n|calcular|cuentas?|divisi[oó]n|multiplicaci[oó]n|ejercicio|equa[cç][aã]o|contas?|divis[aã]o|multiplica[cç][aã]o|exerc[ií]cio|exo|exercice|calcul|soustraction|mathe|matheaufgabe|rechnen|rechenaufgabe|gleichung|aufgabe|rechnung)\b/iu;

/** A sum asked for: "what is ...", "cuánto es", "quanto é", "combien font", "was ist", "= ?". */
const SUM_QUESTION =
  /\b(?:what(?: i|[’'])?s|how much is|cu[aá]nto (?:es|son|da)|quanto (?:[ée]|d[aá])|combien (?:font|fait)|wie ?viel (?:ist|sind|gibt)|was (?:ist|gibt|ergibt))\b|=\s*\?/iu;

/**
 * In a maths message, the number given as a result or named as a number: "the answer is 555
 * 0142?", "el resultado es 2468", "ça fait 824", "das ergebnis ist 1234 5678", "dans le nombre
 * 0612345678 combien de chiffres pairs". The number is the captured group.
 */
const RESULT = new RegExp(
  String.raw`\b(?:(?:the )?(?:answer|result|total|solution)(?: is| was| would be)?|equals|is equal to|i got|(?:la )?respuesta(?: es)?|(?:el )?resultado(?: es| da)?|me (?:da|dio|sale|sali[oó])|(?:a )?resposta(?: [ée])?|(?:o )?resultado(?: [ée]| deu)?|(?:la )?r[ée]ponse(?: est)?|(?:le )?r[ée]sultat(?: est)?|[çc]a fait|je trouve|(?:die )?antwort(?: ist)?|(?:das )?ergebnis(?: ist)?|ergibt|the number|el n[uú]mero|o n[uú]mero|le nombre|die zahl)\s*[:=]?\s*(\d[\d .,]{0,14}\d|\d)(?![\p{L}\d])`,
  'giu',
);

/** The same, the number first: "...and 555 0142 is the answer?", "0612 es el resultado". */
const RESULT_AFTER = new RegExp(
  String.raw`(?<![\p{L}\d])(\d[\d .,]{0,14}\d|\d)\s+(?:is|was|es|era|[ée]|est|ist|war) (?:the |my |la |el |mi |a |o |minha |meu |ma |mon |die |das |meine? )?(?:answer|result|solution|respuesta|resultado|soluci[oó]n|resposta|solu[cç][aã]o|r[ée]ponse|r[ée]sultat|antwort|ergebnis|l[oö]sung)\b`,
  'giu',
);

export type Span = [start: number, end: number];

/** Where arithmetic is in `text`, as [start, end) offsets. */
export function arithmeticSpans(text: string): Span[] {
  const maths = MATHS.test(text) || SUM_QUESTION.test(text);
  const spans: Span[] = [];
  for (const m of text.matchAll(EXPRESSION)) {
    if (STRONG.test(m[0]) || (maths && WEAK.test(m[0]))) {
      spans.push([m.index, m.index + m[0].length]);
    }
  }
  for (const m of text.matchAll(INSTRUCTION)) {
    const start = m.index + m[0].length - m[1]!.length;
    spans.push([start, m.index + m[0].length]);
  }
  if (maths || spans.length > 0) {
    for (const m of text.matchAll(RESULT)) {
      const end = m.index + m[0].length;
      spans.push([end - m[1]!.length, end]);
    }
    for (const m of text.matchAll(RESULT_AFTER)) spans.push([m.index, m.index + m[1]!.length]);
  }
  return spans;
}

/** Whether [start, end) overlaps any of `spans`. */
export const overlaps = (spans: Span[], start: number, end: number): boolean =>
  spans.some(([s, e]) => start < e && end > s);

/** `text` with its arithmetic blanked, or null when it has none. */
export function withoutArithmetic(text: string): string | null {
  const spans = arithmeticSpans(text);
  if (spans.length === 0) return null;
  let out = '';
  let at = 0;
  for (const [s, e] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (s >= at) out += `${text.slice(at, s)} `;
    at = Math.max(at, e);
  }
  return out + text.slice(at);
}
