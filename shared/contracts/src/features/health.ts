import { z } from 'zod';

// GET /api/health (200)
export const getHealthResponse = z.object({
  status: z.string(),
});

// GET /api/ready (200)
export const getReadyResponse = z.object({
  status: z.string(),
  database: z.string(),
  redis: z.string(),
  storage: z.string(),
});

export const endpoints = {
  'GET /api/health': { 200: getHealthResponse },
  'GET /api/ready': { 200: getReadyResponse },
};
