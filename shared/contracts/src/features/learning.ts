// Quests, tasks, evidence, the student dashboard and calendar (api/src/features/learning).
import { z } from 'zod';
import { PILLARS, SUBJECTS } from '../roles';
import { page } from './common';

export const pillarSchema = z.enum(PILLARS);
export const subjectSchema = z.enum(SUBJECTS);

export const ENROLMENT_STATUSES = ['active', 'set_down', 'completed'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const enrolmentSummarySchema = z.object({
  status: z.enum(ENROLMENT_STATUSES),
  tasks_completed: z.number(),
  tasks_total: z.number(),
  xp_earned: z.number(),
  due_date: z.string().nullable(),
  picked_up_at: z.string(),
  completed_at: z.string().nullable(),
});
export type EnrolmentSummary = z.infer<typeof enrolmentSummarySchema>;

export const questSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  short_description: z.string(),
  cover_image_url: z.string().nullable(),
  pillars: z.array(pillarSchema),
  total_xp: z.number(),
  task_count: z.number(),
  enrolment: enrolmentSummarySchema.nullable(),
});
export type QuestSummary = z.infer<typeof questSummarySchema>;

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
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const evidenceFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  download_url: z.string(),
});
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

export const EVIDENCE_KINDS = ['text', 'link', 'file'] as const;

export const evidenceSchema = z.object({
  id: z.string(),
  kind: z.enum(EVIDENCE_KINDS),
  text: z.string().nullable(),
  url: z.string().nullable(),
  file: evidenceFileSchema.nullable(),
  confidential: z.boolean(),
  /** Held by the safety screen: private until Optio's safety team releases it. */
  held: z.boolean(),
  created_at: z.string(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const REVIEW_STATUSES = ['pending', 'approved', 'returned'] as const;
export type ReviewState = (typeof REVIEW_STATUSES)[number];
export const REVIEWER_ROLES = ['advisor', 'parent'] as const;

export const taskReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  /** The reviewer's comment when the work was returned (shown to the student). */
  comment: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewer_role: z.enum(REVIEWER_ROLES).nullable(),
});
export type TaskReview = z.infer<typeof taskReviewSchema>;

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  pillar: pillarSchema,
  xp: z.number(),
  required: z.boolean(),
  subjects: z.array(z.object({ subject: subjectSchema, xp: z.number() })),
  is_personal: z.boolean(),
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** Minutes the student logged on the completed task (migration 021); null when not logged. */
  minutes: z.number().nullable().optional(),
  /**
   * Review before credit: null when the task's XP needs no review (catalogue work) or the task is
   * not done; otherwise its XP reaches credits only once `approved`.
   */
  review: taskReviewSchema.nullable(),
  evidence: z.array(evidenceSchema),
});
export type Task = z.infer<typeof taskSchema>;

export const questDetailSchema = questSummarySchema.extend({
  enrolment: enrolmentSchema.nullable(),
  big_idea: z.string(),
  tasks: z.array(taskSchema),
});
export type QuestDetail = z.infer<typeof questDetailSchema>;

export const questPageSchema = page(questSummarySchema);

export const myQuestsSchema = z.object({
  active: z.array(questSummarySchema),
  completed: z.array(questSummarySchema),
  set_down: z.array(questSummarySchema),
});
export type MyQuests = z.infer<typeof myQuestsSchema>;

export const calendarItemSchema = z.object({
  kind: z.enum(['quest', 'task']),
  id: z.string(),
  quest_id: z.string(),
  title: z.string(),
  quest_title: z.string(),
  due_date: z.string(),
  completed: z.boolean(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const LEVEL_NAMES = ['Explorer', 'Builder', 'Creator', 'Scholar', 'Sage'] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];

export const xpByPillarSchema = z.object({
  stem: z.number(),
  wellness: z.number(),
  communication: z.number(),
  civics: z.number(),
  art: z.number(),
});

export const levelSchema = z.object({
  name: z.enum(LEVEL_NAMES),
  min_xp: z.number(),
  next: z.object({ name: z.enum(LEVEL_NAMES), min_xp: z.number() }).nullable(),
});

export const recentCompletionSchema = z.object({
  task_id: z.string(),
  task_title: z.string(),
  quest_id: z.string(),
  quest_title: z.string(),
  pillar: pillarSchema,
  xp: z.number(),
  completed_at: z.string(),
});

export const dashboardSchema = z.object({
  xp_total: z.number(),
  xp_by_pillar: xpByPillarSchema,
  level: levelSchema,
  streak_days: z.number(),
  active_quests: z.array(questSummarySchema),
  recent_completions: z.array(recentCompletionSchema),
  upcoming: z.array(calendarItemSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const constellationTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  pillar: pillarSchema,
  xp: z.number(),
  completed_at: z.string(),
});
export type ConstellationTask = z.infer<typeof constellationTaskSchema>;

export const constellationQuestSchema = z.object({
  id: z.string(),
  title: z.string(),
  completed_at: z.string().nullable(),
  tasks: z.array(constellationTaskSchema),
});
export type ConstellationQuest = z.infer<typeof constellationQuestSchema>;

export const constellationSchema = z.object({ quests: z.array(constellationQuestSchema) });
export type Constellation = z.infer<typeof constellationSchema>;

export const completeTaskResultSchema = z.object({
  task: taskSchema,
  xp_awarded: z.number(),
  quest_completed: z.boolean(),
  xp_total: z.number(),
});
export type CompleteTaskResult = z.infer<typeof completeTaskResultSchema>;

export const endpoints = {
  'GET /api/calendar': { 200: z.object({ items: z.array(calendarItemSchema) }) },
  'GET /api/quests': { 200: questPageSchema },
  'GET /api/quests/mine': { 200: myQuestsSchema },
  'GET /api/quests/:id': { 200: questDetailSchema },
  'PATCH /api/quests/:id/enrolment': { 200: questDetailSchema },
  'POST /api/quests/:id/pick-up': { 200: questDetailSchema, 201: questDetailSchema },
  'POST /api/quests/:id/set-down': { 200: questDetailSchema },
  'POST /api/quests/:id/tasks': { 201: taskSchema },
  'PATCH /api/tasks/:taskId': { 200: taskSchema },
  'POST /api/tasks/:taskId/complete': { 200: completeTaskResultSchema },
  'POST /api/tasks/:taskId/resubmit': { 200: taskSchema },
  'GET /api/users/dashboard': { 200: dashboardSchema },
  'GET /api/users/dashboard/constellation': { 200: constellationSchema },
};
