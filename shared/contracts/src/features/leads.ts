import { z } from 'zod';
export * from '../leads';

// POST /api/leads (201)
export const postLeadsResponse201 = z.object({
  message: z.string(),
});

export const endpoints = {
  'POST /api/leads': { 201: postLeadsResponse201 },
};
