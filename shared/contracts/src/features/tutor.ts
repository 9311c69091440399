import { z } from 'zod';

// GET /api/admin/safety/incidents (200)
export const getAdminSafetyIncidentsResponse = z.object({
  incidents: z.array(
    z.object({
      id: z.string(),
      conversation_id: z.string().nullable(),
      message_id: z.string().nullable(),
      category: z.string(),
      severity: z.string(),
      action_taken: z.string(),
      surface: z.string(),
      item_id: z.string().nullable(),
      excerpt: z.string(),
      created_at: z.string(),
      status: z.string(),
      resolved_at: z.string().nullable(),
      resolution_note: z.string().nullable(),
      student: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      reviewed_by: z.string().nullable(),
      item_held: z.boolean().nullable(),
      report: z
        .object({
          reason: z.string(),
          note: z.string(),
          reporter: z.object({
            id: z.string(),
            first_name: z.string(),
            last_name: z.string(),
          }),
          reported: z.object({
            id: z.string(),
            first_name: z.string(),
            last_name: z.string(),
          }),
          messages: z.array(
            z.object({
              id: z.string(),
              sender_id: z.string(),
              body: z.string(),
              sent_at: z.string(),
            }),
          ),
        })
        .nullable(),
    }),
  ),
});

// POST /api/admin/safety/incidents/:id/resolve (200)
export const postAdminSafetyIncidentsIdParamResolveResponse = z.object({
  id: z.string(),
  conversation_id: z.string(),
  message_id: z.string(),
  category: z.string(),
  severity: z.string(),
  action_taken: z.string(),
  surface: z.string(),
  item_id: z.string().nullable(),
  excerpt: z.string(),
  created_at: z.string(),
  status: z.string(),
  resolved_at: z.string(),
  resolution_note: z.string(),
  student: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  reviewed_by: z.string(),
  item_held: z.string().nullable(),
  report: z.string().nullable(),
});

// GET /api/tutor/conversations (200)
export const getTutorConversationsResponse = z.object({
  conversations: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      mode: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
});

// POST /api/tutor/conversations (201)
export const postTutorConversationsResponse201 = z.object({
  id: z.string(),
  title: z.string(),
  mode: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

// GET /api/tutor/conversations/:conversationId/messages (200)
export const getTutorConversationsConversationidParamMessagesResponse = z.object({
  conversation: z.object({
    id: z.string(),
    title: z.string(),
    mode: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  messages: z.array(
    z.object({
      id: z.string(),
      conversation_id: z.string(),
      role: z.string(),
      content: z.string(),
      flagged: z.boolean(),
      created_at: z.string(),
    }),
  ),
});

// GET /api/tutor/parent/conversations/:childId (200)
export const getTutorParentConversationsChildidParamResponse = z.object({
  monitoring: z.boolean(),
  conversations: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      mode: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
      message_count: z.number(),
      flagged_count: z.number(),
    }),
  ),
});

// GET /api/tutor/parent/conversations/:conversationId/messages (200)
export const getTutorParentConversationsConversationidParamMessagesResponse = z.object({
  conversation: z.object({
    id: z.string(),
    title: z.string(),
    mode: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  messages: z.array(
    z.object({
      id: z.string(),
      conversation_id: z.string(),
      role: z.string(),
      content: z.string(),
      flagged: z.boolean(),
      created_at: z.string(),
    }),
  ),
});

// GET /api/tutor/parent/safety-reports/:childId (200)
export const getTutorParentSafetyReportsChildidParamResponse = z.object({
  summary: z.object({
    total: z.number(),
    open: z.number(),
    by_category: z.object({
      self_harm: z.number(),
      violence: z.number(),
      abuse: z.number(),
      sexual: z.number(),
      bullying: z.number(),
      drugs: z.number(),
      personal_info: z.number(),
    }),
    by_severity: z.object({
      low: z.number(),
      medium: z.number(),
      high: z.number(),
      critical: z.number(),
    }),
  }),
  incidents: z.array(
    z.object({
      id: z.string(),
      conversation_id: z.string().nullable(),
      message_id: z.string().nullable(),
      category: z.string(),
      severity: z.string(),
      action_taken: z.string(),
      surface: z.string(),
      item_id: z.string().nullable(),
      excerpt: z.string(),
      created_at: z.string(),
      status: z.string(),
      resolved_at: z.string().nullable(),
      resolution_note: z.string().nullable(),
    }),
  ),
});

// GET /api/tutor/parent/settings/:childId (200)
export const getTutorParentSettingsChildidParamResponse = z.object({
  enabled: z.boolean(),
  daily_limit: z.number(),
  tier: z.string(),
  tier_limit: z.number(),
  allowed_modes: z.array(z.string()),
  monitoring: z.boolean(),
  email_alerts: z.boolean(),
  updated_at: z.string().nullable(),
});

// PUT /api/tutor/parent/settings/:childId (200)
export const putTutorParentSettingsChildidParamResponse = z.object({
  enabled: z.boolean(),
  daily_limit: z.number(),
  tier: z.string(),
  tier_limit: z.number(),
  allowed_modes: z.array(z.string()),
  monitoring: z.boolean(),
  email_alerts: z.boolean(),
  updated_at: z.string(),
});

// GET /api/tutor/settings (200)
export const getTutorSettingsResponse = z.object({
  enabled: z.boolean(),
  allowed_modes: z.array(z.string()),
  daily_limit: z.number(),
  used_today: z.number(),
  monitoring: z.boolean(),
});

export const endpoints = {
  'GET /api/admin/safety/incidents': { 200: getAdminSafetyIncidentsResponse },
  'POST /api/admin/safety/incidents/:id/resolve': {
    200: postAdminSafetyIncidentsIdParamResolveResponse,
  },
  'GET /api/tutor/conversations': { 200: getTutorConversationsResponse },
  'POST /api/tutor/conversations': { 201: postTutorConversationsResponse201 },
  'GET /api/tutor/conversations/:conversationId/messages': {
    200: getTutorConversationsConversationidParamMessagesResponse,
  },
  'GET /api/tutor/parent/conversations/:childId': {
    200: getTutorParentConversationsChildidParamResponse,
  },
  'GET /api/tutor/parent/conversations/:conversationId/messages': {
    200: getTutorParentConversationsConversationidParamMessagesResponse,
  },
  'GET /api/tutor/parent/safety-reports/:childId': {
    200: getTutorParentSafetyReportsChildidParamResponse,
  },
  'GET /api/tutor/parent/settings/:childId': { 200: getTutorParentSettingsChildidParamResponse },
  'PUT /api/tutor/parent/settings/:childId': { 200: putTutorParentSettingsChildidParamResponse },
  'GET /api/tutor/settings': { 200: getTutorSettingsResponse },
};
