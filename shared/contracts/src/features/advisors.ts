// Advisors' students, their badge recommendations (api/src/features/advisors).
import { z } from 'zod';
import { messageSchema, userSchema } from './common';
import { levelSchema, pillarSchema, xpByPillarSchema } from './learning';
import { BADGE_STATUSES } from './records';

export const progressSummarySchema = z.object({
  total_xp: z.number(),
  level: z.string(),
  active_quests: z.number(),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

export const assignedStudentsSchema = z.object({
  students: z.array(userSchema),
  /** By student id. */
  progress: z.record(z.string(), progressSummarySchema),
});
export type AssignedStudents = z.infer<typeof assignedStudentsSchema>;

export const studentDetailSchema = z.object({
  student: userSchema.pick({ id: true, first_name: true, last_name: true, email: true }),
  total_xp: z.number(),
  level: levelSchema,
  xp_by_pillar: xpByPillarSchema,
  active_quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      tasks_completed: z.number(),
      tasks_total: z.number(),
    }),
  ),
  badges_in_progress: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      primary_pillar: pillarSchema,
      progress: z.number(),
      status: z.enum(BADGE_STATUSES),
      quests_completed: z.number(),
      min_quests: z.number(),
      xp_earned: z.number(),
      min_xp: z.number(),
      recommended: z.boolean(),
    }),
  ),
  badges_earned: z.array(z.object({ id: z.string(), name: z.string(), claimed_at: z.string() })),
  recommendable_badges: z.array(
    z.object({ id: z.string(), name: z.string(), recommended: z.boolean() }),
  ),
  recent_evidence: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['text', 'link', 'file']),
      /** Confidential: only the student and their parents may open it; shown to exist only. */
      confidential: z.boolean(),
      text: z.string().nullable(),
      url: z.string().nullable(),
      file_name: z.string().nullable(),
      task_title: z.string(),
      quest_title: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

export const badgeRecommendationSchema = z.object({
  badge_id: z.string(),
  badge_name: z.string(),
  primary_pillar: pillarSchema,
  note: z.string().nullable(),
  advisor: z.object({ first_name: z.string(), last_name: z.string() }),
  created_at: z.string(),
});
export type BadgeRecommendation = z.infer<typeof badgeRecommendationSchema>;

export const endpoints = {
  'GET /api/advisor/students': { 200: assignedStudentsSchema },
  'GET /api/advisor/students/:studentId': { 200: studentDetailSchema },
  'POST /api/advisor/students/:studentId/recommendations': { 201: messageSchema },
  'DELETE /api/advisor/students/:studentId/recommendations/:badgeId': { 200: messageSchema },
  'GET /api/me/badge-recommendations': {
    200: z.object({ recommendations: z.array(badgeRecommendationSchema) }),
  },
};
