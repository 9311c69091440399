import { z } from 'zod';

// GET /api/settings (200): the public settings every page's top bar shows.
export const getSettingsResponse = z.object({
  site_name: z.string(),
  logo_url: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof getSettingsResponse>;

export const endpoints = {
  'GET /api/settings': { 200: getSettingsResponse },
};
