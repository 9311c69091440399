import { z } from 'zod';
export * from '../badges';

// PUT /api/admin/badges/:id/active (200)
export const putAdminBadgesIdParamActiveResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  identity_statement: z.string(),
  primary_pillar: z.string(),
  image_url: z.string().nullable(),
  min_quests: z.number(),
  min_xp: z.number(),
  is_active: z.boolean(),
  quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      total_xp: z.number(),
    }),
  ),
  claim_count: z.number(),
  created_by: z.string(),
  updated_at: z.string(),
});

// GET /api/advisor/badges (200)
export const getAdvisorBadgesResponse = z.object({
  badges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      identity_statement: z.string(),
      primary_pillar: z.string(),
      image_url: z.string().nullable(),
      min_quests: z.number(),
      min_xp: z.number(),
      is_active: z.boolean(),
      quests: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          total_xp: z.number(),
        }),
      ),
      claim_count: z.number(),
      created_by: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
});

// POST /api/advisor/badges (201)
export const postAdvisorBadgesResponse201 = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  identity_statement: z.string(),
  primary_pillar: z.string(),
  image_url: z.string().nullable(),
  min_quests: z.number(),
  min_xp: z.number(),
  is_active: z.boolean(),
  quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      total_xp: z.number(),
    }),
  ),
  claim_count: z.number(),
  created_by: z.string(),
  updated_at: z.string(),
});

// PUT /api/advisor/badges/:id (200)
export const putAdvisorBadgesIdParamResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  identity_statement: z.string(),
  primary_pillar: z.string(),
  image_url: z.string().nullable(),
  min_quests: z.number(),
  min_xp: z.number(),
  is_active: z.boolean(),
  quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      total_xp: z.number(),
    }),
  ),
  claim_count: z.number(),
  created_by: z.string(),
  updated_at: z.string(),
});

// DELETE /api/advisor/badges/:id/image (200)
export const deleteAdvisorBadgesIdParamImageResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  identity_statement: z.string(),
  primary_pillar: z.string(),
  image_url: z.string().nullable(),
  min_quests: z.number(),
  min_xp: z.number(),
  is_active: z.boolean(),
  quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      total_xp: z.number(),
    }),
  ),
  claim_count: z.number(),
  created_by: z.string(),
  updated_at: z.string(),
});

// PUT /api/advisor/badges/:id/image (200)
export const putAdvisorBadgesIdParamImageResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  identity_statement: z.string(),
  primary_pillar: z.string(),
  image_url: z.string(),
  min_quests: z.number(),
  min_xp: z.number(),
  is_active: z.boolean(),
  quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      total_xp: z.number(),
    }),
  ),
  claim_count: z.number(),
  created_by: z.string(),
  updated_at: z.string(),
});

export const endpoints = {
  'PUT /api/admin/badges/:id/active': { 200: putAdminBadgesIdParamActiveResponse },
  'GET /api/advisor/badges': { 200: getAdvisorBadgesResponse },
  'POST /api/advisor/badges': { 201: postAdvisorBadgesResponse201 },
  'GET /api/advisor/badges/:id': { 200: putAdvisorBadgesIdParamResponse },
  'PUT /api/advisor/badges/:id': { 200: putAdvisorBadgesIdParamResponse },
  'DELETE /api/advisor/badges/:id/image': { 200: deleteAdvisorBadgesIdParamImageResponse },
  'PUT /api/advisor/badges/:id/image': { 200: putAdvisorBadgesIdParamImageResponse },
};
