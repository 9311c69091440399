import { z } from 'zod';

// POST /api/admin/safety/items/:id/keep (200)
export const postAdminSafetyItemsIdParamKeepResponse = z.object({
  item_id: z.string(),
  surface: z.string(),
  held: z.boolean(),
  resolved_incidents: z.number(),
});

// POST /api/admin/safety/items/:id/release (200)
export const postAdminSafetyItemsIdParamReleaseResponse = z.object({
  item_id: z.string(),
  surface: z.string(),
  held: z.boolean(),
  resolved_incidents: z.number(),
});

export const endpoints = {
  'POST /api/admin/safety/items/:id/keep': { 200: postAdminSafetyItemsIdParamKeepResponse },
  'POST /api/admin/safety/items/:id/release': { 200: postAdminSafetyItemsIdParamReleaseResponse },
};
