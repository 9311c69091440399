/** One key per step, 0 to MAX_STEP, naming it in the progress indicator. */
export const STEP_KEYS = [
  'persona',
  'vision',
  'quests',
  'tasks',
  'badge',
  'diploma',
  'portfolio',
  'signup',
] as const;
