import { classify, embeddedModel, type LinearModel, type Probabilities } from './classifier/model';
import { conversationFlags } from './conversation';
import { CLASSIFIER_SEVERITY } from './severity';
import { mayHoldPersonalDetail } from './personal-cue';
import { groomingWithoutSexualContent } from './grooming';
import { isGiftExchange } from './lexicon/gift-exchange';
import { withoutJokedViolence } from './joke';
import { lexiconHits } from './lexicon';
import { screenPossibleSelfHarm } from './possible-self-harm';
import { prepare, type Prepared } from './prepare';
import { asksForPhotoOfAThing, speaksOfArt } from './photo-of-a-thing';
import {
  excerptAround,
  mergeFlags,
  POSSIBLE_SELF_HARM_SEVERITY,
  SAFETY_CATEGORIES,
  type Flag,
  type SafetyCategory,
} from './types';

/**
 * A category the classifier adds next to one a phrase, a detector or a likelier category of
 * its own already found must be more likely than this: "my stepdad hits me" is abuse, and not
 * also violence at 0.3; "i want it all to be over" is self-harm, and not also sexual at 0.3.
 */
export const SECOND_CATEGORY_PROBABILITY = 0.6;

/**
 * Homework, games, stories, sport, class, trips and family events: where most look-alikes live
 * ("we learned about suicide prevention in health class", "my character died in the game",
 * "i'll be gone on friday for my cousin's wedding", a day off school for the orthodontist or
 * a holiday, the last day before the break). There the classifier
 * alone must be surer of itself; a phrase from the lexicon still counts as it is.
 */
const CONTEXT =
  /\b(?:game|games|gaming|level|boss|minecraft|fortnite|roblox|character|book|novel|story|chapter|movie|film|show|episode|series|song|lyrics|poem|history|class|lesson|homework|project|essay|report|science|biology|chemistry|health|test|quiz|practice|match|team|coach|recipe|cooking|cook|kitchen|bbq|barbecue|receta|cocinar|cocina|asado|receita|cozinhar|cozinha|churrasco|recette|cuisine|cuisiner|rezept|kochen|backen|grillen|wedding|vacation|holiday|holidays|trip|camp|tournament|recital|dentist|appointment|concert|sleepover|orthodontist|doctor|last day|dentista|oculista|medico|ultimo dia|festivo|feriado|rdv|rendez vous|orthodontiste|docteur|dernier jour|ferie|zahnarzt|kieferorthopade|arzt|letzter tag|bruckentag|boda|vacaciones|viaje|campamento|torneo|casamento|ferias|viagem|acampamento|mariage|vacances|voyage|colonie|tournoi|hochzeit|urlaub|ferien|reise|zeltlager|turnier|juego|libro|historia|clase|tarea|pelicula|cancion|cuento|proyecto|jeu|livre|histoire|cours|devoirs|chanson|roman|projet|jogo|livro|aula|licao|filme|musica|projeto|trabalho|spiel|buch|geschichte|unterricht|hausaufgaben|lied|roman|referat|projekt)\b/;

/** The probability a classifier-only flag needs in such a context. */
export const CONTEXT_PROBABILITY = 0.8;

/**
 * A message this short ("i wrote a melody", "i drew my cat") gives the classifier only a few
 * n-grams to go on, so alone it must be surer of itself: fewer than this many words...
 */
export const SHORT_MESSAGE_WORDS = 7;
/**
 * ...need this probability for a classifier-only flag, unless a phrase or a detector found
 * something in the message or, for self-harm, the possible self-harm score hears a cue. Both
 * chosen by cross-validation on the corpus (`npm run safety:cv`): fewer look-alikes flagged
 * for the fewest harmful messages lost.
 */
export const SHORT_MESSAGE_PROBABILITY = 0.8;

/**
 * Self-harm and threats of violence, whose recall target is 1.0: a missed child in crisis costs
 * far more than a false flag, so their classifier-only flags need less (issue #13). Both
 * values chosen by cross-validation on the corpus (`npm run safety:cv`), keeping the overall
 * precision at 0.9 or more.
 */
const CRITICAL: ReadonlySet<SafetyCategory> = new Set(['self_harm', 'violence']);
/** A short message needs this much from the self-harm or violence head (0.8 elsewhere). */
export const SHORT_MESSAGE_PROBABILITY_CRITICAL = 0.6;
/**
 * The self-harm or violence head this sure flags without the harmful head's agreement ("i
 * counted my pills. i have enough": self-harm 0.99, harmful at all 0.38).
 */
export const CRITICAL_SURE = 0.9;

