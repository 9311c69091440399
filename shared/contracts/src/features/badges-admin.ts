// Badges as advisors and admins edit them (api/src/features/badges-admin).
import { z } from 'zod';
import { pillarSchema } from './learning';

export * from '../badges';

export const questRefSchema = z.object({ id: z.string(), title: z.string(), total_xp: z.number() });
export type QuestRef = z.infer<typeof questRefSchema>;

export const editableBadgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  identity_statement: z.string(),
  primary_pillar: pillarSchema,
  image_url: z.string().nullable(),
  min_quests: z.number(),
  min_xp: z.number(),
  is_active: z.boolean(),
  quests: z.array(questRefSchema),
  claim_count: z.number(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
});
export type EditableBadge = z.infer<typeof editableBadgeSchema>;

export const endpoints = {
  'GET /api/advisor/badges': { 200: z.object({ badges: z.array(editableBadgeSchema) }) },
  'POST /api/advisor/badges': { 201: editableBadgeSchema },
  'GET /api/advisor/badges/:id': { 200: editableBadgeSchema },
  'PUT /api/advisor/badges/:id': { 200: editableBadgeSchema },
  'PUT /api/advisor/badges/:id/image': { 200: editableBadgeSchema },
  'DELETE /api/advisor/badges/:id/image': { 200: editableBadgeSchema },
  'PUT /api/admin/badges/:id/active': { 200: editableBadgeSchema },
};
