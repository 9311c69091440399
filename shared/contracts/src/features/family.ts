// Family links, parents' view of a child, observers (api/src/features/family).
import { z } from 'zod';
import { messageSchema, page } from './common';
import { calendarItemSchema, dashboardSchema, pillarSchema, taskSchema } from './learning';

export const personSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const familyLinksSchema = z.object({
  linked: z.array(personSchema.extend({ since: z.string() })),
  sent: z.array(z.object({ id: z.string(), email: z.string(), created_at: z.string() })),
  received: z.array(z.object({ id: z.string(), from: personSchema, created_at: z.string() })),
  /** False for a child under 13, whose links their consenting parent manages. */
  manages_own_links: z.boolean(),
  /** Parents asking to link to a child under 13 whose consent you gave: you decide. */
  to_approve: z.array(
    z.object({ id: z.string(), from: personSchema, child: personSchema, created_at: z.string() }),
  ),
});
export type FamilyLinks = z.infer<typeof familyLinksSchema>;

/** The consent a parent gave for a child under 13, and what is stored. */
export const childConsentSchema = z.object({
  child: personSchema.extend({
    email: z.string(),
    date_of_birth: z.string().nullable(),
    created_at: z.string(),
  }),
  consented_at: z.string(),
  statement_version: z.string(),
  withdrawn_at: z.string().nullable(),
  deletion_scheduled_for: z.string().nullable(),
});
export type ChildConsent = z.infer<typeof childConsentSchema>;

export const parentEvidenceItemSchema = z.object({
  id: z.string(),
  /** null while held by the safety screen. */
  title: z.string().nullable(),
  description: z.string().nullable(),
  pillar: pillarSchema.nullable(),
  status: z.enum(['pending', 'accepted', 'declined']),
  file_name: z.string().nullable(),
  link_url: z.string().nullable(),
  work_date: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  held: z.boolean(),
});
export type ParentEvidenceItem = z.infer<typeof parentEvidenceItemSchema>;

export const childDashboardSchema = dashboardSchema.extend({
  child: personSchema,
  weekly_wins: z.object({
    tasks_completed: z.number(),
    xp: z.number(),
    quests_completed: z.number(),
    highlights: z.array(z.object({ task_id: z.string(), title: z.string(), pillar: pillarSchema })),
  }),
  rhythm: z.object({
    status: z.enum(['in_flow', 'needs_support']),
    overdue: z.number(),
    last_activity_at: z.string().nullable(),
  }),
  approvals: z.object({
    visibility_requests: z.array(
      z.object({
        id: z.string(),
        target: z.enum(['diploma', 'portfolio']),
        created_at: z.string(),
      }),
    ),
    parent_evidence: z.array(parentEvidenceItemSchema),
  }),
});
export type ChildDashboard = z.infer<typeof childDashboardSchema>;

export const weekPointSchema = z.object({
  week_start: z.string(),
  xp: z.number(),
  tasks: z.number(),
  cumulative_xp: z.number(),
});
export type WeekPoint = z.infer<typeof weekPointSchema>;

export const insightsSchema = z.object({
  pillars: z.array(z.object({ pillar: pillarSchema, xp: z.number(), share: z.number() })),
  strongest: pillarSchema.nullable(),
  to_explore: pillarSchema.nullable(),
  streak_days: z.number(),
  longest_streak_days: z.number(),
  active_days_30: z.number(),
  tasks_completed_30: z.number(),
});
export type Insights = z.infer<typeof insightsSchema>;

export const childTaskSchema = z.object({
  child: personSchema,
  quest: z.object({ id: z.string(), title: z.string() }),
  task: taskSchema,
});
export type ChildTask = z.infer<typeof childTaskSchema>;

export const completionSchema = z.object({
  task_id: z.string(),
  task_title: z.string(),
  quest_id: z.string(),
  quest_title: z.string(),
  pillar: pillarSchema,
  xp: z.number(),
  completed_at: z.string(),
  confidential: z.boolean(),
  evidence_count: z.number(),
});
export const completionsSchema = page(completionSchema);
export type Completions = z.infer<typeof completionsSchema>;

export const observersSchema = z.object({
  observers: z.array(personSchema.extend({ email: z.string(), since: z.string() })),
  invitations: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      created_at: z.string(),
      expires_at: z.string(),
      expired: z.boolean(),
    }),
  ),
  reads: z.array(
    z.object({
      observer_id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      what: z.string(),
      at: z.string(),
    }),
  ),
  encouragements: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type Observers = z.infer<typeof observersSchema>;