/**
 * The harmful head (harmful at all, trained on every labelled message) must agree before a
 * category's head alone flags a message in which no phrase or detector found anything: it has
 * seen every look-alike, where a category's head has seen few of its own ("show me pictures of
 * dolphins" is not sexual).
 */
export const HARMFUL_AGREES = 0.4;
/**
 * When the harmful head is this sure and no category reaches its threshold, the message is
 * flagged for its most likely category (not personal details, which the detectors own): a
 * child's risk told in words no category has seen enough of. Surer in a homework, game or
 * story context. Chosen, like HARMFUL_AGREES, by cross-validation on the corpus.
 */
export const HARMFUL_ALONE = 0.8;
export const HARMFUL_ALONE_IN_CONTEXT = 0.9;

const wordCount = (text: string) => text.split(/[\s.!?]+/).filter(Boolean).length;

export interface EngineOptions {
  names?: { first: string; last: string }[];
  /** The same author's recent messages in the thread, oldest first. */
  history?: string[];
  /**
   * Phrases and detectors only, as for the tutor's own replies: the classifier and the
   * possible self-harm score are trained on and tuned for children's words.
   */
  phrasesOnly?: boolean;
  /** The classifier to use (cross-validation passes a model trained without the fold). */
  model?: LinearModel;
}

export interface EngineResult {
  flags: Flag[];
  masked: string;
  /** The classifier's probabilities for the message alone (absent with `phrasesOnly`). */
  probabilities?: Probabilities;
}

/** A child telling of something done to them, not saying it to someone ("they call me…"). */
const REPORTED =
  /\b(?:me|mi|moi|mich|mir|mim|comigo|conmigo)\b|\bi am (?:being|getting)\b|\bwhen i\b/;
const AIMED = /\b(?:you|your|yourself|tu|te|toi|du|dich|voce)\b/;
const reportedBy = (normalized: string) => REPORTED.test(normalized) && !AIMED.test(normalized);

function classifierFlag(prepared: Prepared, category: SafetyCategory): Flag {
  return {
    category,
    severity: CLASSIFIER_SEVERITY[category],
    reported:
      (category === 'bullying' || category === 'abuse' || category === 'sexual') &&
      reportedBy(prepared.normalized),
    excerpt: excerptAround(prepared.masked, 0, 140),
    source: 'classifier',
  };
}

