import type { SafetyCategory as ScreenCategory } from '../../features/safety/types';

export const TUTOR_MODES = ['study_buddy', 'teacher', 'discovery', 'review', 'creative'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * What the platform did about a flag: `redacted` (personal details masked, the chat goes on),
 * `escalated` (self-harm: helpline reply and parents e-mailed; abuse: staff review), `blocked`
 * (the words are withheld), `supported` (the child reports being hurt or bullied: kept, caring
 * reply), `reply_replaced` (a tutor reply failed screening and was replaced), `held` (a direct
 * message, encouragement or piece of evidence kept from others until staff release it),
 * `reported` (a user reported a conversation: the report and its messages wait for staff).
 */
export const ACTIONS = [
  'redacted',
  'escalated',
  'blocked',
  'supported',
  'reply_replaced',
  'held',
  'reported',
] as const;
export type SafetyAction = (typeof ACTIONS)[number];

export interface TutorConversationsTable {
  id: string;
  student_id: string;
  title: string;
  mode: TutorMode;
  created_at: string;
  updated_at: string;
}

export interface TutorMessagesTable {
  id: string;
  conversation_id: string;
  student_id: string;
  role: 'student' | 'tutor';
  content: string;
  flagged: number;
  /** 1 for a turn about possible abuse (safety team only, never shown to parents). */
  hidden_from_parents: number;
  created_at: string;
}

export interface TutorSettingsTable {
  student_id: string;
  enabled: number;
  daily_limit: number | null;
  allowed_modes: string;
  monitoring: number;
  email_alerts: number;
  updated_by: string | null;
  updated_at: string;
}

/** Where an incident's text was written (docs/safety.md, "What a flag does on each surface"). */
export const INCIDENT_SURFACES = [
  'tutor',
  'direct_message',
  'encouragement',
  'evidence',
  'report',
] as const;
export type IncidentSurface = (typeof INCIDENT_SURFACES)[number];

export interface SafetyIncidentsTable {
  id: string;
  student_id: string;
  conversation_id: string | null;
  message_id: string | null;
  /** Any category of the screen (features/safety), on every surface. */
  category: ScreenCategory;
  severity: Severity;
  action_taken: SafetyAction;
  excerpt: string;
  created_at: string;
  status: 'open' | 'resolved';
  reviewed_by: string | null;
  resolved_at: string | null;
  resolution_note: string | null;
  /** Migration 012: where the text was written ('tutor' for the tutor's chat). */
  surface: IncidentSurface;
  /** The direct message, encouragement, evidence or portfolio item (outside the tutor). */
  item_id: string | null;
  /** 1 when possible abuse is among the item's flags: kept from parents. */
  hidden_from_parents: number;
}
