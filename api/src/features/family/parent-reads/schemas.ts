import { z } from 'zod';
import { pillarSchema } from '../../learning/schemas';
import { dashboardSchema } from '../../learning';

export const childSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

export const parentEvidenceItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable().describe('null while held by the safety screen'),
  description: z.string().nullable().describe('null while held by the safety screen'),
  pillar: pillarSchema.nullable(),
  status: z.enum(['pending', 'accepted', 'declined']),
  file_name: z.string().nullable(),
  link_url: z.string().nullable(),
  work_date: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  held: z
    .boolean()
    .describe('Held by the safety screen: its text is kept private until Optio staff release it'),
});

export const familyDashboardSchema = dashboardSchema.extend({
  child: childSchema,
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

export const insightsSchema = z.object({
  pillars: z.array(z.object({ pillar: pillarSchema, xp: z.number(), share: z.number() })),
  strongest: pillarSchema.nullable(),
  to_explore: pillarSchema.nullable(),
  streak_days: z.number(),
  longest_streak_days: z.number(),
  active_days_30: z.number(),
  tasks_completed_30: z.number(),
});

export const pageQuery = z.strictObject({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page is too large')
    .default(1),
});

export const completionsSchema = z.object({
  items: z.array(
    z.object({
      task_id: z.string(),
      task_title: z.string(),
      quest_id: z.string(),
      quest_title: z.string(),
      pillar: pillarSchema,
      xp: z.number(),
      completed_at: z.string(),
      confidential: z.boolean(),
      evidence_count: z.number(),
    }),
  ),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});
