export const SAFETY_CATEGORIES = [
  'personal_info',
  'self_harm',
  'violence',
  'abuse',
  'sexual',
  'bullying',
  'drugs',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export * from '../../db/tables/tutor';