export function classifierFlags(
  prepared: Prepared,
  probabilities: Probabilities,
  model: LinearModel,
  found: ReadonlySet<SafetyCategory>,
  selfHarmCue = false,
  personalByPhrase = false,
): Flag[] {
  // Personal details found say nothing of the message's other risks, so they do not stand in
  // for the harmful head's agreement ("meet at the park at 5 with the boy from free fire" is not
  // a drug deal at 0.73 when the harmful head says 0.3). And a phrase that found them ("home
  // alone until 7", a meeting with someone from online) has read the message as a phrase for
  // any other category has: the classifier's reading of the same words is a second category.
  const otherRisk = [...found].some((c) => c !== 'personal_info');
  const others = otherRisk || personalByPhrase;
  // A message with a sum is a maths exercise: its numbers, no longer masked as a phone number,
  // are noise to every head ("dans le nombre 0612345678 combien de chiffres pairs": violence
  // at 0.38). Maths named in passing ("thanks for the help with math") is not context.
  // A gift exchange drawn by lot (Secret Santa, "amigo invisible", "Wichteln") is a class or
  // family event, whose secrecy is the game's (lexicon/gift-exchange.ts).
  const context =
    CONTEXT.test(prepared.normalized) ||
    isGiftExchange(prepared.normalized) ||
    prepared.classifierTextWithoutArithmetic !== null;
  // A photo of a named thing, or art and its history: the sexual head alone does not flag there.
  const harmlessSubject =
    asksForPhotoOfAThing(prepared.normalized) || speaksOfArt(prepared.normalized);
  // Gifts, secrecy or a meeting with nothing sexual said: the sexual head alone does not add
  // sexual to grooming that a phrase or the abuse head reads (grooming.ts).
  const groomingOnly = groomingWithoutSexualContent(prepared.normalized);
  const groomingRead =
    groomingOnly && (found.has('abuse') || probabilities.abuse >= model.thresholds.abuse);
  const short = wordCount(prepared.classifierText) < SHORT_MESSAGE_WORDS;
  // In a message with a sum ("is this right: 0412 x 2 = 824? the zero confuses me") the
  // personal-details head reads the message without it, since digits in a sum look to it like a
  // phone number (and "zero" like one spelled out), and alone it needs the harmful head to agree,
  // as every other head does.
  const sumless =
    prepared.classifierTextWithoutArithmetic === null
      ? null
      : classify(model, prepared.classifierTextWithoutArithmetic);
  const flags: Flag[] = [];
  for (const category of SAFETY_CATEGORIES) {
    if (found.has(category)) continue;
    if (
      category === 'personal_info' &&
      sumless &&
      (sumless.personal_info < model.thresholds.personal_info ||
        (!otherRisk && sumless.harmful < HARMFUL_AGREES))
    )
      continue;
    const p = probabilities[category];
    const threshold = model.thresholds[category];
    if (p < threshold) continue;
    if (category === 'personal_info' && !mayHoldPersonalDetail(prepared.normalized)) continue;
    if (others && p < SECOND_CATEGORY_PROBABILITY) continue;
    if (context && category !== 'personal_info' && p < CONTEXT_PROBABILITY) continue;
    if (category === 'sexual' && (harmlessSubject || groomingRead)) continue;
    const critical = CRITICAL.has(category);
    if (
      category !== 'personal_info' &&
      !otherRisk &&
      probabilities.harmful < HARMFUL_AGREES &&
      !(critical && p >= CRITICAL_SURE)
    )
      continue;
    const supported = found.size > 0 || (category === 'self_harm' && selfHarmCue);
    const shortNeeds = critical ? SHORT_MESSAGE_PROBABILITY_CRITICAL : SHORT_MESSAGE_PROBABILITY;
    if (short && category !== 'personal_info' && !supported && p < shortNeeds) continue;
    flags.push(classifierFlag(prepared, category));
  }
  const likeliest = Math.max(...flags.map((f) => probabilities[f.category]));
  const kept = flags.filter(
    (f) =>
      probabilities[f.category] === likeliest ||
      probabilities[f.category] >= SECOND_CATEGORY_PROBABILITY,
  );
  const alone = context ? HARMFUL_ALONE_IN_CONTEXT : HARMFUL_ALONE;
  // With a self-harm cue heard, the possible self-harm tier names the category: the harmful
  // head only knows something is wrong, and its likeliest guess ("a bus hits me": violence at
  // 0.10 over self-harm at 0.07) would turn a child's crisis into a threat.
  if (found.size === 0 && kept.length === 0 && probabilities.harmful >= alone && !selfHarmCue) {
    const likeliestCategory = SAFETY_CATEGORIES.filter((c) => c !== 'personal_info').reduce(
      (a, b) => (probabilities[b] > probabilities[a] ? b : a),
    );
    // Grooming with nothing sexual said is abuse, whichever of the two heads leans further.
    const category = likeliestCategory === 'sexual' && groomingOnly ? 'abuse' : likeliestCategory;
    if (!(harmlessSubject && category === 'sexual')) kept.push(classifierFlag(prepared, category));
  }
  return kept;
}

/** The embedded screen: every layer on one message (and its thread), no network. */
export function screenMessage(text: string, opts: EngineOptions = {}): EngineResult {
  const prepared = prepare(text, opts.names);
  const flags: Flag[] = [];
  if (prepared.first >= 0) {
    flags.push({
      category: 'personal_info',
      severity: 'medium',
      reported: false,
      excerpt: excerptAround(prepared.masked, prepared.first, 20),
      source: 'detector',
    });
  }
  flags.push(...lexiconHits(prepared.masked, prepared.normalized));
  if (opts.phrasesOnly) return { flags: mergeFlags(flags), masked: prepared.masked };

  const model = opts.model ?? embeddedModel();
  const probabilities = classify(model, prepared.classifierText);
  const possible = screenPossibleSelfHarm(prepared.masked.replace(/[’‘]/g, "'"));
  flags.push(
    ...classifierFlags(
      prepared,
      probabilities,
      model,
      new Set(flags.map((f) => f.category)),
      possible !== null,
      flags.some((f) => f.category === 'personal_info' && f.source === 'lexicon'),
    ),
  );

  // The scored "possible self-harm" tier speaks only when nothing but personal details was
  // found: a child quoting a bully ("they say i should just die") is not talking of themselves.
  if (flags.every((f) => f.category === 'personal_info')) {
    if (possible) {
      flags.push({
        category: 'self_harm',
        severity: POSSIBLE_SELF_HARM_SEVERITY,
        reported: false,
        excerpt: excerptAround(prepared.masked, possible.index, possible.length),
        source: 'lexicon',
      });
    }
  }
  const kept = withoutJokedViolence(flags, prepared.normalized);
  if (opts.history?.length) {
    const found = new Set(kept.map((f) => f.category));
    kept.push(...conversationFlags(prepared, probabilities, opts.history, model, found));
  }
  return { flags: mergeFlags(kept), masked: prepared.masked, probabilities };
}
