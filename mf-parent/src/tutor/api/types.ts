import type { ChildTutorSettings, TutorMessage } from '@optio/contracts/tutor';
export const TUTOR_MODES = ['study_buddy', 'teacher', 'discovery', 'review', 'creative'] as const;
export type { TutorMode } from '@optio/contracts/tutor';
export const CATEGORIES = [
  'personal_info',
  'self_harm',
  'violence',
  'abuse',
  'sexual',
  'bullying',
  'drugs',
] as const;
export type { SafetyCategory as Category } from '@optio/contracts/tutor';
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type { Severity } from '@optio/contracts/tutor';

export type {
  ChildTutorConversation as ChildConversation,
  ChildTutorSettings,
  Incident,
  SafetyReport,
} from '@optio/contracts/tutor';
export type ChildMessage = TutorMessage;

export type SettingsChange = Partial<
  Pick<
    ChildTutorSettings,
    'enabled' | 'daily_limit' | 'allowed_modes' | 'monitoring' | 'email_alerts'
  >
>;
