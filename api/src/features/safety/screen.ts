import { classify, embeddedModel, type LinearModel, type Probabilities } from './classifier/model';
import { conversationFlags } from './conversation';
import { CLASSIFIER_SEVERITY } from './severity';
import { lexiconHits } from './lexicon';
import { screenPossibleSelfHarm } from './possible-self-harm';
import { prepare, type Prepared } from './prepare';
import {
  excerptAround,
  mergeFlags,
  POSSIBLE_SELF_HARM_SEVERITY,
  SAFETY_CATEGORIES,
  type Flag,
  type SafetyCategory,
} from './types';

/**
 * A category the classifier adds next to one a phrase or detector already found must be more
 * likely than this: "my stepdad hits me" is abuse, and not also violence at 0.3.
 */
export const SECOND_CATEGORY_PROBABILITY = 0.6;

/**
 * Homework, games, stories, sport, class: where most look-alikes live ("we learned about
 * suicide prevention in health class", "my character died in the game"). There the classifier
 * alone must be surer of itself; a phrase from the lexicon still counts as it is.
 */
const CONTEXT =
  /\b(?:game|games|gaming|level|boss|minecraft|fortnite|roblox|character|book|novel|story|chapter|movie|film|show|episode|series|song|lyrics|poem|history|class|lesson|homework|project|essay|report|science|biology|chemistry|health|test|quiz|practice|match|team|coach|recipe|juego|libro|historia|clase|tarea|pelicula|cancion|cuento|proyecto|jeu|livre|histoire|cours|devoirs|chanson|roman|projet|jogo|livro|aula|licao|filme|musica|projeto|trabalho|spiel|buch|geschichte|unterricht|hausaufgaben|lied|roman|referat|projekt)\b/;

/** The probability a classifier-only flag needs in such a context. */
export const CONTEXT_PROBABILITY = 0.8;

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

export function classifierFlags(
  prepared: Prepared,
  probabilities: Probabilities,
  model: LinearModel,
  found: ReadonlySet<SafetyCategory>,
): Flag[] {
  const others = [...found].some((c) => c !== 'personal_info');
  const context = CONTEXT.test(prepared.normalized);
  const flags: Flag[] = [];
  for (const category of SAFETY_CATEGORIES) {
    if (found.has(category)) continue;
    const p = probabilities[category];
    const threshold = model.thresholds[category];
    if (p < threshold) continue;
    if (others && p < SECOND_CATEGORY_PROBABILITY) continue;
    if (context && category !== 'personal_info' && p < CONTEXT_PROBABILITY) continue;
    flags.push({
      category,
      severity: CLASSIFIER_SEVERITY[category],
      reported:
        (category === 'bullying' || category === 'abuse' || category === 'sexual') &&
        reportedBy(prepared.normalized),
      excerpt: excerptAround(prepared.masked, 0, 140),
      source: 'classifier',
    });
  }
  return flags;
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
  flags.push(
    ...classifierFlags(prepared, probabilities, model, new Set(flags.map((f) => f.category))),
  );

  // The scored "possible self-harm" tier speaks only when nothing but personal details was
  // found: a child quoting a bully ("they say i should just die") is not talking of themselves.
  if (flags.every((f) => f.category === 'personal_info')) {
    const possible = screenPossibleSelfHarm(prepared.masked.replace(/[’‘]/g, "'"));
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
  if (opts.history?.length) {
    const found = new Set(flags.map((f) => f.category));
    flags.push(...conversationFlags(prepared, probabilities, opts.history, model, found));
  }
  return { flags: mergeFlags(flags), masked: prepared.masked, probabilities };
}
