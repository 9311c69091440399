import { POSSIBLE_SELF_HARM_SEVERITY, type SafetyCategory, type Severity } from './types';

/** What a classifier-only flag weighs; a lexicon phrase may raise it (see lexicon/). */
export const CLASSIFIER_SEVERITY: Record<SafetyCategory, Severity> = {
  // The classifier alone is less sure than a phrase: a check-in and a case (possible self-harm).
  self_harm: POSSIBLE_SELF_HARM_SEVERITY,
  violence: 'high',
  abuse: 'high',
  sexual: 'high',
  bullying: 'medium',
  drugs: 'medium',
  personal_info: 'medium',
};
