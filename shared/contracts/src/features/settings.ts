import { z } from 'zod';

// GET /api/settings (200)
export const getSettingsResponse = z.object({
  site_name: z.string(),
  logo_url: z.string().nullable(),
});

export const endpoints = {
  'GET /api/settings': { 200: getSettingsResponse },
};
