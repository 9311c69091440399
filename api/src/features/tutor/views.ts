import type { SafetyIncidentsTable, TutorConversationsTable, TutorMessagesTable } from './tables';

export const toConversation = (r: TutorConversationsTable) => ({
  id: r.id,
  title: r.title,
  mode: r.mode,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export const toMessage = (r: TutorMessagesTable) => ({
  id: r.id,
  conversation_id: r.conversation_id,
  role: r.role,
  content: r.content,
  flagged: r.flagged === 1,
  created_at: r.created_at,
});

/** An incident as shown (abuse flags never reach parents: see childSafetyReport). */
export const toIncident = (r: SafetyIncidentsTable) => ({
  id: r.id,
  conversation_id: r.conversation_id,
  message_id: r.message_id,
  category: r.category,
  severity: r.severity,
  action_taken: r.action_taken,
  surface: r.surface,
  item_id: r.item_id,
  excerpt: r.excerpt,
  created_at: r.created_at,
  status: r.status,
  resolved_at: r.resolved_at,
  resolution_note: r.resolution_note,
});
