import { z } from 'zod';
import { pillarSchema } from '../../learning/schemas';

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
