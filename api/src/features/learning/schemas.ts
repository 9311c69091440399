import { z } from 'zod';
import type { Dashboard } from '@optio/contracts/learning';
import { taskReviewSchema } from '@optio/contracts/learning';
import { PILLARS, SUBJECTS } from './tables';

export const pillarSchema = z.enum(PILLARS, {
  error: 'Pillar must be one of ' + PILLARS.join(', '),
});
export const subjectSchema = z.enum(SUBJECTS, {
  error: 'Subject must be one of ' + SUBJECTS.join(', '),
});

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const dateSchema = z
  .string({ error: 'Date must be a string YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine(isRealDate, 'Date is not a real calendar date');

export const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });
export const taskIdParam = z.strictObject({ taskId: z.uuid({ error: 'Not a valid id' }) });
export const evidenceIdParam = z.strictObject({ evidenceId: z.uuid({ error: 'Not a valid id' }) });

export const subjectSplitSchema = z.array(z.object({ subject: subjectSchema, xp: z.number() }));

export const enrolmentSummarySchema = z.object({
  status: z.enum(['active', 'set_down', 'completed']),
  tasks_completed: z.number(),
  tasks_total: z.number(),
  xp_earned: z.number(),
  due_date: z.string().nullable(),
  picked_up_at: z.string(),
  completed_at: z.string().nullable(),
});

export const enrolmentSchema = enrolmentSummarySchema.extend({
  id: z.string(),
  pickup_count: z.number(),
  history: z.array(
    z.object({
      picked_up_at: z.string(),
      set_down_at: z.string().nullable(),
      reflection: z.string().nullable(),
    }),
  ),
});

export const questSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    short_description: z.string(),
    cover_image_url: z.string().nullable(),
    pillars: z.array(pillarSchema),
    total_xp: z.number(),
    task_count: z.number(),
    enrolment: enrolmentSummarySchema.nullable(),
  })
  .meta({ id: 'QuestSummary' });

export const evidenceSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['text', 'link', 'file']),
    text: z.string().nullable(),
    url: z.string().nullable(),
    file: z
      .object({
        id: z.string(),
        name: z.string(),
        mime: z.string(),
        size: z.number(),
        download_url: z.string(),
      })
      .nullable(),
    confidential: z.boolean(),
    held: z.boolean().describe('Held by the safety screen: private until Optio staff release it'),
    created_at: z.string(),
  })
  .meta({ id: 'Evidence' });

export const taskSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    pillar: pillarSchema,
    xp: z.number(),
    required: z.boolean(),
    subjects: subjectSplitSchema,
    is_personal: z.boolean(),
    due_date: z.string().nullable(),
    completed_at: z.string().nullable(),
    review: taskReviewSchema.nullable(),
    evidence: z.array(evidenceSchema),
  })
  .meta({ id: 'Task' });

export const questDetailSchema = questSummarySchema
  .extend({
    big_idea: z.string(),
    tasks: z.array(taskSchema),
    enrolment: enrolmentSchema.nullable(),
  })
  .meta({ id: 'QuestDetail' });

export const calendarItemSchema = z
  .object({
    kind: z.enum(['quest', 'task']),
    id: z.string(),
    quest_id: z.string(),
    title: z.string(),
    quest_title: z.string(),
    due_date: z.string(),
    completed: z.boolean(),
  })
  .meta({ id: 'CalendarItem' });

export type QuestSummaryView = z.infer<typeof questSummarySchema>;
export type QuestDetailView = z.infer<typeof questDetailSchema>;
export type TaskView = z.infer<typeof taskSchema>;
export type EvidenceView = z.infer<typeof evidenceSchema>;
export type CalendarItemView = z.infer<typeof calendarItemSchema>;
/** GET /api/users/dashboard, as its contract describes it. */
export type DashboardView = Dashboard;

/** A subject split: up to five distinct subjects, whole XP each, summing to the task's XP. */
export function checkSplit(split: { subject: string; xp: number }[], xp: number): string | null {
  if (split.length === 0 || split.length > 5) return 'Give one to five subjects';
  if (new Set(split.map((s) => s.subject)).size !== split.length)
    return 'Each subject may appear once';
  if (split.some((s) => !Number.isInteger(s.xp) || s.xp < 1))
    return 'Each subject needs a whole, positive XP amount';
  if (split.reduce((a, s) => a + s.xp, 0) !== xp) return `Subject XP must add up to ${xp}`;
  return null;
}
