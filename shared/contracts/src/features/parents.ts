import { z } from 'zod';

// GET /api/parents/my-children (200)
export const getParentsMyChildrenResponse = z.object({
  children: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      role: z.string(),
      subscription_tier: z.string().nullable(),
      created_at: z.string(),
      language: z.string().nullable(),
    }),
  ),
});

export const endpoints = {
  'GET /api/parents/my-children': { 200: getParentsMyChildrenResponse },
};
