import { z } from 'zod';

// GET /api/advisor/students (200)
export const getAdvisorStudentsResponse = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      role: z.string(),
      subscription_tier: z.string(),
      created_at: z.string(),
      language: z.string().nullable(),
    }),
  ),
  progress: z.record(
    z.string(),
    z.object({
      total_xp: z.number(),
      level: z.string(),
      active_quests: z.number(),
    }),
  ),
});

// GET /api/advisor/students/:studentId (200)
export const getAdvisorStudentsStudentidParamResponse = z.object({
  student: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  total_xp: z.number(),
  level: z.object({
    name: z.string(),
    min_xp: z.number(),
    next: z.object({
      name: z.string(),
      min_xp: z.number(),
    }),
  }),
  xp_by_pillar: z.object({
    stem: z.number(),
    wellness: z.number(),
    communication: z.number(),
    civics: z.number(),
    art: z.number(),
  }),
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
      primary_pillar: z.string(),
      progress: z.number(),
      status: z.string(),
      quests_completed: z.number(),
      min_quests: z.number(),
      xp_earned: z.number(),
      min_xp: z.number(),
      recommended: z.boolean(),
    }),
  ),
  badges_earned: z.array(z.unknown()),
  recommendable_badges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      recommended: z.boolean(),
    }),
  ),
  recent_evidence: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
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

// POST /api/advisor/students/:studentId/recommendations (201)
export const postAdvisorStudentsStudentidParamRecommendationsResponse201 = z.object({
  message: z.string(),
});

// DELETE /api/advisor/students/:studentId/recommendations/:badgeId (200)
export const deleteAdvisorStudentsStudentidParamRecommendationsBadgeidParamResponse = z.object({
  message: z.string(),
});

// GET /api/me/badge-recommendations (200)
export const getMeBadgeRecommendationsResponse = z.object({
  recommendations: z.array(
    z.object({
      badge_id: z.string(),
      badge_name: z.string(),
      primary_pillar: z.string(),
      note: z.string(),
      advisor: z.object({
        first_name: z.string(),
        last_name: z.string(),
      }),
      created_at: z.string(),
    }),
  ),
});

export const endpoints = {
  'GET /api/advisor/students': { 200: getAdvisorStudentsResponse },
  'GET /api/advisor/students/:studentId': { 200: getAdvisorStudentsStudentidParamResponse },
  'POST /api/advisor/students/:studentId/recommendations': {
    201: postAdvisorStudentsStudentidParamRecommendationsResponse201,
  },
  'DELETE /api/advisor/students/:studentId/recommendations/:badgeId': {
    200: deleteAdvisorStudentsStudentidParamRecommendationsBadgeidParamResponse,
  },
  'GET /api/me/badge-recommendations': { 200: getMeBadgeRecommendationsResponse },
};