export const feedItemSchema = z.object({
  kind: z.enum(['completion', 'portfolio']),
  id: z.string(),
  title: z.string(),
  quest_title: z.string().nullable(),
  description: z.string(),
  pillar: pillarSchema.nullable(),
  xp: z.number().nullable(),
  at: z.string(),
  evidence: z.array(
    z.object({
      kind: z.enum(['text', 'link']),
      text: z.string().nullable(),
      url: z.string().nullable(),
    }),
  ),
  link_url: z.string().nullable(),
  cheers: z.number(),
  cheered_by_me: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const observerFeedSchema = z.object({
  student: z.object({ id: z.string(), first_name: z.string() }),
  items: z.array(feedItemSchema),
});
export type ObserverFeed = z.infer<typeof observerFeedSchema>;

export const invitationPreviewSchema = z.object({
  email: z.string(),
  child_first_name: z.string(),
  parent_name: z.string(),
  expires_at: z.string(),
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** An observer's encouragement, as the student reads it. */
export const encouragementSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type Encouragement = z.infer<typeof encouragementSchema>;

// POST /api/observer-invitations/accept (200)
export const postObserverInvitationsAcceptResponse = z.object({
  message: z.string(),
  student_id: z.string(),
});

// POST /api/observer-invitations/register (201)
export const postObserverInvitationsRegisterResponse201 = z.object({
  message: z.string(),
  email: z.string(),
});

// POST /api/observer/cheers/:studentId (200)
export const postObserverCheersStudentidParamResponse = z.object({
  cheers: z.number(),
});

// POST /api/observer/encouragements/:studentId (201)
export const postObserverEncouragementsStudentidParamResponse201 = z.object({
  id: z.string(),
  held: z.boolean(),
  held_categories: z.array(z.string()),
  message: z.string(),
});

// GET /api/observer/students (200)
export const getObserverStudentsResponse = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
    }),
  ),
});

// POST /api/parent/evidence/:childId (201)
export const postParentEvidenceChildidParamResponse201 = z.object({
  id: z.string(),
  status: z.string(),
  held: z.boolean(),
  held_categories: z.array(z.string()),
});

// POST /api/parent/quests/:childId (201)
export const postParentQuestsChildidParamResponse201 = z.object({
  id: z.string(),
});

export const endpoints = {
  'GET /api/family/encouragements': { 200: z.object({ items: z.array(encouragementSchema) }) },
  'GET /api/family/links': { 200: familyLinksSchema },
  'POST /api/family/links': { 200: messageSchema },
  'DELETE /api/family/links/:id': { 200: messageSchema },
  'POST /api/family/links/:id/approve': { 200: messageSchema },
  'POST /api/family/links/:id/decline': { 200: messageSchema },
  'DELETE /api/family/parents/:parentId': { 200: messageSchema },
  'POST /api/observer-invitations/accept': { 200: postObserverInvitationsAcceptResponse },
  'GET /api/observer-invitations/preview': { 200: invitationPreviewSchema },
  'POST /api/observer-invitations/register': { 201: postObserverInvitationsRegisterResponse201 },
  'POST /api/observer/cheers/:studentId': { 200: postObserverCheersStudentidParamResponse },
  'POST /api/observer/encouragements/:studentId': {
    201: postObserverEncouragementsStudentidParamResponse201,
  },
  'GET /api/observer/feed/:studentId': { 200: observerFeedSchema },
  'GET /api/observer/students': { 200: getObserverStudentsResponse },
  'GET /api/parent/calendar/:childId': { 200: z.object({ items: z.array(calendarItemSchema) }) },
  'GET /api/parent/children/:childId/consent': {
    200: childConsentSchema,
  },
  'POST /api/parent/children/:childId/consent/withdraw': {
    200: messageSchema,
  },
  'POST /api/parent/children/:childId/delete': {
    200: messageSchema,
  },
  'GET /api/parent/completions/:childId': { 200: completionsSchema },
  'GET /api/parent/dashboard/:childId': { 200: childDashboardSchema },
  'GET /api/parent/evidence/:childId': {
    200: z.object({ items: z.array(parentEvidenceItemSchema) }),
  },
  'POST /api/parent/evidence/:childId': { 201: postParentEvidenceChildidParamResponse201 },
  'GET /api/parent/insights/:childId': { 200: insightsSchema },
  'GET /api/parent/observers/:childId': { 200: observersSchema },
  'POST /api/parent/observers/:childId': { 200: messageSchema },
  'DELETE /api/parent/observers/:childId/:observerId': {
    200: messageSchema,
  },
  'GET /api/parent/progress/:childId': { 200: z.object({ weeks: z.array(weekPointSchema) }) },
  'POST /api/parent/quests/:childId': { 201: postParentQuestsChildidParamResponse201 },
  'GET /api/parent/task/:childId/:taskId': { 200: childTaskSchema },
  'POST /api/parent/visibility-requests/:id/decline': { 200: messageSchema },
  'DELETE /api/parent/observer-invitations/:id': { 200: messageSchema },
  'POST /api/parent/visibility-requests/:id/approve': {
    200: messageSchema,
  },
};
