import { z } from 'zod';

// GET /api/messages/blocks (200)
export const getMessagesBlocksResponse = z.object({
  blocks: z.array(
    z.object({
      user: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      created_at: z.string(),
    }),
  ),
});

// POST /api/messages/blocks (200)
export const postMessagesBlocksResponse = z.object({
  message: z.string(),
});

// DELETE /api/messages/blocks/:userId (200)
export const deleteMessagesBlocksUseridParamResponse = z.object({
  message: z.string(),
});

// GET /api/messages/contacts (200)
export const getMessagesContactsResponse = z.object({
  contacts: z.array(
    z.object({
      user: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      relation: z.string(),
    }),
  ),
});

// GET /api/messages/threads (200)
export const getMessagesThreadsResponse = z.object({
  threads: z.array(
    z.object({
      user: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      relation: z.string().nullable(),
      can_send: z.boolean(),
      send_block: z.string().nullable(),
      blocked_by_me: z.boolean(),
      unread: z.number(),
      last_message: z.object({
        id: z.string(),
        sender_id: z.string(),
        recipient_id: z.string(),
        body: z.string(),
        created_at: z.string(),
        read_at: z.string().nullable(),
        held: z.boolean(),
        held_categories: z.array(z.string()),
      }),
    }),
  ),
  parent_oversight: z.string(),
});

// GET /api/messages/unread-count (200)
export const getMessagesUnreadCountResponse = z.object({
  unread: z.number(),
});

// GET /api/messages/with/:userId (200)
export const getMessagesWithUseridParamResponse = z.object({
  user: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  relation: z.string().nullable(),
  can_send: z.boolean(),
  send_block: z.string().nullable(),
  blocked_by_me: z.boolean(),
  messages: z.array(
    z.object({
      id: z.string(),
      sender_id: z.string(),
      recipient_id: z.string(),
      body: z.string(),
      created_at: z.string(),
      read_at: z.string().nullable(),
      held: z.boolean(),
      held_categories: z.array(z.string()),
    }),
  ),
});

// POST /api/messages/with/:userId (201)
export const postMessagesWithUseridParamResponse201 = z.object({
  id: z.string(),
  sender_id: z.string(),
  recipient_id: z.string(),
  body: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  held: z.boolean(),
  held_categories: z.array(z.string()),
});

// POST /api/messages/with/:userId/read (200)
export const postMessagesWithUseridParamReadResponse = z.object({
  marked: z.number(),
  unread: z.number(),
});

// POST /api/messages/with/:userId/report (201)
export const postMessagesWithUseridParamReportResponse201 = z.object({
  report_id: z.string(),
  message: z.string(),
  messages_attached: z.number(),
  blocked: z.boolean(),
});

// GET /api/parent/children/:childId/messages (200)
export const getParentChildrenChildidParamMessagesResponse = z.object({
  oversight: z.string(),
  threads: z.array(
    z.object({
      user: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      relation: z.string(),
      message_count: z.number(),
      last_message_at: z.string(),
    }),
  ),
});

// GET /api/parent/children/:childId/messages/:userId (200)
export const getParentChildrenChildidParamMessagesUseridParamResponse = z.object({
  user: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  messages: z.array(
    z.object({
      id: z.string(),
      sender_id: z.string(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});

export const endpoints = {
  'GET /api/messages/blocks': { 200: getMessagesBlocksResponse },
  'POST /api/messages/blocks': { 200: postMessagesBlocksResponse },
  'DELETE /api/messages/blocks/:userId': { 200: deleteMessagesBlocksUseridParamResponse },
  'GET /api/messages/contacts': { 200: getMessagesContactsResponse },
  'GET /api/messages/threads': { 200: getMessagesThreadsResponse },
  'GET /api/messages/unread-count': { 200: getMessagesUnreadCountResponse },
  'GET /api/messages/with/:userId': { 200: getMessagesWithUseridParamResponse },
  'POST /api/messages/with/:userId': { 201: postMessagesWithUseridParamResponse201 },
  'POST /api/messages/with/:userId/read': { 200: postMessagesWithUseridParamReadResponse },
  'POST /api/messages/with/:userId/report': { 201: postMessagesWithUseridParamReportResponse201 },
  'GET /api/parent/children/:childId/messages': {
    200: getParentChildrenChildidParamMessagesResponse,
  },
  'GET /api/parent/children/:childId/messages/:userId': {
    200: getParentChildrenChildidParamMessagesUseridParamResponse,
  },
};
