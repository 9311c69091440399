// The AI tutor: conversations, settings, and what parents and the safety team see of it
// (api/src/features/tutor).
import { z } from 'zod';

export const TUTOR_MODES = ['study_buddy', 'teacher', 'discovery', 'review', 'creative'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];

/** The safety screen's categories, on every surface. */
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

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SAFETY_ACTIONS = [
  'redacted',
  'escalated',
  'blocked',
  'supported',
  'reply_replaced',
  'held',
  'reported',
] as const;

/** Where the text was written. */
export const INCIDENT_SURFACES = [
  'tutor',
  'direct_message',
  'encouragement',
  'evidence',
  'report',
] as const;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  mode: z.enum(TUTOR_MODES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const tutorMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  role: z.enum(['student', 'tutor']),
  content: z.string(),
  flagged: z.boolean(),
  created_at: z.string(),
});
export type TutorMessage = z.infer<typeof tutorMessageSchema>;

export const tutorSettingsSchema = z.object({
  enabled: z.boolean(),
  allowed_modes: z.array(z.enum(TUTOR_MODES)),
  daily_limit: z.number(),
  used_today: z.number(),
  monitoring: z.boolean(),
});
export type TutorSettings = z.infer<typeof tutorSettingsSchema>;

export const conversationMessagesSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(tutorMessageSchema),
});
export type ConversationMessages = z.infer<typeof conversationMessagesSchema>;

export const childConversationSchema = conversationSchema.extend({
  message_count: z.number(),
  flagged_count: z.number(),
});
export type ChildTutorConversation = z.infer<typeof childConversationSchema>;

/** A safety incident as a parent sees it. */
export const incidentSchema = z.object({
  id: z.string(),
  conversation_id: z.string().nullable(),
  message_id: z.string().nullable(),
  category: z.enum(SAFETY_CATEGORIES),
  severity: z.enum(SEVERITIES),
  action_taken: z.enum(SAFETY_ACTIONS),
  surface: z.enum(INCIDENT_SURFACES),
  /** The held or masked item outside the tutor (null for the tutor). */
  item_id: z.string().nullable(),
  excerpt: z.string(),
  created_at: z.string(),
  status: z.enum(['open', 'resolved']),
  resolved_at: z.string().nullable(),
  resolution_note: z.string().nullable(),
});
export type Incident = z.infer<typeof incidentSchema>;

const countsOf = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<T[number], z.ZodNumber>);

export const safetyReportSchema = z.object({
  summary: z.object({
    total: z.number(),
    open: z.number(),
    // In the order the API has always sent them.
    by_category: countsOf([
      'self_harm',
      'violence',
      'abuse',
      'sexual',
      'bullying',
      'drugs',
      'personal_info',
    ] as const),
    by_severity: countsOf(['low', 'medium', 'high', 'critical'] as const),
  }),
  incidents: z.array(incidentSchema),
});
export type SafetyReport = z.infer<typeof safetyReportSchema>;

export const childTutorSettingsSchema = z.object({
  enabled: z.boolean(),
  daily_limit: z.number(),
  tier: z.string(),
  tier_limit: z.number(),
  allowed_modes: z.array(z.enum(TUTOR_MODES)),
  monitoring: z.boolean(),
  email_alerts: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ChildTutorSettings = z.infer<typeof childTutorSettingsSchema>;

const person = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });

export const messageReportSchema = z.object({
  reason: z.string(),
  note: z.string().nullable(),
  reporter: person,
  reported: person,
  messages: z.array(
    z.object({ id: z.string(), sender_id: z.string(), body: z.string(), sent_at: z.string() }),
  ),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

/** A safety incident in the staff queue. */
export const staffIncidentSchema = incidentSchema.extend({
  student: person,
  reviewed_by: z.string().nullable(),
  /** Whether the item is still held (null for the tutor or a deleted item). */
  item_held: z.boolean().nullable(),
  /** For surface `report`: who reported whom, why, and the reported messages. */
  report: messageReportSchema.nullable(),
});
export type StaffIncident = z.infer<typeof staffIncidentSchema>;

export const endpoints = {
  'GET /api/tutor/settings': { 200: tutorSettingsSchema },
  'GET /api/tutor/conversations': {
    200: z.object({ conversations: z.array(conversationSchema) }),
  },
  'POST /api/tutor/conversations': { 201: conversationSchema },
  'GET /api/tutor/conversations/:conversationId/messages': { 200: conversationMessagesSchema },
  'GET /api/tutor/parent/conversations/:childId': {
    200: z.object({ monitoring: z.boolean(), conversations: z.array(childConversationSchema) }),
  },
  'GET /api/tutor/parent/conversations/:conversationId/messages': {
    200: conversationMessagesSchema,
  },
  'GET /api/tutor/parent/safety-reports/:childId': { 200: safetyReportSchema },
  'GET /api/tutor/parent/settings/:childId': { 200: childTutorSettingsSchema },
  'PUT /api/tutor/parent/settings/:childId': { 200: childTutorSettingsSchema },
  'GET /api/admin/safety/incidents': { 200: z.object({ incidents: z.array(staffIncidentSchema) }) },
  'POST /api/admin/safety/incidents/:id/resolve': { 200: staffIncidentSchema },
};
