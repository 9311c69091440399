// Direct messages, blocks, reports, and parents' view of a child's messages
// (api/src/features/messages).
import { z } from 'zod';
import { messageSchema } from './common';

export const RELATIONS = ['friend', 'advisor', 'student', 'parent', 'child'] as const;
export type Relation = (typeof RELATIONS)[number];

/** Why sending is off (the thread stays readable). */
export const sendBlockSchema = z.enum(['not_connected', 'blocked', 'minor_adult']).nullable();
export type SendBlock = z.infer<typeof sendBlockSchema>;

/** What my linked parents may see of my messages (by my age). */
export const PARENT_OVERSIGHT = ['messages', 'contacts', 'none'] as const;
export type ParentOversight = (typeof PARENT_OVERSIGHT)[number];

export const messagePersonSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type MessagePerson = z.infer<typeof messagePersonSchema>;

export const directMessageSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  recipient_id: z.string(),
  body: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  /** Held by the safety screen: only its sender sees it, with why (held_categories). */
  held: z.boolean(),
  held_categories: z.array(z.string()),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

const threadHead = {
  user: messagePersonSchema,
  /** null once the connection ended: the history stays readable, sending is off. */
  relation: z.enum(RELATIONS).nullable(),
  can_send: z.boolean(),
  send_block: sendBlockSchema,
  blocked_by_me: z.boolean(),
};

export const threadSummarySchema = z.object({
  ...threadHead,
  unread: z.number(),
  last_message: directMessageSchema,
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadSchema = z.object({ ...threadHead, messages: z.array(directMessageSchema) });
export type Thread = z.infer<typeof threadSchema>;

export const contactSchema = z.object({ user: messagePersonSchema, relation: z.enum(RELATIONS) });
export type Contact = z.infer<typeof contactSchema>;

export const threadsResponseSchema = z.object({
  threads: z.array(threadSummarySchema),
  parent_oversight: z.enum(PARENT_OVERSIGHT),
});
export type ThreadsResponse = z.infer<typeof threadsResponseSchema>;

export const childThreadSchema = z.object({
  user: messagePersonSchema,
  relation: z.enum(RELATIONS).nullable(),
  message_count: z.number(),
  last_message_at: z.string(),
});
export type ChildThread = z.infer<typeof childThreadSchema>;

export const childMessagesSchema = z.object({
  /** messages: under 13, conversations can be opened; contacts: 13 to 17, who only. */
  oversight: z.enum(['messages', 'contacts']),
  threads: z.array(childThreadSchema),
});
export type ChildMessages = z.infer<typeof childMessagesSchema>;

export const childConversationSchema = z.object({
  user: messagePersonSchema,
  messages: z.array(
    z.object({ id: z.string(), sender_id: z.string(), body: z.string(), created_at: z.string() }),
  ),
});
export type ChildConversation = z.infer<typeof childConversationSchema>;

export const blockSchema = z.object({ user: messagePersonSchema, created_at: z.string() });
export type Block = z.infer<typeof blockSchema>;

export const endpoints = {
  'GET /api/messages/threads': { 200: threadsResponseSchema },
  'GET /api/messages/contacts': { 200: z.object({ contacts: z.array(contactSchema) }) },
  'GET /api/messages/unread-count': { 200: z.object({ unread: z.number() }) },
  'GET /api/messages/with/:userId': { 200: threadSchema },
  'POST /api/messages/with/:userId': { 201: directMessageSchema },
  'POST /api/messages/with/:userId/read': {
    200: z.object({ marked: z.number(), unread: z.number() }),
  },
  'POST /api/messages/with/:userId/report': {
    201: z.object({
      report_id: z.string(),
      message: z.string(),
      messages_attached: z.number(),
      blocked: z.boolean(),
    }),
  },
  'GET /api/messages/blocks': { 200: z.object({ blocks: z.array(blockSchema) }) },
  'POST /api/messages/blocks': { 200: messageSchema },
  'DELETE /api/messages/blocks/:userId': { 200: messageSchema },
  'GET /api/parent/children/:childId/messages': { 200: childMessagesSchema },
  'GET /api/parent/children/:childId/messages/:userId': { 200: childConversationSchema },
};
